import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { EventBookingPanel } from '@/features/tickets/components/event-booking-panel'
import { jsonResponse, mockFetch } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { eventFixture, orderFixture, ticketFixture } from './ticket-fixtures'

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
beforeAll(() => import('@/app/overlays'))

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

describe('EventBookingPanel: one-click Attend and Un-attend (spec 01: attend and un-attend)', () => {
  const freeEvent = eventFixture()
  const attendingOne = eventFixture({
    user_is_attending: true,
    total_attendees: 1,
    userOrder: {
      id: 5,
      reference: 'ref-0123456789',
      status: 'purchased',
      total_tickets: 1,
      ticket_id: 11,
      subevent_ids: [],
      price_formatted: 'Free',
    },
  })

  it('attends a free single-ticket event in one click: reserve one ticket, confirm it as free', async () => {
    const { requests } = mockFetch((r) => {
      if (r.method === 'POST' && r.path === '/api/event-orders')
        return jsonResponse(201, {
          data: orderFixture({ status: 'reserved', id: 9, reference: 'ref-attend-0001' }),
        })
      if (r.method === 'POST' && r.path === '/api/event-orders/9/confirm')
        return jsonResponse(200, { data: orderFixture({ id: 9 }) })
      return undefined
    })
    const { user } = renderScreen(
      '/events/summer-social',
      <EventBookingPanel event={freeEvent} signedIn />,
    )
    const attend = screen.getByRole('button', { name: 'Attend' })
    await user.click(attend)
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /api/event-orders',
        'POST /api/event-orders/9/confirm',
      ]),
    )
    expect(requests[0]!.body).toEqual({ event_id: 1, total_tickets: 1 })
    expect(requests[1]!.body).toEqual({ reference: 'ref-attend-0001', payment_method: 'free' })
    expect(await screen.findByText('You are attending this event.')).toBeInTheDocument()
  })

  it('shows the loading state while attending', async () => {
    let release: (response: Response) => void = () => undefined
    mockFetch((r) =>
      r.method === 'POST' && r.path === '/api/event-orders'
        ? new Promise<Response>((resolve) => {
            release = resolve
          })
        : undefined,
    )
    const { user } = renderScreen(
      '/events/summer-social',
      <EventBookingPanel event={freeEvent} signedIn />,
    )
    await user.click(screen.getByRole('button', { name: 'Attend' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Attend' })).toHaveAttribute(
        'data-loading',
        'true',
      ),
    )
    release(jsonResponse(409, { message: 'Sorry, there are not enough tickets left' }))
    // A refusal goes to the shared error alert, and the button is usable again.
    expect(await screen.findByText('Sorry, there are not enough tickets left')).toBeInTheDocument()
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Attend' })).not.toHaveAttribute('data-loading'),
    )
  })

  it('un-attends in one click: cancels the order', async () => {
    const { requests } = mockFetch((r) =>
      r.method === 'DELETE' && r.path === '/api/event-orders/5'
        ? jsonResponse(200, { data: orderFixture({ status: 'cancelled' }) })
        : undefined,
    )
    const { user } = renderScreen(
      '/events/summer-social',
      <EventBookingPanel event={attendingOne} signedIn />,
    )
    expect(screen.getByText('You are attending this event')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Un-attend' }))
    await waitFor(() =>
      expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['DELETE /api/event-orders/5']),
    )
    expect(await screen.findByText('You are no longer attending this event.')).toBeInTheDocument()
  })

  it('sends a failed un-attend to the general error alert', async () => {
    mockFetch((r) =>
      r.method === 'DELETE'
        ? jsonResponse(409, { message: 'This order is already cancelled' })
        : undefined,
    )
    const { user } = renderScreen(
      '/events/summer-social',
      <EventBookingPanel event={attendingOne} signedIn />,
    )
    await user.click(screen.getByRole('button', { name: 'Un-attend' }))
    expect(await screen.findByText('This order is already cancelled')).toBeInTheDocument()
  })

  it.each([
    ['a visitor', freeEvent, false],
    [
      'a paid event',
      eventFixture({
        payment_required: true,
        tickets: [ticketFixture({ price: 10, price_formatted: '£10.00' })],
      }),
      true,
    ],
    [
      'two ticket types',
      eventFixture({
        tickets: [ticketFixture({ id: 11 }), ticketFixture({ id: 12, label: 'VIP' })],
      }),
      true,
    ],
    [
      'questions to answer',
      eventFixture({ custom_attrs: [{ key: 'diet', label: 'Diet', type: 'text', options: [] }] }),
      true,
    ],
    ['sub-events to choose', eventFixture({ total_children: 2 }), true],
  ])('keeps the order modal only for %s', (_name, event, signedIn) => {
    mockFetch(() => undefined)
    renderScreen('/events/summer-social', <EventBookingPanel event={event} signedIn={signedIn} />)
    expect(screen.queryByRole('button', { name: 'Attend' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Order Tickets' })).toBeInTheDocument()
  })

  it('offers no Attend on a sold-out event (the waitlist instead)', () => {
    mockFetch(() => undefined)
    renderScreen('/events/summer-social', <EventBookingPanel event={soldOut} signedIn />)
    expect(screen.queryByRole('button', { name: 'Attend' })).not.toBeInTheDocument()
  })

  it('never puts a javascript: address behind Get tickets', () => {
    mockFetch(() => undefined)
    const event = eventFixture({ ticketing_managed_externally: true, link: 'javascript:alert(1)' })
    renderScreen('/events/summer-social', <EventBookingPanel event={event} signedIn />)
    expect(screen.queryByRole('link', { name: 'Get tickets' })).not.toBeInTheDocument()
  })
})
