import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, eventTickets, eventWaitlist } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { AppError, invalid, notFound, unauthenticated } from '../../lib/errors'
import { WAITLIST_HOLD_HOURS } from '../event-orders.schemas'
import type { WaitlistEntry } from '../events.schemas'
import { canSeeEvent } from '../event-visibility'
import { tellOffers } from './send-order-notices'
import { remainingSeats } from './price-order'
import { passOnOffer, SeatBatch } from '../event-seats.queries'

/**
 * The waitlist of a sold-out event: members queue; a cancelled order's seats are held for the
 * first in line (notification and email) until the offer expires, then pass to the next.
 */

const ALREADY_ATTENDING = 'You are already attending this event'

/** The member's entry with their place in the queue (those offered or waiting ahead, plus one). */
const entryQuery = (db: Deps['db'], eventId: number, userId: number) =>
  db
    .select({
      status: eventWaitlist.status,
      offerExpiresAt: eventWaitlist.offerExpiresAt,
      // Written out: drizzle leaves columns unqualified in a one-table select, and inside the
      // subquery an unqualified id would be w.id.
      position: sql<number>`(SELECT count(*) FROM event_waitlist w WHERE w.ticket_id = event_waitlist.ticket_id
        AND w.status IN ('waiting', 'offered') AND w.id <= event_waitlist.id)`,
    })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.userId, userId)))

const toEntry = (row: {
  status: string
  offerExpiresAt: string | null
  position: number
}): WaitlistEntry => ({
  status: row.status === 'offered' ? 'offered' : 'waiting',
  offer_expires_at: row.status === 'offered' ? row.offerExpiresAt : null,
  position: row.position,
})

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
  if (order || attendee) throw new AppError('CONFLICT', ALREADY_ATTENDING)
  if (current && (current.status === 'waiting' || current.status === 'offered'))
    return toEntry(current)
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
  return toEntry(entry)
}

/**
 * DELETE /api/events/{id}/waitlist: leaves the queue. A seat held for them passes to the next in
 * line (or back on sale) in the same batch. Both statements are conditional, so an offer that
 * arrives between the read and the write is handled too.
 */
export const leaveWaitlist = async (
  deps: Deps,
  eventId: number,
): Promise<{ event_id: number; left: true }> => {
  const { db } = deps
  const member = deps.auth.current().user
  if (!member) throw unauthenticated()
  const [row] = await db
    .select({
      id: eventWaitlist.id,
      ticketId: eventWaitlist.ticketId,
      status: eventWaitlist.status,
    })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.eventId, eventId),
        eq(eventWaitlist.userId, member.id),
        inArray(eventWaitlist.status, ['waiting', 'offered']),
      ),
    )
  if (!row) throw notFound()
  const nowMs = Date.now()
  const batch = new SeatBatch().add(
    db
      .update(eventWaitlist)
      .set({ status: 'left' })
      .where(and(eq(eventWaitlist.id, row.id), eq(eventWaitlist.status, 'waiting'))),
  )
  passOnOffer(db, batch, {
    waitlistId: row.id,
    ticketId: row.ticketId,
    to: 'left',
    now: new Date(nowMs).toISOString(),
    offerUntil: new Date(nowMs + WAITLIST_HOLD_HOURS * 3_600_000).toISOString(),
  })
  const [first, ...rest] = batch.statements
  const results = await db.batch([first!, ...rest])
  await tellOffers(deps, batch.offered(results))
  return { event_id: eventId, left: true }
}
