import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { eventAttendees, eventOrders, eventTickets, users } from '../db/schema'
import { formatPrice } from '../lib/money'
import { fullName } from '../users/users.resource'
import type { OrderResource } from './event-orders.schemas'
import type { AttendeeResource } from './events.schemas'

/** Row → response mapping for orders and attendees, and the columns those mappings need. */

export const orderColumns = { ...getTableColumns(eventOrders), ticketLabel: eventTickets.label }
export type OrderRow = typeof eventOrders.$inferSelect & { ticketLabel: string | null }

/** Orders with their ticket's label (a left join: a deleted ticket leaves an empty label). */
export const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(eventOrders)
    .leftJoin(eventTickets, eq(eventTickets.id, eventOrders.ticketId))

/**
 * `showReference`: the reference confirms the order, so only its buyer (or a manager) sees it;
 * members who are merely named as attendees get an empty string.
 */
export const toOrderResource = (
  o: OrderRow,
  currency: string,
  showReference: boolean,
): OrderResource => ({
  id: o.id,
  reference: showReference ? o.reference : '',
  event_id: o.eventId,
  ticket_id: o.ticketId,
  user_id: o.userId,
  status: o.status,
  total_tickets: o.totalTickets,
  subevents: o.subeventIds,
  subevent_ids: o.subeventIds,
  attr_text: o.attrs.attr_text ?? {},
  attr_select: o.attrs.attr_select ?? {},
  attr_check: o.attrs.attr_check ?? {},
  stripe_id: o.stripeId,
  payment_required: o.paymentRequired,
  payment_method: o.paymentMethod,
  attended: o.attended ? 'Yes' : 'No',
  attended_formatted: o.attended ? 'Yes' : 'No',
  ticket_price_formatted: formatPrice(o.unitPriceMinor, currency),
  price_formatted: formatPrice(o.totalCostMinor, currency),
  expires_at: o.expiresAt,
  purchased_at: o.purchasedAt,
  cancelled_at: o.cancelledAt,
  created_at: o.createdAt,
  ticket_label: o.ticketLabel ?? '',
})

/**
 * The member's columns are aliased: inside a D1 batch rows arrive keyed by column name, so two
 * columns both called "id" would collide.
 */
export const attendeeColumns = {
  ...getTableColumns(eventAttendees),
  memberId: sql<number | null>`${users.id}`.as('member_id'),
  memberForename: sql<string | null>`${users.forename}`.as('member_forename'),
  memberSurname: sql<string | null>`${users.surname}`.as('member_surname'),
  memberSlug: sql<string | null>`${users.slug}`.as('member_slug'),
  memberImg: sql<string | null>`${users.img}`.as('member_img'),
  memberCompany: sql<string | null>`${users.company}`.as('member_company'),
}
export type AttendeeRow = typeof eventAttendees.$inferSelect & {
  memberId: number | null
  memberForename: string | null
  memberSurname: string | null
  memberSlug: string | null
  memberImg: string | null
  memberCompany: string | null
}

/** Attendees with the member they are (if any): one primary-key join per row. */
export const selectAttendees = (db: Db) =>
  db
    .select(attendeeColumns)
    .from(eventAttendees)
    .leftJoin(users, eq(users.id, eventAttendees.userId))

/** `showEmail`: event managers and the attendee themselves; everyone else gets null. */
export const toAttendeeResource = (a: AttendeeRow, showEmail: boolean): AttendeeResource => ({
  id: a.id,
  event_id: a.eventId,
  order_id: a.orderId,
  user_id: a.userId,
  full_name: a.fullName,
  email: showEmail ? a.email : null,
  ticket_id: a.ticketId,
  create_event_order: a.orderId !== null,
  user:
    a.memberId === null
      ? null
      : {
          id: a.memberId,
          full_name: fullName({ forename: a.memberForename ?? '', surname: a.memberSurname ?? '' }),
          slug: a.memberSlug ?? '',
          img: a.memberImg,
          company: a.memberCompany,
        },
  created_at: a.createdAt,
})
