import { env } from 'cloudflare:workers'
import { createEvent, limitedTicket } from '../../../helpers/event-factories'

/**
 * The seat ledger, recounted from the rows: for every ticket of an event, the counters in
 * event_tickets must equal what event_orders, event_attendees and event_waitlist say. One check,
 * used after every race and every injected fault.
 */

/** Seats a factory marked as taken without writing orders for them, by ticket id. */
const taken = new Map<number, number>()

/** An event whose one limited ticket has `seats` on sale and `left` of them still free. */
export const eventWithSeatsLeft = async (seats: number, left: number) => {
  const { event, tickets } = await createEvent({}, [limitedTicket(seats, seats - left)])
  const ticket = tickets[0]!
  taken.set(ticket.id, seats - left)
  return { event, ticket }
}

type TicketRow = {
  id: number
  no_limit: number
  total_available: number
  total_redeemed: number
  total_held: number
}
type CountRow = { ticket_id: number; n: number }
type OrderRow = { id: number; user_id: number | null; total_tickets: number; attendees: number }

/** Every way the counters and rows of `eventId` disagree; [] when the ledger balances. */
export const ledgerProblems = async (eventId: number): Promise<string[]> => {
  const [tickets, liveSeats, offered, liveOrders, strayAttendees, doubleOrders] =
    await env.DB.batch([
      env.DB.prepare(
        'SELECT id, no_limit, total_available, total_redeemed, total_held FROM event_tickets WHERE event_id = ?',
      ).bind(eventId),
      env.DB.prepare(
        "SELECT ticket_id, sum(total_tickets) AS n FROM event_orders WHERE event_id = ? AND status <> 'cancelled' GROUP BY ticket_id",
      ).bind(eventId),
      env.DB.prepare(
        "SELECT ticket_id, count(*) AS n FROM event_waitlist WHERE event_id = ? AND status = 'offered' GROUP BY ticket_id",
      ).bind(eventId),
      env.DB.prepare(
        `SELECT o.id, o.user_id, o.total_tickets, (SELECT count(*) FROM event_attendees a WHERE a.order_id = o.id) AS attendees
       FROM event_orders o WHERE o.event_id = ? AND o.status <> 'cancelled'`,
      ).bind(eventId),
      env.DB.prepare(
        `SELECT a.id FROM event_attendees a LEFT JOIN event_orders o ON o.id = a.order_id
       WHERE a.event_id = ? AND a.order_id IS NOT NULL AND (o.id IS NULL OR o.status = 'cancelled')`,
      ).bind(eventId),
      env.DB.prepare(
        "SELECT user_id FROM event_orders WHERE event_id = ? AND status <> 'cancelled' AND user_id IS NOT NULL GROUP BY user_id HAVING count(*) > 1",
      ).bind(eventId),
    ])
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[]
  const countOf = (list: CountRow[], ticketId: number) =>
    list.find((r) => r.ticket_id === ticketId)?.n ?? 0
  const problems: string[] = []
  for (const t of rows<TicketRow>(tickets)) {
    const redeemed = (taken.get(t.id) ?? 0) + countOf(rows<CountRow>(liveSeats), t.id)
    const held = countOf(rows<CountRow>(offered), t.id)
    if (t.total_redeemed !== redeemed)
      problems.push(
        `ticket ${t.id}: total_redeemed ${t.total_redeemed}, live orders say ${redeemed}`,
      )
    if (t.total_held !== held)
      problems.push(`ticket ${t.id}: total_held ${t.total_held}, offered waitlist rows say ${held}`)
    if (!t.no_limit && t.total_redeemed + t.total_held > t.total_available) {
      problems.push(
        `ticket ${t.id}: oversold, ${t.total_redeemed} redeemed + ${t.total_held} held > ${t.total_available}`,
      )
    }
  }
  for (const o of rows<OrderRow>(liveOrders)) {
    if (o.attendees !== o.total_tickets)
      problems.push(`order ${o.id}: ${o.total_tickets} tickets but ${o.attendees} attendees`)
  }
  for (const a of rows<{ id: number }>(strayAttendees))
    problems.push(`attendee ${a.id} has no live order`)
  for (const d of rows<{ user_id: number }>(doubleOrders))
    problems.push(`member ${d.user_id} holds two live orders`)
  return problems
}

/** Seats still on sale on a ticket, as the counters say. */
export const seatsLeft = async (ticketId: number) => {
  const row = await env.DB.prepare(
    'SELECT total_available - total_redeemed - total_held AS n FROM event_tickets WHERE id = ?',
  )
    .bind(ticketId)
    .first<{ n: number }>()
  return row?.n ?? 0
}
