import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, eventTickets, users } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { isUniqueViolation } from '../../lib/db-errors'
import { AppError, invalid, notFound } from '../../lib/errors'
import { can } from '../../lib/policy'
import { fullName } from '../../users/users.resource'
import { toCsv } from '../event-attendees.resources'
import {
  WAITLIST_HOLD_HOURS,
  type CreateAttendeeInput,
  type ListAttendeesQuery,
  type UpdateAttendeeInput,
} from '../event-orders.schemas'
import { orderTicketIds, subeventTicketsQuery } from '../event-orders.queries'
import type { AttendeeResource } from '../events.schemas'
import { canManageEvent, canSeeEvent } from '../event-visibility'
import { tellOffers } from './send-order-notices'
import { firstTicketOf } from './price-order'
import { selectAttendees, toAttendeeResource } from '../event-orders.resources'
import { lastTwo, releaseAttendeeSeat, reserveStatements, SeatBatch } from '../event-seats.queries'

/** Attendees of an event: the public list (unless hidden), admin add/edit/remove, CSV export. */

const conflict = (message: string) => new AppError('CONFLICT', message)
const hoursFrom = (now: number, hours: number) => new Date(now + hours * 3_600_000).toISOString()
const eventAccessColumns = {
  id: events.id,
  slug: events.slug,
  status: events.status,
  private: events.private,
  userId: events.userId,
  settings: events.settings,
  customAttrs: events.customAttrs,
}

/**
 * GET /api/event-attendees?event_id=: anyone who may see the event, unless it hides its
 * attendees (then only its managers). Emails only to managers and to the attendee themselves.
 * One round trip: the event, the page and the total ride with the session rows.
 */
export const listAttendees = async (
  deps: Deps,
  query: ListAttendeesQuery,
): Promise<{ rows: AttendeeResource[]; total: number }> => {
  const { db } = deps
  const [[event], rows, [count]] = await db.batch([
    db.select(eventAccessColumns).from(events).where(eq(events.id, query.event_id)),
    selectAttendees(db)
      .where(eq(eventAttendees.eventId, query.event_id))
      .orderBy(asc(eventAttendees.id))
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, query.event_id)),
  ])
  const actor = deps.auth.current()
  if (!event || !canSeeEvent(actor, event)) throw notFound()
  const manager = canManageEvent(actor, event)
  if (event.settings.hide_attendees && !manager) return { rows: [], total: 0 }
  const me = actor.user?.id
  // Addresses follow GET /api/events/{id}: event managers (events.manage) and the attendee only;
  // an organiser without events.manage sees names, as exporting attendees is admin-only (spec 02 §6).
  const seesEmails = can(actor, 'events.manage')
  return {
    rows: rows.map((a) =>
      toAttendeeResource(a, seesEmails || (me !== undefined && a.userId === me)),
    ),
    total: count?.total ?? 0,
  }
}

const findAttendee = async (db: Deps['db'], id: number) => {
  const [row] = await selectAttendees(db).where(eq(eventAttendees.id, id))
  if (!row) throw notFound()
  return row
}

/** GET /api/event-attendees/{id} (events.manage). */
export const getAttendee = async (deps: Deps, id: number): Promise<AttendeeResource> =>
  toAttendeeResource(await findAttendee(deps.db, id), true)

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

/** PUT /api/event-attendees/{id} (events.manage): name and email. */
export const updateAttendee = async (
  deps: Deps,
  id: number,
  input: UpdateAttendeeInput,
): Promise<AttendeeResource> => {
  const { db } = deps
  const changes = {
    ...(input.full_name ? { fullName: input.full_name } : {}),
    ...(input.email ? { email: input.email.toLowerCase() } : {}),
  }
  if (Object.keys(changes).length === 0) return getAttendee(deps, id)
  const [, [row]] = await db.batch([
    db.update(eventAttendees).set(changes).where(eq(eventAttendees.id, id)),
    selectAttendees(db).where(eq(eventAttendees.id, id)),
  ])
  if (!row) throw notFound()
  return toAttendeeResource(row, true)
}

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
  const [first, ...rest] = batch.statements
  const results = await db.batch([first!, ...rest])
  await tellOffers(deps, batch.offered(results))
  return toAttendeeResource(attendee, true)
}

/** GET /api/events/{id}/attendees-export (events.manage): every attendee, one CSV row each. */
export const exportAttendeesCsv = async (
  deps: Deps,
  eventId: number,
): Promise<{ filename: string; csv: string }> => {
  const { db } = deps
  const [[event], rows] = await db.batch([
    db.select(eventAccessColumns).from(events).where(eq(events.id, eventId)),
    db
      .select({
        fullName: eventAttendees.fullName,
        email: eventAttendees.email,
        createdAt: eventAttendees.createdAt,
        ticketLabel: eventTickets.label,
        reference: eventOrders.reference,
        purchasedAt: eventOrders.purchasedAt,
        attended: eventOrders.attended,
        attrs: eventOrders.attrs,
      })
      .from(eventAttendees)
      .leftJoin(eventTickets, eq(eventTickets.id, eventAttendees.ticketId))
      .leftJoin(eventOrders, eq(eventOrders.id, eventAttendees.orderId))
      .where(eq(eventAttendees.eventId, eventId))
      .orderBy(asc(eventAttendees.id)),
  ])
  if (!event) throw notFound()
  const attrs = event.customAttrs
  const header = [
    'Name',
    'Email',
    'Ticket',
    'Order',
    'Booked at',
    'Attended',
    ...attrs.map((a) => a.label),
  ]
  const body = rows.map((r) => [
    r.fullName,
    r.email,
    r.ticketLabel,
    r.reference,
    r.purchasedAt ?? r.createdAt,
    r.attended ? 'Yes' : 'No',
    ...attrs.map((a) => {
      if (!r.attrs) return ''
      if (a.type === 'text') return r.attrs.attr_text?.[a.key] ?? ''
      if (a.type === 'select') return r.attrs.attr_select?.[a.key] ?? ''
      return (r.attrs.attr_check?.[a.key] ?? []).join('; ')
    }),
  ])
  return { filename: `attendees-${event.slug}.csv`, csv: toCsv([header, ...body]) }
}
