import { batchOf } from '../lib/batch'
import { and, asc, eq, inArray, lt } from 'drizzle-orm'
import type { Deps } from '../lib/deps'
import { eventOrders, eventTickets, eventWaitlist } from '../db/schema'
import { WAITLIST_HOLD_HOURS } from '../events/event-orders.schemas'
import { orderTicketIds } from '../events/event-orders.queries'
import { tellOffers } from '../events/use-cases/send-order-notices'
import { passOnOffer, releaseOrder, SeatBatch } from '../events/event-seats.queries'

/**
 * Every 5 minutes: reservations never confirmed give their seats back (order cancelled), and
 * waitlist offers that ran out pass their held seat to the next in line (or back on sale).
 * Idempotent: every statement re-checks the expiry, so a second run, or a booking confirmed in
 * between, changes nothing.
 */

const PER_RUN = 200
/** Statements per batch, to stay well inside D1's limits. */
const PER_BATCH = 300

export const releaseExpiredBookings = async (deps: Pick<Deps, 'db' | 'env'>) => {
  const { db } = deps
  const nowMs = Date.now()
  const now = new Date(nowMs).toISOString()
  const offerUntil = new Date(nowMs + WAITLIST_HOLD_HOURS * 3_600_000).toISOString()
  const [orders, offers] = await db.batch([
    db
      .select({
        id: eventOrders.id,
        ticketId: eventOrders.ticketId,
        totalTickets: eventOrders.totalTickets,
        subeventIds: eventOrders.subeventIds,
      })
      .from(eventOrders)
      .where(and(eq(eventOrders.status, 'reserved'), lt(eventOrders.expiresAt, now)))
      .orderBy(asc(eventOrders.id))
      .limit(PER_RUN),
    db
      .select({ id: eventWaitlist.id, ticketId: eventWaitlist.ticketId })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.status, 'offered'), lt(eventWaitlist.offerExpiresAt, now)))
      .orderBy(asc(eventWaitlist.id))
      .limit(PER_RUN),
  ])
  const subeventIds = [...new Set(orders.flatMap((o) => o.subeventIds))]
  const subTickets =
    subeventIds.length > 0
      ? await db.select().from(eventTickets).where(inArray(eventTickets.eventId, subeventIds))
      : []

  const batches: SeatBatch[] = [new SeatBatch()]
  const current = () => {
    if (batches.at(-1)!.statements.length >= PER_BATCH) batches.push(new SeatBatch())
    return batches.at(-1)!
  }
  for (const o of orders) {
    releaseOrder(db, current(), {
      orderId: o.id,
      ticketId: o.ticketId,
      ticketIds: orderTicketIds(o, subTickets),
      seats: o.totalTickets,
      when: 'expired',
      now,
      offerUntil,
    })
  }
  for (const w of offers)
    passOnOffer(db, current(), {
      waitlistId: w.id,
      ticketId: w.ticketId,
      to: 'expired',
      now,
      offerUntil,
    })

  let released = 0
  let offered = 0
  for (const batch of batches) {
    if (batch.statements.length === 0) continue
    // Sequential on purpose: each batch is one transaction and they touch the same tickets.
    const results = await batchOf(db, batch.statements)
    released += batch.releasedCount(results)
    const newOffers = batch.offered(results)
    offered += newOffers.length
    await tellOffers(deps, newOffers)
  }
  console.log(
    `event bookings: released ${released} lapsed reservations, ${offers.length} offers ran out, ${offered} seats offered on`,
  )
}
