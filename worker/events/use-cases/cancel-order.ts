import { batchOf } from '../../lib/batch'
import { toOrderResource } from '../event-orders.resources'
import { eq } from 'drizzle-orm'
import { eventOrders } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { can } from '../../lib/policy'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import { WAITLIST_HOLD_HOURS, type OrderResource } from '../event-orders.schemas'
import { orderTicketIds, subeventTicketsQuery, selectOrders } from '../event-orders.queries'
import { tellOffers } from './send-order-notices'
import { releaseOrder, SeatBatch, minutesFrom } from '../event-seats.queries'

/**
 * DELETE /api/event-orders/{id}: the buyer or events.manage. Seats go back in one batch and each
 * freed seat is offered to the next member on the waitlist (told after the write).
 */
export const cancelOrder = async (deps: Deps, id: number): Promise<OrderResource> => {
  const { db } = deps
  const actor = deps.auth.current()
  const [[order], subTickets, currencyRows] = await db.batch([
    selectOrders(db).where(eq(eventOrders.id, id)),
    subeventTicketsQuery(db, id),
    settingQuery(db, 'currency_symbol'),
  ])
  if (!order) throw notFound()
  const isBuyer = order.userId !== null && order.userId === actor.user?.id
  if (!isBuyer && !can(actor, 'events.manage')) throw forbidden()
  if (order.status === 'cancelled') throw conflict('This order is already cancelled')
  const nowMs = Date.now()
  const now = new Date(nowMs).toISOString()
  const batch = releaseOrder(db, new SeatBatch(), {
    orderId: id,
    ticketId: order.ticketId,
    ticketIds: orderTicketIds(order, subTickets),
    seats: order.totalTickets,
    when: 'live',
    now,
    offerUntil: minutesFrom(nowMs, WAITLIST_HOLD_HOURS * 60),
  })
  const results = await batchOf(db, batch.statements)
  if (batch.releasedCount(results) === 0) throw conflict('This order is already cancelled')
  await tellOffers(deps, batch.offered(results))
  const cancelled = { ...order, status: 'cancelled' as const, cancelledAt: now, expiresAt: null }
  return {
    ...toOrderResource(cancelled, settingFrom('currency_symbol', currencyRows), true),
    attendees: [],
  }
}
