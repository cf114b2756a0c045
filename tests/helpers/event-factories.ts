import { eq } from 'drizzle-orm'
import {
  categories,
  eventAttendees,
  eventOrders,
  events,
  eventTickets,
  eventWaitlist,
} from '@worker/db/schema'
import { createUser, db, mintSession } from './factories'

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
export const createOrder = async (input: {
  eventId: number
  ticketId: number
  userId?: number | null
  totalTickets?: number
  fullName?: string
  email?: string
}) => {
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

export const reloadTicket = async (id: number) =>
  (await db.select().from(eventTickets).where(eq(eventTickets.id, id)))[0]!

/**
 * A reserved order (not yet confirmed) with a known reference and one attendee, as the reservation
 * would leave it: the caller confirms it with {reference}. Counters are NOT touched.
 */
export const createReservedOrder = async (input: {
  eventId: number
  ticketId: number
  userId?: number | null
}) => {
  const reference = crypto.randomUUID()
  const [order] = await db
    .insert(eventOrders)
    .values({
      reference,
      eventId: input.eventId,
      ticketId: input.ticketId,
      userId: input.userId ?? null,
      email: input.userId ? null : 'guest@example.com',
      fullName: input.userId ? null : 'A Guest',
      status: 'reserved',
      totalTickets: 1,
      expiresAt: new Date(Date.now() + 10 * 60_000).toISOString(),
    })
    .returning()
  await db.insert(eventAttendees).values({
    eventId: input.eventId,
    orderId: order!.id,
    userId: input.userId ?? null,
    ticketId: input.ticketId,
    fullName: 'Reserved Attendee',
    email: 'reserved@example.com',
  })
  return order!
}

/** An attendee added without an order (as an admin would), a member when `userId` is given. */
export const addAttendee = async (input: {
  eventId: number
  userId?: number | null
  ticketId?: number | null
}) => {
  const [attendee] = await db
    .insert(eventAttendees)
    .values({
      eventId: input.eventId,
      userId: input.userId ?? null,
      ticketId: input.ticketId ?? null,
      fullName: 'Added Attendee',
      email: `added${++counter}@example.com`,
    })
    .returning()
  return attendee!
}

/** `userId` waiting for a seat on `ticketId`. */
export const addToWaitlist = async (input: {
  eventId: number
  ticketId: number
  userId: number
}) => {
  const [row] = await db.insert(eventWaitlist).values(input).returning()
  return row!
}

/** A category without a group. */
export const createCategory = async (name = `Category ${++counter}`) => {
  const [row] = await db
    .insert(categories)
    .values({
      name,
      slug: `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning()
  return row!
}

// ---- Orders, waitlist and members (W2) ----------------------------------------------------------

/** A member with a minted session (factories' mintSession: no scrypt), cheap enough for dozens. */
export const quickMember = async (overrides: Parameters<typeof createUser>[0] = {}) => {
  const user = await createUser(overrides)
  return { user, session: await mintSession(user.id) }
}

/** The orders of an event as stored, oldest first. */
export const ordersOf = (eventId: number) =>
  db.select().from(eventOrders).where(eq(eventOrders.eventId, eventId)).orderBy(eventOrders.id)

/** The attendee rows of an event as stored, oldest first. */
export const attendeesOf = (eventId: number) =>
  db
    .select()
    .from(eventAttendees)
    .where(eq(eventAttendees.eventId, eventId))
    .orderBy(eventAttendees.id)

/** Waitlist rows of an event, in queue order. */
export const waitlistOf = (eventId: number) =>
  db
    .select()
    .from(eventWaitlist)
    .where(eq(eventWaitlist.eventId, eventId))
    .orderBy(eventWaitlist.id)
