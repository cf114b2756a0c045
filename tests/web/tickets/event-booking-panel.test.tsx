import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { EventBookingPanel } from '../../../web/src/features/tickets/components/event-booking-panel'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { eventFixture, orderFixture } from './ticket-fixtures'

const attending = eventFixture({
  user_is_attending: true,
  userOrder: {
    id: 5,
    reference: 'ref-0123456789',
    status: 'purchased',
    total_tickets: 2,
    ticket_id: 11,
    subevent_ids: [],
    price_formatted: 'Free',
  },
})

const soldOut = eventFixture({ has_unlimited_tickets: false, has_remaining_tickets: false })

// The modal host loads lazily with the app's overlays; load it first, as a real page has by the
// time anyone clicks, so a confirm opened at once is not lost.
beforeAll(() => import('../../../web/src/app/overlays'))

describe('EventBookingPanel', () => {
  it('offers Order Tickets and Add to calendar for an event taking bookings', () => {
    mockFetch(() => undefined)
    renderScreen('/events/summer-social', <EventBookingPanel event={eventFixture()} />)
    expect(screen.getByRole('button', { name: 'Order Tickets' })).toBeEnabled()
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
      'href',
      '/api/events/1/ics',
    )
  })

  it('shows an existing order and cancels it with DELETE after confirming', async () => {
    const { requests } = mockFetch((r) =>
      r.method === 'DELETE' && r.path === '/api/event-orders/5'
        ? jsonResponse(200, { data: orderFixture({ status: 'cancelled' }) })
        : undefined,
    )
    const { user } = renderScreen('/events/summer-social', <EventBookingPanel event={attending} />)
    expect(screen.getByText('You are attending this event')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Order Tickets' })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order' })
    expect(requests).toHaveLength(0)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }))
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/event-orders/5']),
    )
    expect(await screen.findByText('Your order was cancelled.')).toBeInTheDocument()
  })

  it('sends a failed cancellation to the general error alert', async () => {
    mockFetch((r) =>
      r.method === 'DELETE'
        ? jsonResponse(500, { message: 'The order could not be cancelled' })
        : undefined,
    )
    const { user } = renderScreen('/events/summer-social', <EventBookingPanel event={attending} />)
    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel order' })).getByRole('button', {
        name: 'Cancel order',
      }),
    )
    expect(await screen.findByText('There was an error on the server')).toBeInTheDocument()
    expect(screen.getByText('The order could not be cancelled')).toBeInTheDocument()
  })

  it('says sold out and joins the waitlist', async () => {
    const { requests } = mockFetch((r) =>
      r.method === 'POST' && r.path === '/api/events/1/waitlist'
        ? jsonResponse(201, { data: { status: 'waiting', offer_expires_at: null, position: 3 } })
        : undefined,
    )
    const { user } = renderScreen('/events/summer-social', <EventBookingPanel event={soldOut} />)
    expect(screen.getByText('Sold out')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Order Tickets' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }))
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/events/1/waitlist']),
    )
  })

  it('shows the waitlist position with a way to leave', async () => {
    const { requests } = mockFetch((r) =>
      r.method === 'DELETE' ? jsonResponse(200, { data: { event_id: 1, left: true } }) : undefined,
    )
    const event = {
      ...soldOut,
      user_waitlist: { status: 'waiting' as const, offer_expires_at: null, position: 3 },
    }
    const { user } = renderScreen('/events/summer-social', <EventBookingPanel event={event} />)
    expect(screen.getByText('You are number 3 on the waitlist.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Leave the waitlist' }))
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'DELETE /api/events/1/waitlist',
      ]),
    )
  })

  it('lets a member offered a held seat order tickets', () => {
    mockFetch(() => undefined)
    const event = {
      ...soldOut,
      user_waitlist: {
        status: 'offered' as const,
        offer_expires_at: '2030-06-01T17:00:00.000Z',
        position: 1,
      },
    }
    renderScreen('/events/summer-social', <EventBookingPanel event={event} />)
    expect(
      screen.getByText('A seat is held for you until Sat 1st Jun 2030 06:00pm'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Order Tickets' })).toBeEnabled()
  })

  it('links out when ticketing is managed elsewhere', () => {
    mockFetch(() => undefined)
    const event = eventFixture({
      ticketing_managed_externally: true,
      link: 'https://tickets.example.com/summer',
    })
    renderScreen('/events/summer-social', <EventBookingPanel event={event} />)
    expect(screen.getByRole('link', { name: 'Get tickets' })).toHaveAttribute(
      'href',
      'https://tickets.example.com/summer',
    )
    expect(screen.queryByRole('button', { name: 'Order Tickets' })).not.toBeInTheDocument()
  })
})
