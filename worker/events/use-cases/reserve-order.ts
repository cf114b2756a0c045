import { and, asc, eq, gt, inArray, isNull, or } from 'drizzle-orm'
import { verifyCaptcha } from '../../captcha/captcha.service'
import { eventAttendees, eventOrders, events, users } from '../../db/schema'
import type { Actor } from '../../lib/context'
import type { Deps } from '../../lib/deps'
import { isUniqueViolation } from '../../lib/db-errors'
import { AppError, forbidden, invalid, notFound, type FieldErrors } from '../../lib/errors'
import { formatAmount, formatPrice, fromMinor } from '../../lib/money'
import { can } from '../../lib/policy'
import { settingFrom, settingQuery } from '../../settings/settings.service'
import { fullName } from '../../users/users.resource'
import {
  RESERVATION_MINUTES,
  WAITLIST_HOLD_HOURS,
  type ConfirmOrderInput,
  type OrderCost,
  type OrderCostQuery,
  type OrderResource,
  type ReserveOrderInput,
} from '../event-orders.schemas'
import {
  bookingContextQueries,
  buyerQueries,
  orderTicketIds,
  subeventTicketsQuery,
} from '../event-orders.queries'
import { canSeeEvent } from '../event-visibility'
import { tellOffers, tellOrderPlaced } from './send-order-notices'
import {
  chooseTickets,
  checkCustomAttrs,
  firstTicketOf,
  priceOrder,
  remainingSeats,
} from './price-order'
import {
  selectAttendees,
  selectOrders,
  toAttendeeResource,
  toOrderResource,
} from '../event-orders.resources'
import {
  lastTwo,
  releaseOrder,
  reserveStatements,
  SeatBatch,
  type Reservation,
} from '../event-seats.queries'

export { listOrders } from './list-orders'

/**
 * Ticket orders: pricing, the atomic reservation, confirmation and cancellation
 * (cost → reserve → confirm and pay → purchased). Seats change only inside one conditional batch.
 */

export const ALREADY_ATTENDING = 'You are already attending this event'
export const NOT_ENOUGH_TICKETS = 'Sorry, there are not enough tickets left'
export const ATTENDEES_REQUIRED = 'Attendee details are required for each ticket'
const conflict = (message: string) => new AppError('CONFLICT', message)
const minutesFrom = (now: number, minutes: number) => new Date(now + minutes * 60_000).toISOString()

/** GET /api/event-orders/cost: what an order would cost and whether seats remain. */
export const orderCost = async (deps: Deps, query: OrderCostQuery): Promise<OrderCost> => {
  const { db } = deps
  const [[event], tickets, children, currencyRows] = await db.batch(
    bookingContextQueries(db, query.event_id),
  )
  const actor = deps.auth.current()
  if (!event || !canSeeEvent(actor, event)) throw notFound()
  const subevents = [...new Set([...(query.subevents ?? []), ...(query['subevents[]'] ?? [])])]
  const seeChild = (c: (typeof children)[number]) => canSeeEvent(actor, c)
  const chosen = chooseTickets(
    event.id,
    tickets,
    children,
    { ticketId: query.ticket_id, subevents },
    seeChild,
  )
  const seats = query.total_tickets
  const { unitPriceMinor, totalCostMinor } = priceOrder(chosen, seats)
  const currency = settingFrom('currency_symbol', currencyRows)
  // Every sub-event that could not take this many more, so the form can disable its checkbox.
  const unavailable = children.filter(seeChild).filter((child) => {
    const ticket = firstTicketOf(tickets, child.id)
    const left = ticket ? remainingSeats(ticket) : 0
    return left !== null && left < seats
  })
  return {
    payment_required: totalCostMinor > 0 || event.paymentRequired,
    total_tickets: seats,
    ticket_price: fromMinor(unitPriceMinor),
    ticket_price_formatted: formatPrice(unitPriceMinor, currency),
    total_cost: fromMinor(totalCostMinor),
    total_cost_formatted: formatAmount(totalCostMinor, currency),
    total_remaining_tickets: remainingSeats(chosen.ticket),
    unavailable_subevents: unavailable.map((c) => c.id),
  }
}

/** Checks that depend on who is booking, before anything is read. */
const checkBuyerInput = (signedIn: boolean, input: ReserveOrderInput) => {
  const errors: FieldErrors = {}
  if (!signedIn && !input.captcha) errors.captcha = ['Please complete the captcha']
  const needsAttendees = !signedIn || input.total_tickets > 1
  if (
    (needsAttendees || input.attendees.length > 0) &&
    input.attendees.length !== input.total_tickets
  ) {
    errors.attendees = [ATTENDEES_REQUIRED]
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

/**
 * The order's attendee rows. Only the signed-in buyer is linked to an account, and only once: the
 * first row with their own email (or the one made for them). Everyone else is a named guest
 * (user_id null) shown by the name the buyer typed — an email that happens to be a member's must
 * not mark that member as attending or show their name and company. Linking a named member once
 * they accept an invitation is future work.
 */
const attendeesOf = (
  member: Actor['user'],
  given: ReserveOrderInput['attendees'],
): Reservation['attendees'] => {
  if (member && given.length === 0)
    return [{ fullName: fullName(member), email: member.email, userId: member.id }]
  let linked = false
  return given.map((a) => {
    const email = a.email.toLowerCase()
    const isBuyer = member !== null && !linked && email === member.email.toLowerCase()
    if (isBuyer) linked = true
    return { fullName: a.full_name, email, userId: isBuyer ? member.id : null }
  })
}

/**
 * POST /api/event-orders: takes the seats and writes a reserved order with its attendees in one
 * conditional batch (see seats.queries.ts). The buyer then confirms within RESERVATION_MINUTES.
 */
export const reserveOrder = async (
  deps: Deps,
  input: ReserveOrderInput,
): Promise<OrderResource> => {
  const { db } = deps
  const actor = await deps.auth.load()
  const member = actor.user
  checkBuyerInput(member !== null, input)
  const [[event], tickets, children, currencyRows, [memberRole], [liveOrder], [waitlisted]] =
    await db.batch([
      ...bookingContextQueries(db, input.event_id),
      ...buyerQueries(db, input.event_id, member),
    ])
  const nowMs = Date.now()
  const now = new Date(nowMs).toISOString()
  if (!event || !canSeeEvent(actor, event)) throw notFound()
  if (event.endsAt <= now) throw invalid({ event_id: ['This event has finished'] })
  if (event.ticketingManagedExternally)
    throw invalid({ event_id: ['This event takes bookings elsewhere'] })
  const chosen = chooseTickets(
    event.id,
    tickets,
    children,
    { ticketId: input.ticket_id, subevents: [...new Set(input.subevents)] },
    (c) => canSeeEvent(actor, c),
  )
  const { ticket } = chosen
  if (ticket.availableUntil && ticket.availableUntil <= now)
    throw invalid({ ticket_id: ['This ticket is no longer on sale'] })
  if (ticket.roleId !== null && (member?.roleId ?? memberRole?.id) !== ticket.roleId) {
    throw forbidden('This ticket is only for members of another role')
  }
  const attrs = checkCustomAttrs(event.customAttrs, input)
  // A reservation of theirs that lapsed is released in the same batch, so they can book again.
  const lapsed =
    liveOrder?.status === 'reserved' && liveOrder.expiresAt !== null && liveOrder.expiresAt <= now
      ? liveOrder
      : null
  if (liveOrder && !lapsed) throw conflict(ALREADY_ATTENDING)
  // The captcha is spent last, so fixing another field does not mean solving it again.
  if (!member && !(await verifyCaptcha(deps, input.captcha ?? '', 'local'))) {
    throw invalid({ captcha: ['The captcha could not be verified, please try again'] })
  }

  const attendees = attendeesOf(member, input.attendees)
  const { unitPriceMinor, totalCostMinor } = priceOrder(chosen, input.total_tickets)
  const reference = crypto.randomUUID()
  const batch = new SeatBatch()
  const offerUntil = minutesFrom(nowMs, WAITLIST_HOLD_HOURS * 60)
  if (lapsed) {
    const ticketIds = orderTicketIds(lapsed, tickets)
    releaseOrder(db, batch, {
      orderId: lapsed.id,
      ticketId: lapsed.ticketId,
      ticketIds,
      seats: lapsed.totalTickets,
      when: 'expired',
      now,
      offerUntil,
    })
  }
  batch.add(
    ...reserveStatements(db, {
      reference,
      ticketId: ticket.id,
      ticketIds: [...new Set([ticket.id, ...chosen.subevents.map((s) => s.ticket.id)])],
      seats: input.total_tickets,
      offerId:
        waitlisted?.status === 'offered' && waitlisted.ticketId === ticket.id
          ? waitlisted.id
          : null,
      order: {
        eventId: event.id,
        userId: member?.id ?? null,
        email: member ? null : (attendees[0]?.email ?? null),
        fullName: member ? null : (attendees[0]?.fullName ?? null),
        status: 'reserved',
        subeventIds: chosen.subevents.map((s) => s.id),
        attrs,
        unitPriceMinor,
        totalCostMinor,
        paymentRequired: totalCostMinor > 0 || event.paymentRequired,
        stripeId: input.stripe_id ?? null,
        expiresAt: minutesFrom(nowMs, RESERVATION_MINUTES),
      },
      attendees,
      now,
    }),
  )

  let results
  try {
    const [first, ...rest] = batch.statements
    results = await db.batch([first!, ...rest, ...readOrder(db, reference)])
  } catch (error) {
    if (isUniqueViolation(error, 'event_orders.event_id')) throw conflict(ALREADY_ATTENDING)
    throw error
  }
  const [orderRows, attendeeRows] = lastTwo(results)
  await tellOffers(deps, batch.offered(results))
  const [order] = orderRows
  if (!order) throw conflict(NOT_ENOUGH_TICKETS)
  const currency = settingFrom('currency_symbol', currencyRows)
  return {
    ...toOrderResource(order, currency, true),
    attendees: attendeeRows.map((a) => toAttendeeResource(a, true)),
  }
}

const readOrder = (db: Deps['db'], reference: string) =>
  [
    selectOrders(db).where(eq(eventOrders.reference, reference)),
    selectAttendees(db)
      .where(
        inArray(
          eventAttendees.orderId,
          db
            .select({ id: eventOrders.id })
            .from(eventOrders)
            .where(eq(eventOrders.reference, reference)),
        ),
      )
      .orderBy(asc(eventAttendees.id)),
  ] as const

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
  const [first, ...rest] = batch.statements
  const results = await db.batch([first!, ...rest])
  if (batch.releasedCount(results) === 0) throw conflict('This order is already cancelled')
  await tellOffers(deps, batch.offered(results))
  const cancelled = { ...order, status: 'cancelled' as const, cancelledAt: now, expiresAt: null }
  return {
    ...toOrderResource(cancelled, settingFrom('currency_symbol', currencyRows), true),
    attendees: [],
  }
}
