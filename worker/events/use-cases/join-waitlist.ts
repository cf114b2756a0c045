import { ALREADY_ATTENDING } from '../event-orders.schemas'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, eventTickets, eventWaitlist } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { conflict, invalid, notFound, unauthenticated } from '../../lib/errors'
import type { WaitlistEntry } from '../events.schemas'
import { remainingSeats } from './price-order'
import { entryQuery } from '../event-waitlist.queries'
import { toWaitlistEntry } from '../events.resources'
import { canSeeEvent } from '../events.policy'

/**
 * The waitlist of a sold-out event: members queue; a cancelled order's seats are held for the
 * first in line (notification and email) until the offer expires, then pass to the next.
 */

/**
 * POST /api/events/{id}/waitlist: only for a sold-out event (its first limited ticket has no seat
 * left) that the member does not attend. Joining again after leaving or an expired offer puts
 * them at the back of the queue (a new row, so a new id).
 */
export const joinWaitlist = async (deps: Deps, eventId: number): Promise<WaitlistEntry> => {
  const { db } = deps
  const actor = deps.auth.current()
  const member = actor.user
  if (!member) throw unauthenticated()
  const [[event], tickets, [order], [attendee], [current]] = await db.batch([
    db
      .select({
        id: events.id,
        status: events.status,
        private: events.private,
        userId: events.userId,
      })
      .from(events)
      .where(eq(events.id, eventId)),
    db
      .select()
      .from(eventTickets)
      .where(eq(eventTickets.eventId, eventId))
      .orderBy(asc(eventTickets.position), asc(eventTickets.id)),
    db
      .select({ id: eventOrders.id })
      .from(eventOrders)
      .where(
        and(
          eq(eventOrders.eventId, eventId),
          eq(eventOrders.userId, member.id),
          ne(eventOrders.status, 'cancelled'),
        ),
      ),
    db
      .select({ id: eventAttendees.id })
      .from(eventAttendees)
      .where(and(eq(eventAttendees.eventId, eventId), eq(eventAttendees.userId, member.id))),
    entryQuery(db, eventId, member.id),
  ])
  if (!event || event.status !== 'approved' || !canSeeEvent(actor, event)) throw notFound()
  if (order || attendee) throw conflict(ALREADY_ATTENDING)
  if (current && (current.status === 'waiting' || current.status === 'offered'))
    return toWaitlistEntry(current)
  const ticket = tickets.find((t) => !t.noLimit)
  if (!ticket || (remainingSeats(ticket) ?? 1) > 0)
    throw invalid({ event_id: ['There are still tickets available'] })
  const [, , [entry]] = await db.batch([
    db
      .delete(eventWaitlist)
      .where(
        and(
          eq(eventWaitlist.eventId, eventId),
          eq(eventWaitlist.userId, member.id),
          inArray(eventWaitlist.status, ['left', 'expired', 'booked']),
        ),
      ),
    db
      .insert(eventWaitlist)
      .values({ eventId, ticketId: ticket.id, userId: member.id, status: 'waiting' })
      .onConflictDoNothing(),
    entryQuery(db, eventId, member.id),
  ])
  if (!entry) throw new Error('waitlist entry missing after insert')
  return toWaitlistEntry(entry)
}
