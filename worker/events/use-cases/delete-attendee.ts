import { batchOf } from '../../lib/batch'
import { and, eq, ne, sql } from 'drizzle-orm'
import { eventAttendees, eventOrders } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { WAITLIST_HOLD_HOURS } from '../event-orders.schemas'
import { orderTicketIds, subeventTicketsQuery } from '../event-orders.queries'
import type { AttendeeResource } from '../events.schemas'
import { tellOffers } from './send-order-notices'
import { releaseAttendeeSeat, SeatBatch, hoursFrom } from '../event-seats.queries'
import { selectAttendees } from '../event-attendees.queries'
import { toAttendeeResource } from '../event-attendees.resources'

/**
 * DELETE /api/event-attendees/{id} (events.manage). An attendee of an order gives back their
 * seat: the order shrinks by one ticket (cancelled at none), the seat is released (redeemed −1,
 * unredeemed +1) and offered to the waitlist, all in one batch.
 */
export const deleteAttendee = async (deps: Deps, id: number): Promise<AttendeeResource> => {
  const { db } = deps
  const [[attendee], [order], subTickets] = await db.batch([
    selectAttendees(db).where(eq(eventAttendees.id, id)),
    db
      .select({
        id: eventOrders.id,
        ticketId: eventOrders.ticketId,
        subeventIds: eventOrders.subeventIds,
      })
      .from(eventOrders)
      .where(
        and(
          sql`${eventOrders.id} = (SELECT a.order_id FROM event_attendees a WHERE a.id = ${id})`,
          ne(eventOrders.status, 'cancelled'),
        ),
      ),
    subeventTicketsQuery(db, sql`(SELECT a.order_id FROM event_attendees a WHERE a.id = ${id})`),
  ])
  if (!attendee) throw notFound()
  if (!order) {
    await db.delete(eventAttendees).where(eq(eventAttendees.id, id))
    return toAttendeeResource(attendee, true)
  }
  const nowMs = Date.now()
  const batch = releaseAttendeeSeat(db, new SeatBatch(), {
    attendeeId: id,
    orderId: order.id,
    ticketId: order.ticketId,
    ticketIds: orderTicketIds(order, subTickets),
    now: new Date(nowMs).toISOString(),
    offerUntil: hoursFrom(nowMs, WAITLIST_HOLD_HOURS),
  })
  const results = await batchOf(db, batch.statements)
  await tellOffers(deps, batch.offered(results))
  return toAttendeeResource(attendee, true)
}
