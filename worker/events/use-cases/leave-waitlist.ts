import { batchOf } from '../../lib/batch'
import { and, eq, inArray } from 'drizzle-orm'
import { eventWaitlist } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound, unauthenticated } from '../../lib/errors'
import { WAITLIST_HOLD_HOURS } from '../event-orders.schemas'
import { tellOffers } from './send-order-notices'
import { passOnOffer, SeatBatch } from '../event-seats.queries'

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
  const results = await batchOf(db, batch.statements)
  await tellOffers(deps, batch.offered(results))
  return { event_id: eventId, left: true }
}
