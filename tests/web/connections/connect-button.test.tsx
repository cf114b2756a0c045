import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ConnectButton, type ConnectableMember } from '@/components/members/connect-button'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { tryToDismiss } from '../modals/dismiss'
import { connectionsServer, requestFixture } from './connection-fixtures'

const grace: ConnectableMember = {
  id: 21,
  full_name: 'Grace Hopper',
  img: null,
  initials: 'GH',
  is_connected: false,
  connect_requested: false,
  site_id: 1,
}

const render = (member: ConnectableMember = grace) =>
  renderScreen('/members', <ConnectButton member={member} />, {
    screens: [{ path: '/signin', element: <p>Sign in page</p> }],
  })

describe('ConnectButton', () => {
  it('sends a connect request from the modal (picture or initials, full name, message) and closes about 400 ms later', async () => {
    let answeredAt = 0
    const { requests } = connectionsServer((r) => {
      if (r.method !== 'POST' || r.path !== '/api/connect-requests') return undefined
      answeredAt = performance.now()
      return jsonResponse(201, {
        data: {
          ...requestFixture(5, 7, 21, 'We met at the meetup'),
          notice: 'Connect request sent',
        },
      })
    })
    const { user } = render()
    await user.click(await screen.findByRole('button', { name: 'Connect with Grace Hopper' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Send connect request' }))
    expect(dialog.getByText('Grace Hopper')).toBeInTheDocument()
    expect(dialog.getByText('GH')).toBeInTheDocument()
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'We met at the meetup')
    await user.click(dialog.getByRole('button', { name: 'Connect' }))

    expect(await dialog.findByText('Connect request sent')).toBeInTheDocument()
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      user_id: 21,
      message: 'We met at the meetup',
    })
    // Still open just after the save, gone about 400 ms later.
    expect(screen.getByRole('dialog', { name: 'Send connect request' })).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(performance.now() - answeredAt).toBeGreaterThanOrEqual(380)
    expect(
      screen.getByRole('button', { name: 'Cancel connect request to Grace Hopper' }),
    ).toBeInTheDocument()
  })

  it('ignores Escape and the backdrop: only Cancel closes the send modal', async () => {
    connectionsServer()
    const { user } = render()
    await user.click(await screen.findByRole('button', { name: 'Connect with Grace Hopper' }))
    await screen.findByRole('dialog', { name: 'Send connect request' })
    const dialog = within(await tryToDismiss(user, 'Send connect request'))
    await user.click(dialog.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('cancels a pending request from the cancel modal (finding the request) and offers Connect again', async () => {
    const { requests } = connectionsServer((r) => {
      if (r.method === 'GET' && r.path === '/api/connect-requests')
        return jsonResponse(200, {
          data: [requestFixture(9, 7, 21)],
          meta: {
            pagination: { total: 1, count: 1, per_page: 1, current_page: 1, total_pages: 1 },
          },
        })
      if (r.method === 'DELETE' && r.path === '/api/connect-requests/9')
        return jsonResponse(200, {
          data: { id: 9, user_id: 21, message: 'Connect request cancelled' },
        })
      return undefined
    })
    const { user } = render({ ...grace, connect_requested: true })
    await user.click(
      await screen.findByRole('button', { name: 'Cancel connect request to Grace Hopper' }),
    )
    await screen.findByRole('dialog', { name: 'Cancel connect request' })
    const dialog = within(await tryToDismiss(user, 'Cancel connect request'))
    await user.click(dialog.getByRole('button', { name: 'Cancel request' }))
    expect(await dialog.findByText('Connect request cancelled')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const lookup = requests.find((r) => r.method === 'GET' && r.path === '/api/connect-requests')
    expect(lookup?.query.get('received')).toBe('0')
    expect(lookup?.query.get('user_id')).toBe('21')
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true)
    expect(screen.getByRole('button', { name: 'Connect with Grace Hopper' })).toBeInTheDocument()
  })

  it('shows Connected for a connection, and nothing for oneself or a member without a site', async () => {
    connectionsServer()
    const { unmount } = render({ ...grace, is_connected: true })
    expect(await screen.findByText('Connected')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    unmount()
    const self = render({ ...grace, id: 7 })
    await waitFor(() => expect(screen.queryByRole('button', { name: /Connect/ })).toBeNull())
    self.unmount()
    render({ ...grace, site_id: null })
    expect(screen.queryByRole('button', { name: /Connect/ })).not.toBeInTheDocument()
  })

  it('sends a visitor to sign in and back', async () => {
    connectionsServer(undefined, null)
    const { user } = render()
    await user.click(await screen.findByRole('button', { name: 'Connect with Grace Hopper' }))
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        '/signin?message=unauthorised&next=%2Fmembers',
      ),
    )
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
