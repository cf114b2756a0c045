import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectionRequestsScreen } from '@/features/connections/components/connection-requests-screen'
import { NetworkScreen } from '@/features/connections/components/network-screen'
import { PendingRequestsScreen } from '@/features/connections/components/pending-requests-screen'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import {
  connectionFixture,
  connectionsServer,
  memberSummary,
  pageOf,
  requestFixture,
} from './connection-fixtures'

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)
const listItems = (name: string) =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem')

describe('My network', () => {
  it('asks for 100 connections at once and shows 3, then 4 more per "Show more"', async () => {
    const { requests } = connectionsServer((r) =>
      r.path === '/api/connects'
        ? jsonResponse(
            200,
            pageOf(
              range(100, 9).map((id) => connectionFixture(7, id)),
              9,
              1,
              100,
            ),
          )
        : undefined,
    )
    const { user } = renderScreen('/my-network', <NetworkScreen />)
    expect(await screen.findByRole('heading', { name: 'My network' })).toBeInTheDocument()
    await screen.findByText('Member 100')
    expect(listItems('Your connections')).toHaveLength(3)
    expect(screen.getByText('9 connections')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(listItems('Your connections')).toHaveLength(7)
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(listItems('Your connections')).toHaveLength(9)
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument()
    const call = requests.find((r) => r.path === '/api/connects')
    expect(call?.query.get('page_size')).toBe('100')
    expect(call?.query.get('with')).toBe('user_to')
  })

  it('says "Could not load more connections." and "Please try again later." when the next page fails', async () => {
    connectionsServer((r) => {
      if (r.path !== '/api/connects') return undefined
      if (r.query.get('page') === '2') return jsonResponse(500, { message: 'There was an error' })
      return jsonResponse(200, {
        data: range(100, 3).map((id) => connectionFixture(7, id)),
        meta: {
          pagination: { total: 104, count: 3, per_page: 100, current_page: 1, total_pages: 2 },
        },
      })
    })
    const { user } = renderScreen('/my-network', <NetworkScreen />)
    await screen.findByText('Member 100')
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    const alert = (await screen.findByText('Could not load more connections.')).closest(
      '[role=alert]',
    )
    if (!(alert instanceof HTMLElement)) throw new Error('no alert')
    expect(within(alert).getByText('Could not load more connections.')).toBeInTheDocument()
    expect(within(alert).getByText('Please try again later.')).toBeInTheDocument()
    expect(listItems('Your connections')).toHaveLength(3)
  })

  it('says so when there are no connections yet', async () => {
    connectionsServer((r) =>
      r.path === '/api/connects' ? jsonResponse(200, pageOf([], 0, 1, 100)) : undefined,
    )
    renderScreen('/my-network', <NetworkScreen />)
    expect(await screen.findByText(/You have no connections yet/)).toBeInTheDocument()
  })
})

describe('My connection requests', () => {
  it('asks for 999 requests, shows 8 then 4 more, and accepting says "You are now connected with {name}"', async () => {
    const received = range(30, 13).map((id) => requestFixture(id, id + 100, 7, `Hello from ${id}`))
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/connect-requests')
        return jsonResponse(200, pageOf(received, received.length, 1, 999))
      if (r.method === 'PUT' && r.path === '/api/connect-requests/30')
        return jsonResponse(200, {
          data: {
            ...requestFixture(30, 130, 7),
            status: 'accepted',
            notice: 'You are now connected with Member 130',
          },
        })
      return undefined
    })
    const { user } = renderScreen('/my-connection-requests', <ConnectionRequestsScreen />)
    await screen.findByText('Member 130')
    expect(listItems('Requests to connect with you')).toHaveLength(8)
    expect(screen.getByText('Hello from 30')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show more' }))
    expect(listItems('Requests to connect with you')).toHaveLength(12)
    const call = requests.find((r) => r.path === '/api/connect-requests')
    expect(call?.query.get('page_size')).toBe('999')
    expect(call?.query.get('received')).toBe('1')

    await user.click(screen.getByRole('button', { name: 'Accept Member 130' }))
    expect(await screen.findByText('You are now connected with Member 130')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'accepted' })
  })

  it('ignores a request', async () => {
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/connect-requests')
        return jsonResponse(200, pageOf([requestFixture(3, 40, 7)], 1, 1, 999))
      if (r.method === 'PUT')
        return jsonResponse(200, {
          data: { ...requestFixture(3, 40, 7), status: 'ignored', notice: 'Request ignored' },
        })
      return undefined
    })
    const { user } = renderScreen('/my-connection-requests', <ConnectionRequestsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Ignore Member 40' }))
    expect(await screen.findByText('Request ignored')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'ignored' })
  })
})

describe('My pending requests', () => {
  it('lists the requests I sent and cancels one from the cancel modal by its id', async () => {
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/connect-requests')
        return jsonResponse(200, pageOf([requestFixture(12, 7, 50)], 1, 1, 999))
      if (r.method === 'DELETE' && r.path === '/api/connect-requests/12')
        return jsonResponse(200, { data: { id: 12, user_id: 50, message: 'Cancelled' } })
      return undefined
    })
    const { user } = renderScreen('/my-pending-requests', <PendingRequestsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Cancel request to Member 50' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel connect request' }))
    expect(dialog.getByText(/Withdraw your request to connect with Member 50/)).toBeInTheDocument()
    await user.click(dialog.getByRole('button', { name: 'Cancel request' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true))
    expect(requests.find((r) => r.path === '/api/connect-requests')?.query.get('received')).toBe(
      '0',
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(memberSummary(50).full_name).toBe('Member 50')
  })
})
