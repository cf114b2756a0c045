import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { EventResource } from '@worker/events/events.schemas'
import { EventBookingPanel } from '@/features/tickets/components/event-booking-panel'
import { jsonResponse } from '../helpers/fetch-mock'
import { renderScreen } from '../helpers/render'
import { eventFixture, orderFixture, orderServer, ticketFixture } from './ticket-fixtures'

const openOrder = async (event: EventResource) => {
  const view = renderScreen('/events/summer-social', <EventBookingPanel event={event} />)
  await view.user.click(screen.getByRole('button', { name: 'Order Tickets' }))
  const dialog = await screen.findByRole('dialog', { name: 'Order Tickets' })
  // The first cost has arrived once the total shows.
  await within(dialog).findByText(/^Total:/)
  return { ...view, dialog }
}

const setCount = async (user: ReturnType<typeof renderScreen>['user'], value: string) => {
  const input = screen.getByRole('textbox', { name: /Number of tickets/ })
  await user.clear(input)
  if (value) await user.type(input, value)
}

const limited = (remaining: number) =>
  eventFixture({
    has_unlimited_tickets: false,
    total_remaining_tickets: remaining,
    tickets: [
      ticketFixture({
        no_limit: false,
        total_available_tickets: 10,
        total_remaining_tickets: remaining,
      }),
    ],
  })

describe('Order Tickets: choose tickets', () => {
  it('blocks the purchase for 0 or a blank ticket count', async () => {
    orderServer()
    const { user } = await openOrder(eventFixture())
    const next = screen.getByRole('button', { name: 'Next' })
    await waitFor(() => expect(next).toBeEnabled())

    await setCount(user, '0')
    expect(next).toBeDisabled()
    expect(screen.getByText('Ticket count must be at least 1')).toBeInTheDocument()
    await setCount(user, '')
    expect(next).toBeDisabled()
    await setCount(user, '1')
    await waitFor(() => expect(next).toBeEnabled())
  })

  it('disables the purchase when 2 are left and 3 are requested', async () => {
    const { requests } = orderServer({ cost: () => ({ total_remaining_tickets: 2 }) })
    const { user } = await openOrder(limited(2))
    const next = screen.getByRole('button', { name: 'Next' })
    await setCount(user, '2')
    await waitFor(() =>
      expect(requests.some((r) => r.query.get('total_tickets') === '2')).toBe(true),
    )
    await waitFor(() => expect(next).toBeEnabled())

    await setCount(user, '3')
    await waitFor(() =>
      expect(requests.some((r) => r.query.get('total_tickets') === '3')).toBe(true),
    )
    expect(next).toBeDisabled()
    expect(screen.getByText('Only 2 tickets left')).toBeInTheDocument()
  })

  it('disables a sold-out sub-event and one with fewer seats than requested', async () => {
    orderServer({
      cost: (q) => ({ unavailable_subevents: Number(q.get('total_tickets')) > 2 ? [22] : [21] }),
    })
    const child = (id: number, title: string, remaining: number) =>
      eventFixture({
        id,
        title,
        parent_id: 1,
        has_unlimited_tickets: false,
        has_remaining_tickets: remaining > 0,
        total_remaining_tickets: remaining,
      })
    const { user } = await openOrder(
      eventFixture({
        total_children: 2,
        children: [child(21, 'Workshop', 0), child(22, 'Dinner', 2)],
      }),
    )
    expect(screen.getByRole('checkbox', { name: /Workshop/ })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: /Dinner/ })).toBeEnabled()

    await setCount(user, '3')
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Dinner/ })).toBeDisabled())
  })

  it('requires every custom attribute before going on', async () => {
    const { requests } = orderServer()
    const { user } = await openOrder(
      eventFixture({
        custom_attrs: [{ key: 'diet', label: 'Dietary needs', type: 'text', options: [] }],
      }),
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Dietary needs is required')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: /Dietary needs/ }), 'Vegan')
    await waitFor(() => expect(requests.at(-1)?.query.get('attr_text')).toBe('{"diet":"Vegan"}'))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument()
  })
})

describe('Order Tickets: attendee details', () => {
  it('asks a name and email per ticket for 2 tickets and will not send blanks', async () => {
    const { requests } = orderServer()
    const { user } = await openOrder(eventFixture())
    await setCount(user, '2')
    await waitFor(() =>
      expect(requests.some((r) => r.query.get('total_tickets') === '2')).toBe(true),
    )
    await user.click(screen.getByRole('button', { name: 'Next' }))

    // The buyer fills the first ticket; the second is blank.
    expect(await screen.findByRole('textbox', { name: /Full name \(ticket 1\)/ })).toHaveValue(
      'Ada Lovelace',
    )
    expect(screen.getByRole('textbox', { name: /Full name \(ticket 2\)/ })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('A valid email is required')).toBeInTheDocument()
    expect(requests.some((r) => r.method === 'POST')).toBe(false)
  })

  it('does not ask a signed-in member buying 1 ticket', async () => {
    orderServer()
    const { user } = await openOrder(eventFixture())
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('button', { name: 'Confirm' })).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Full name/ })).not.toBeInTheDocument()
  })

  it('asks a visitor for their name and email even for 1 ticket', async () => {
    orderServer({
      signedIn: false,
      other: (r) =>
        // The widget itself is not under test: a failed load still shows the verification box.
        r.path === '/api/captcha' ? jsonResponse(500, { message: 'down' }) : undefined,
    })
    const { user } = await openOrder(eventFixture())
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('textbox', { name: /Full name \(ticket 1\)/ })).toHaveValue('')
    expect(screen.getByRole('group', { name: 'Verification' })).toBeInTheDocument()
  })

  it('puts 422 messages beside the attendee fields', async () => {
    orderServer({
      reserve: () =>
        jsonResponse(422, {
          message: 'Invalid',
          errors: { 'attendees.1.email': ['That email is already booked'] },
        }),
    })
    const { user } = await openOrder(eventFixture())
    await setCount(user, '2')
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.type(
      await screen.findByRole('textbox', { name: /Full name \(ticket 2\)/ }),
      'Grace Hopper',
    )
    await user.type(
      screen.getByRole('textbox', { name: /Email \(ticket 2\)/ }),
      'grace@example.com',
    )
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('That email is already booked')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: /Email \(ticket 2\)/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  })
})

describe('Order Tickets: placing the order', () => {
  it('moves focus into each step as the last one goes: Confirm, then View my tickets', async () => {
    orderServer()
    const { user } = await openOrder(eventFixture())
    const next = screen.getByRole('button', { name: 'Next' })
    await waitFor(() => expect(next).toBeEnabled())
    await user.click(next)
    // The button pressed has gone with its step: focus must not fall out of the dialog.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    const view = await screen.findByRole('link', { name: 'View my tickets' })
    await waitFor(() => expect(view).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Close' }))
  })

  it('reserves, confirms as offline payment and shows the order placed', async () => {
    const paid = {
      payment_required: true,
      ticket_price: 12.5,
      ticket_price_formatted: '£12.50',
      total_cost: 12.5,
      total_cost_formatted: '£12.50',
    }
    const { requests } = orderServer({
      cost: () => paid,
      confirm: () =>
        jsonResponse(200, {
          data: orderFixture({ price_formatted: '£12.50', payment_required: true }),
        }),
    })
    const event = eventFixture({
      payment_required: true,
      tickets: [ticketFixture({ price: 12.5, price_formatted: '£12.50' })],
    })
    const { user } = await openOrder(event)
    expect(screen.getByText('Total: £12.50')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(
      await screen.findByText('We will send you an invoice for £12.50. Nothing is charged now.'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))

    expect(await screen.findByRole('link', { name: 'View my tickets' })).toHaveAttribute(
      'href',
      '/my-tickets',
    )
    expect(screen.getByRole('status')).toHaveTextContent('Your ticket is booked.')
    expect(screen.getByText('Only')).toBeInTheDocument()
    const calls = requests
      .filter((r) => r.path.startsWith('/api/event-orders'))
      .map((r) => `${r.method} ${r.path}`)
    expect(calls[0]).toBe('GET /api/event-orders/cost')
    expect(calls.slice(-2)).toEqual(['POST /api/event-orders', 'POST /api/event-orders/5/confirm'])
    const reserve = requests.find((r) => r.method === 'POST' && r.path === '/api/event-orders')
    expect(reserve?.body).toMatchObject({
      event_id: 1,
      ticket_id: 11,
      total_tickets: 1,
      attendees: [],
    })
    expect(requests.find((r) => r.path === '/api/event-orders/5/confirm')?.body).toEqual({
      reference: 'ref-0123456789',
      payment_method: 'offline',
    })
  })

  it('confirms a free order as free', async () => {
    const { requests } = orderServer()
    const { user } = await openOrder(eventFixture())
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await screen.findByRole('link', { name: 'View my tickets' })
    expect(requests.find((r) => r.path === '/api/event-orders/5/confirm')?.body).toMatchObject({
      payment_method: 'free',
    })
  })

  it('goes back to choosing with an alert when the seats ran out (409)', async () => {
    let remaining = 3
    const { requests } = orderServer({
      cost: () => ({ total_remaining_tickets: remaining }),
      reserve: () => {
        remaining = 0
        return jsonResponse(409, { message: 'There are not enough tickets left' })
      },
    })
    const { user } = await openOrder(limited(3))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(await screen.findByRole('button', { name: 'Confirm' }))

    const alert = await screen.findByRole('alert', { name: /Not enough tickets/ })
    expect(alert).toHaveTextContent('There are not enough tickets left')
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument()
    // The counts are asked again, and now nothing is left.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled())
    expect(requests.filter((r) => r.path === '/api/event-orders/cost').length).toBeGreaterThan(1)
  })
})
