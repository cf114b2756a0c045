import { eq } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, eventTickets } from '../../worker/db/schema'
import { db } from './factories'

type NewEvent = Partial<typeof events.$inferInsert>
type NewTicket = Partial<typeof eventTickets.$inferInsert>

let counter = 0
const DAY = 86_400_000

/**
 * Inserts an event straight into D1 (approved, starting in a week, one free unlimited ticket
 * unless `tickets` says otherwise), so order and attendee tests need not go through the API.
 */
export const createEvent = async (overrides: NewEvent = {}, tickets: NewTicket[] = [{}]) => {
  counter += 1
  const start = Date.now() + 7 * DAY
  const [event] = await db
    .insert(events)
    .values({
      slug: `test-event-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      title: `Test event ${counter}`,
      excerpt: 'An event made by a test',
      status: 'approved',
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 2 * 3_600_000).toISOString(),
      ...overrides,
    })
    .returning()
  const created = tickets.length
    ? await db
        .insert(eventTickets)
        .values(tickets.map((t, position) => ({ eventId: event!.id, position, ...t })))
        .returning()
    : []
  return { event: event!, tickets: created }
}

/** A limited ticket: `seats` on sale, `redeemed` of them already taken. */
export const limitedTicket = (seats: number, redeemed = 0, priceMinor = 0): NewTicket => ({
  noLimit: false,
  totalAvailable: seats,
  totalRedeemed: redeemed,
  priceMinor,
})

/** A purchased order with one attendee per ticket, written directly (counters are NOT touched). */
export const createOrder = async (
  input: { eventId: number; ticketId: number; userId?: number | null; totalTickets?: number; fullName?: string; email?: string },
) => {
  const total = input.totalTickets ?? 1
  const [order] = await db
    .insert(eventOrders)
    .values({
      reference: crypto.randomUUID(),
      eventId: input.eventId,
      ticketId: input.ticketId,
      userId: input.userId ?? null,
      status: 'purchased',
      totalTickets: total,
      paymentMethod: 'free',
      purchasedAt: new Date().toISOString(),
    })
    .returning()
  await db.insert(eventAttendees).values(
    Array.from({ length: total }, (_, i) => ({
      eventId: input.eventId,
      orderId: order!.id,
      userId: i === 0 ? (input.userId ?? null) : null,
      ticketId: input.ticketId,
      fullName: input.fullName ?? `Attendee ${i + 1}`,
      email: input.email ?? `attendee${i + 1}@example.com`,
    })),
  )
  return order!
}

export const reloadTicket = async (id: number) => (await db.select().from(eventTickets).where(eq(eventTickets.id, id)))[0]!
