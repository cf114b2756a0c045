import { toOrderResource } from '../event-orders.resources'
import { and, asc, eq, gt, isNull, or } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, users } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { conflict, invalid, notFound } from '../../lib/errors'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import type { ConfirmOrderInput, OrderResource } from '../event-orders.schemas'
import { tellOrderPlaced } from './send-order-notices'
import { selectAttendees } from '../event-attendees.queries'
import { selectOrders } from '../event-orders.queries'
import { toAttendeeResource } from '../event-attendees.resources'

/**
 * How an order is settled. 'free' only when it costs nothing; 'offline' means the site invoices
 * the buyer. The payments work adds 'card' here: charge first, then return 'card'.
 */
const settle = (
  order: { totalCostMinor: number },
  method: ConfirmOrderInput['payment_method'],
): string => {
  switch (method) {
    case 'free':
      if (order.totalCostMinor > 0)
        throw invalid({
          payment_method: ['This order has a cost, so it cannot be confirmed as free'],
        })
      return 'free'
    case 'offline':
      return 'offline'
  }
}

/**
 * POST /api/event-orders/{id}/confirm: the reservation's reference proves the caller made it
 * (a wrong reference is the same 404 as a missing order, so ids cannot be probed).
 */
export const confirmOrder = async (
  deps: Deps,
  id: number,
  input: ConfirmOrderInput,
): Promise<OrderResource> => {
  const { db } = deps
  const [[order], currencyRows] = await db.batch([
    selectOrders(db).where(eq(eventOrders.id, id)),
    settingQuery(db, 'currency_symbol'),
  ])
  if (!order || order.reference !== input.reference) throw notFound()
  const now = new Date().toISOString()
  if (order.status !== 'reserved') throw conflict('This order is not waiting to be confirmed')
  if (order.expiresAt !== null && order.expiresAt <= now)
    throw conflict('This reservation has expired')
  const paymentMethod = settle(order, input.payment_method)
  const [updated, [event], attendees, [buyer]] = await db.batch([
    db
      .update(eventOrders)
      .set({
        status: 'purchased',
        purchasedAt: now,
        expiresAt: null,
        paymentMethod,
        updatedAt: now,
      })
      .where(
        and(
          eq(eventOrders.id, id),
          eq(eventOrders.status, 'reserved'),
          or(isNull(eventOrders.expiresAt), gt(eventOrders.expiresAt, now)),
        ),
      )
      .returning({ id: eventOrders.id }),
    db
      .select({ title: events.title, slug: events.slug, startsAt: events.startsAt })
      .from(events)
      .where(eq(events.id, order.eventId)),
    selectAttendees(db).where(eq(eventAttendees.orderId, id)).orderBy(asc(eventAttendees.id)),
    db
      .select({
        id: users.id,
        email: users.email,
        forename: users.forename,
        surname: users.surname,
      })
      .from(users)
      .where(eq(users.id, order.userId ?? 0)),
  ])
  // The release job (or a cancel) got there between the read and the write.
  if (updated.length === 0) throw conflict('This reservation has expired')
  if (event) await tellOrderPlaced(deps, order, event, buyer, attendees[0]?.email)
  const confirmed = {
    ...order,
    status: 'purchased' as const,
    purchasedAt: now,
    expiresAt: null,
    paymentMethod,
  }
  return {
    ...toOrderResource(confirmed, settingFrom('currency_symbol', currencyRows), true),
    attendees: attendees.map((a) => toAttendeeResource(a, true)),
  }
}
