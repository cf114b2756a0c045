import { and, asc, eq, sql } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, eventTickets, users } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, invalid, notFound } from '../../lib/errors'
import { fullName } from '../../users/users.resources'
import type { CreateAttendeeInput } from '../event-orders.schemas'
import type { AttendeeResource } from '../events.schemas'
import { firstTicketOf } from './price-order'
import { lastTwo, reserveStatements } from '../event-seats.queries'
import { getAttendee } from './get-attendee'
import { selectAttendees } from '../event-attendees.queries'
import { toAttendeeResource } from '../event-attendees.resources'

/**
 * POST /api/event-attendees (events.manage): a member (by user_id: their name and email) or a
 * named guest. With create_event_order the attendee comes with a purchased order taking a seat
 * through the same conditional SQL as a booking (409 when none is left).
 */
export const createAttendee = async (
  deps: Deps,
  input: CreateAttendeeInput,
): Promise<AttendeeResource> => {
  const { db } = deps
  const [[event], tickets, [member], [existing]] = await db.batch([
    db
      .select({ id: events.id, paymentRequired: events.paymentRequired })
      .from(events)
      .where(eq(events.id, input.event_id)),
    db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.eventId, input.event_id))
      .orderBy(asc(eventTickets.position), asc(eventTickets.id)),
    db
      .select({
        id: users.id,
        forename: users.forename,
        surname: users.surname,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, input.user_id ?? 0)),
    db
      .select({ id: eventAttendees.id })
      .from(eventAttendees)
      .where(
        and(
          eq(eventAttendees.eventId, input.event_id),
          eq(eventAttendees.userId, input.user_id ?? 0),
        ),
      ),
  ])
  if (!event) throw notFound()
  if (input.user_id && !member) throw invalid({ user_id: ['Choose a member'] })
  if (existing) throw conflict('This member is already attending this event')
  const ticket = input.ticket_id
    ? tickets.find((t) => t.id === input.ticket_id && t.eventId === event.id)
    : firstTicketOf(tickets, event.id)
  if (input.ticket_id && !ticket)
    throw invalid({ ticket_id: ['Choose one of the tickets of this event'] })
  const person = member
    ? { fullName: fullName(member), email: member.email, userId: member.id }
    : { fullName: input.full_name ?? '', email: (input.email ?? '').toLowerCase(), userId: null }

  if (!input.create_event_order) {
    const [row] = await db
      .insert(eventAttendees)
      .values({
        eventId: event.id,
        userId: person.userId,
        ticketId: ticket?.id ?? null,
        fullName: person.fullName,
        email: person.email,
      })
      .returning({ id: eventAttendees.id })
    return getAttendee(deps, row!.id)
  }
  if (!ticket) throw invalid({ ticket_id: ['This event has no tickets'] })
  const now = new Date().toISOString()
  const reference = crypto.randomUUID()
  const statements = reserveStatements(db, {
    reference,
    ticketId: ticket.id,
    ticketIds: [ticket.id],
    seats: 1,
    offerId: null,
    order: {
      eventId: event.id,
      userId: person.userId,
      email: person.userId ? null : person.email,
      fullName: person.userId ? null : person.fullName,
      status: 'purchased',
      unitPriceMinor: ticket.priceMinor,
      totalCostMinor: ticket.priceMinor,
      paymentRequired: ticket.priceMinor > 0 || event.paymentRequired,
      paymentMethod: ticket.priceMinor > 0 ? 'offline' : 'free',
      purchasedAt: now,
    },
    attendees: [person],
    now,
  })
  const orderId = db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .where(eq(eventOrders.reference, reference))
  let results
  try {
    // Not batchOf: the rows of the two reads at the end come back typed.
    const [first, ...rest] = statements
    results = await db.batch([
      first!,
      ...rest,
      orderId,
      selectAttendees(db).where(
        sql`${eventAttendees.orderId} = (SELECT o.id FROM event_orders o WHERE o.reference = ${reference})`,
      ),
    ])
  } catch (error) {
    if (isUniqueViolation(error, 'event_orders.event_id'))
      throw conflict('This member is already attending this event')
    throw error
  }
  const [orders, attendees] = lastTwo(results)
  const [attendee] = attendees
  if (orders.length === 0 || !attendee) throw conflict('Sorry, there are not enough tickets left')
  return toAttendeeResource(attendee, true)
}
