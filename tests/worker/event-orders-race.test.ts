import { describe, expect, it } from 'vitest'
import {
  attendeesOf,
  createEvent,
  limitedTicket,
  ordersOf,
  quickMember,
  reloadTicket,
} from '../helpers/event-factories'
import { call } from '../helpers/http'

/**
 * Seats are never oversold: many members booking the last seats at the same moment get exactly
 * as many orders as there are seats, and everyone else a 409.
 */
const members = (n: number) => Promise.all(Array.from({ length: n }, () => quickMember()))

describe('concurrent reservations of the last seats', () => {
  it('sells exactly the 5 seats left to 5 of 60 members booking at once', async () => {
    const { event, tickets } = await createEvent({}, [limitedTicket(105, 100)])
    const crowd = await members(60)
    const responses = await Promise.all(
      crowd.map(({ session }) =>
        call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }),
      ),
    )
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(55)
    expect(new Set(responses.filter((r) => r.status === 409).map((r) => r.body.message))).toEqual(
      new Set(['Sorry, there are not enough tickets left']),
    )
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(105)
    expect((await ordersOf(event.id)).filter((o) => o.status !== 'cancelled')).toHaveLength(5)
    expect(await attendeesOf(event.id)).toHaveLength(5)
  })

  it('sells 2-ticket orders to exactly 2 of 30 members when 5 seats are left', async () => {
    const { event, tickets } = await createEvent({}, [limitedTicket(105, 100)])
    const crowd = await members(30)
    const responses = await Promise.all(
      crowd.map(({ session }, i) =>
        call('/api/event-orders', {
          session,
          json: {
            event_id: event.id,
            total_tickets: 2,
            attendees: [
              { full_name: `First ${i}`, email: `first${i}@example.com` },
              { full_name: `Second ${i}`, email: `second${i}@example.com` },
            ],
          },
        }),
      ),
    )
    expect(responses.filter((r) => r.status === 201)).toHaveLength(2)
    expect(responses.filter((r) => r.status === 409)).toHaveLength(28)
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(104)
    expect(await ordersOf(event.id)).toHaveLength(2)
    expect(await attendeesOf(event.id)).toHaveLength(4)
  })

  it('lets one member double-clicking get one order, never two', async () => {
    const { event, tickets } = await createEvent({}, [limitedTicket(10)])
    const { session } = await quickMember()
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        call('/api/event-orders', { session, json: { event_id: event.id, total_tickets: 1 } }),
      ),
    )
    expect(responses.filter((r) => r.status === 201)).toHaveLength(1)
    expect(responses.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(
      Array(7).fill('You are already attending this event'),
    )
    expect((await reloadTicket(tickets[0]!.id)).totalRedeemed).toBe(1)
  })
})
