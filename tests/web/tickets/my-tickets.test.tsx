import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrderResource } from '@worker/events/event-orders.schemas'
import { MyTicketsScreen } from '@/features/tickets/components/my-tickets-screen'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { orderFixture, pageOf } from './ticket-fixtures'

const upcoming = orderFixture({ attended_formatted: 'No' })
const past = orderFixture({
  id: 6,
  attended: 'Yes',
  attended_formatted: 'Yes',
  event: {
    address: {},
    img: null,
    total_children: 0,
    id: 2,
    slug: 'spring-fair',
    title: 'Spring fair',
    starts_at: '2024-04-01T10:00:00.000Z',
    ends_at: '2024-04-01T16:00:00.000Z',
  },
  event_id: 2,
})

const ticketsServer = (orders: { now: OrderResource[]; past: OrderResource[] }) =>
  mockFetch((r) => {
    if (r.path === '/api/me/calendar-feed')
      return jsonResponse(200, { data: { url: null, created_at: null } })
    if (r.path !== '/api/event-orders') return undefined
    return jsonResponse(200, pageOf(r.query.has('event_ends_at_to') ? orders.past : orders.now))
  })

const orderCalls = (requests: ReturnType<typeof mockFetch>['requests']) =>
  requests.filter((r) => r.path === '/api/event-orders').map((r) => Object.fromEntries(r.query))

describe('My tickets', () => {
  it('lists upcoming orders with the event, asking 100 at a time; attended only for past ones', async () => {
    const { requests } = ticketsServer({ now: [upcoming], past: [past] })
    renderScreen('/my-tickets', <MyTicketsScreen />)
    expect(await screen.findByRole('link', { name: 'Summer social' })).toHaveAttribute(
      'href',
      '/events/summer-social',
    )
    // A future event never says "Attended: No".
    expect(screen.queryByText(/Attended/)).not.toBeInTheDocument()
    expect(orderCalls(requests)).toEqual([
      { page_size: '100', with: 'event', include_attended_by: '1', event_ends_at_from: 'now' },
    ])
  })

  it('switches to past tickets with the toggle', async () => {
    const { requests } = ticketsServer({ now: [upcoming], past: [past] })
    const { user } = renderScreen('/my-tickets', <MyTicketsScreen />)
    await screen.findByRole('link', { name: 'Summer social' })
    await user.click(screen.getByRole('switch', { name: 'Show past tickets' }))
    expect(await screen.findByRole('link', { name: 'Spring fair' })).toBeInTheDocument()
    expect(screen.getByText(/Attended: Yes/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Summer social' })).not.toBeInTheDocument()
    expect(orderCalls(requests).at(-1)).toEqual({
      page_size: '100',
      with: 'event',
      include_attended_by: '1',
      event_ends_at_to: 'now',
    })
    // Past tickets can be looked at, not cancelled.
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument()
  })

  it('shows the orders on a calendar with the toggle', async () => {
    ticketsServer({ now: [upcoming], past: [] })
    const { user } = renderScreen('/my-tickets', <MyTicketsScreen />)
    await screen.findByRole('link', { name: 'Summer social' })
    await user.click(screen.getByRole('switch', { name: 'Calendar view' }))
    // The calendar loads on demand and shows the event where the list was.
    await waitFor(() => expect(document.querySelector('.fc')).not.toBeNull())
    // FullCalendar re-renders its cells as it lays out, so query afresh rather than hold a node.
    await waitFor(() => expect(screen.getByText('Summer social')).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Manage' })).not.toBeInTheDocument()
  })

  it('says so when there are no tickets, with a way to find events', async () => {
    ticketsServer({ now: [], past: [] })
    renderScreen('/my-tickets', <MyTicketsScreen />)
    expect(await screen.findByText('You have no tickets yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Find an event' })).toHaveAttribute('href', '/events')
  })

  it('makes a calendar feed and shows its address once', async () => {
    const { requests } = mockFetch((r) => {
      if (r.path === '/api/event-orders') return jsonResponse(200, pageOf([]))
      if (r.path === '/api/me/calendar-feed' && r.method === 'GET')
        return jsonResponse(200, { data: { url: null, created_at: null } })
      if (r.path === '/api/me/calendar-feed' && r.method === 'POST')
        return jsonResponse(201, {
          data: {
            url: 'https://guildhall.test/api/calendar-feeds/abcdefghijklmnopqrstuv.ics',
            created_at: '2025-06-01T10:00:00.000Z',
          },
        })
      return undefined
    })
    const { user } = renderScreen('/my-tickets', <MyTicketsScreen />)
    await user.click(await screen.findByRole('button', { name: 'Subscribe in your calendar app' }))
    expect(await screen.findByRole('textbox', { name: 'Calendar feed address' })).toHaveValue(
      'https://guildhall.test/api/calendar-feeds/abcdefghijklmnopqrstuv.ics',
    )
    expect(screen.getByRole('button', { name: 'Revoke' })).toBeInTheDocument()
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true))
  })
})
