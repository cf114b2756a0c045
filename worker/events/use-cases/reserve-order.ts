import { toOrderResource } from '../event-orders.resources'
import {
  bookingContextQueries,
  buyerQueries,
  readOrder,
  orderTicketIds,
} from '../event-orders.queries'
import {
  reserveStatements,
  lastTwo,
  releaseOrder,
  SeatBatch,
  type Reservation,
  minutesFrom,
} from '../event-seats.queries'
import { verifyCaptcha } from '../../captcha/captcha.service'
import type { Actor } from '../../lib/actor'
import type { Deps } from '../../lib/deps'
import { viewerOfSession } from '../../lib/viewer-sql'
import { isUniqueViolation } from '../../lib/db-errors'
import { conflict, forbidden, invalid, notFound, type FieldErrors } from '../../lib/errors'
import { settingFrom } from '../../settings/settings.service'
import { fullName } from '../../users/users.resources'
import {
  RESERVATION_MINUTES,
  WAITLIST_HOLD_HOURS,
  type OrderResource,
  type ReserveOrderInput,
  ALREADY_ATTENDING,
  ATTENDEES_REQUIRED,
  NOT_ENOUGH_TICKETS,
} from '../event-orders.schemas'
import { tellOffers } from './send-order-notices'
import { chooseTickets, checkCustomAttrs, priceOrder } from './price-order'
import { canSeeEvent } from '../events.policy'
import { toAttendeeResource } from '../event-attendees.resources'

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
  // The session rows ride in this batch (the buyer is SQL of the session), so who is booking is
  // known when it returns: nothing here has been written yet.
  const buyerId = viewerOfSession(deps.auth.tokenHash, []).id
  const [[event], tickets, children, currencyRows, [memberRole], [liveOrder], [waitlisted]] =
    await db.batch([
      ...bookingContextQueries(db, input.event_id),
      ...buyerQueries(db, input.event_id, buyerId),
    ])
  const actor = deps.auth.current()
  const member = actor.user
  checkBuyerInput(member !== null, input)
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
    // Not batchOf: the order's rows come back typed from the two reads at the end.
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
