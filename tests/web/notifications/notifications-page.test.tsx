import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { NotificationsPage } from '@/features/notifications/components/notifications-page'
import type { ApiRequest } from '../helpers/fetch-mock'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'

const notification = (id: number, read = false) => ({
  id,
  kind: 'user.requested',
  title: `Notification ${id}`,
  body: `Body ${id}`,
  link: null,
  data: {},
  read_at: read ? '2025-11-20T10:00:00.000Z' : null,
  created_at: new Date(Date.now() - id * 60_000).toISOString(),
})

/** A server holding `total` notifications (ids 1…total, newest first), `unread` of them unread. */
const notificationsServer = (total: number, unread = 0) => {
  const all = Array.from({ length: total }, (_, i) => notification(i + 1, i + 1 > unread))
  return mockFetch((r: ApiRequest) => {
    if (r.path !== '/api/notifications') return undefined
    if (r.method === 'POST') return jsonResponse(200, { data: { updated: unread } })
    const status = r.query.get('status') ?? 'all'
    const rows = all.filter((n) =>
      status === 'unread' ? !n.read_at : status === 'read' ? n.read_at : true,
    )
    const page = Number(r.query.get('page') ?? 1)
    const perPage = Number(r.query.get('per_page') ?? 20)
    const data = rows.slice((page - 1) * perPage, page * perPage)
    return jsonResponse(200, {
      data,
      meta: {
        pagination: {
          total: rows.length,
          count: data.length,
          per_page: perPage,
          current_page: page,
          total_pages: Math.max(1, Math.ceil(rows.length / perPage)),
        },
        unread,
      },
    })
  })
}

const rows = () => screen.getAllByText(/^Notification \d+$/).map((el) => el.textContent)

describe('notifications list', () => {
  it('shows the first 20, then 10 more per "Load more", in order and without repeats', async () => {
    const { requests } = notificationsServer(35)
    const { user } = renderScreen('/notifications', <NotificationsPage />)
    await screen.findByText('Notification 1')
    expect(rows()).toHaveLength(20)

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Notification 30')
    expect(rows()).toEqual(Array.from({ length: 30 }, (_, i) => `Notification ${i + 1}`))

    await user.click(screen.getByRole('button', { name: 'Load more' }))
    await screen.findByText('Notification 35')
    expect(rows()).toHaveLength(35)
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument()
    expect(requests.map((r) => `${r.query.get('page')}/${r.query.get('per_page')}`)).toEqual([
      '1/20',
      '3/10',
      '4/10',
    ])
  })

  it('filters to unread notifications', async () => {
    const { requests } = notificationsServer(5, 2)
    const { user } = renderScreen('/notifications', <NotificationsPage />)
    await screen.findByText('Notification 5')
    await user.click(screen.getByRole('radio', { name: 'Unread' }))
    await waitFor(() => expect(rows()).toEqual(['Notification 1', 'Notification 2']))
    expect(requests.at(-1)?.query.get('status')).toBe('unread')
  })

  it('marks everything read with one call', async () => {
    const { requests } = notificationsServer(3, 3)
    const { user } = renderScreen('/notifications', <NotificationsPage />)
    await screen.findByText('Notification 3')
    expect(screen.getAllByText('Unread')).not.toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }))
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ all: true })
  })

  it('marks one read from its row', async () => {
    const { requests } = notificationsServer(2, 1)
    const { user } = renderScreen('/notifications', <NotificationsPage />)
    const first = (await screen.findByText('Notification 1')).closest('.mantine-Paper-root')
    if (!(first instanceof HTMLElement)) throw new Error('no row')
    await user.click(within(first).getByRole('button', { name: 'Mark as read' }))
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ ids: [1] }),
    )
  })

  it('says so when there are none', async () => {
    notificationsServer(0)
    renderScreen('/notifications', <NotificationsPage />)
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled()
  })

  it('offers to try again when the list cannot load', async () => {
    mockFetch(() => jsonResponse(500, { message: 'There was an error on the server' }))
    renderScreen('/notifications', <NotificationsPage />)
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})
