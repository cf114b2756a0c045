import { getTableColumns, and, ne, sql, type SQL, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import {
  events,
  eventWaitlist,
  roles,
  eventTickets,
  eventAttendees,
  eventOrders,
} from '../db/schema'
import { settingQuery } from '../settings/settings.queries'
import { firstTicketOf, type TicketRow } from './use-cases/price-order'
import type { Deps } from '../lib/deps'
import { selectAttendees } from './event-attendees.queries'

/** Reads for the order use cases; each returns statements for the caller's one db.batch. */

export const orderEventColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  status: events.status,
  private: events.private,
  userId: events.userId,
  parentId: events.parentId,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  paymentRequired: events.paymentRequired,
  ticketingManagedExternally: events.ticketingManagedExternally,
  customAttrs: events.customAttrs,
  settings: events.settings,
}

/**
 * An event as the booking form needs it: the event, the tickets of it and of its sub-events (by
 * position), its sub-events, and the currency symbol.
 */
export const bookingContextQueries = (db: Db, eventId: number) =>
  [
    db.select(orderEventColumns).from(events).where(eq(events.id, eventId)),
    db
      .select()
      .from(eventTickets)
      .where(
        sql`${eventTickets.eventId} = ${eventId} OR ${eventTickets.eventId} IN (SELECT c.id FROM events c WHERE c.parent_id = ${eventId})`,
      )
      .orderBy(asc(eventTickets.position), asc(eventTickets.id)),
    db
      .select({
        id: events.id,
        parentId: events.parentId,
        status: events.status,
        userId: events.userId,
        private: events.private,
      })
      .from(events)
      .where(eq(events.parentId, eventId))
      .orderBy(asc(events.startsAt), asc(events.id)),
    settingQuery(db, 'currency_symbol'),
  ] as const

/**
 * What the reservation needs to know about the buyer: their built-in role's id (for tickets
 * limited to a role), their live order for the event and their waitlist row. Visitors match nothing.
 * `buyerId` is SQL (the session's member, `viewerOfSession(...).id`, NULL for a visitor), so these
 * ride in the same batch as the session rows and the booking context: a reservation costs two
 * round trips, not three.
 */
export const buyerQueries = (db: Db, eventId: number, buyerId: SQL) =>
  [
    db
      .select({ id: roles.id })
      .from(roles)
      .where(sql`${roles.key} = (SELECT bu.role FROM users bu WHERE bu.id = ${buyerId})`),
    db
      .select({
        id: eventOrders.id,
        status: eventOrders.status,
        expiresAt: eventOrders.expiresAt,
        ticketId: eventOrders.ticketId,
        totalTickets: eventOrders.totalTickets,
        subeventIds: eventOrders.subeventIds,
      })
      .from(eventOrders)
      .where(
        and(
          eq(eventOrders.eventId, eventId),
          sql`${eventOrders.userId} = ${buyerId}`,
          ne(eventOrders.status, 'cancelled'),
        ),
      ),
    db
      .select({
        id: eventWaitlist.id,
        status: eventWaitlist.status,
        ticketId: eventWaitlist.ticketId,
        offerExpiresAt: eventWaitlist.offerExpiresAt,
      })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), sql`${eventWaitlist.userId} = ${buyerId}`)),
  ] as const

/** The first tickets of an order's sub-events (for releasing its seats). */
export const subeventTicketsQuery = (db: Db, orderId: number | SQL) =>
  db
    .select()
    .from(eventTickets)
    .where(
      sql`${eventTickets.eventId} IN (SELECT j.value FROM event_orders o, json_each(o.subevent_ids) j WHERE o.id = ${orderId})`,
    )
    .orderBy(asc(eventTickets.position), asc(eventTickets.id))

/** The tickets an order took seats on: its ticket and each sub-event's first ticket. */
export const orderTicketIds = (
  order: { ticketId: number; subeventIds: number[] },
  tickets: TicketRow[],
) => [
  ...new Set([
    order.ticketId,
    ...order.subeventIds.flatMap((id) => firstTicketOf(tickets, id)?.id ?? []),
  ]),
]

/** Row → response mapping for orders and attendees, and the columns those mappings need. */

export const orderColumns = { ...getTableColumns(eventOrders), ticketLabel: eventTickets.label }
export type OrderRow = typeof eventOrders.$inferSelect & { ticketLabel: string | null }

/** Orders with their ticket's label (a left join: a deleted ticket leaves an empty label). */
export const selectOrders = (db: Db) =>
  db
    .select(orderColumns)
    .from(eventOrders)
    .leftJoin(eventTickets, eq(eventTickets.id, eventOrders.ticketId))

export const readOrder = (db: Deps['db'], reference: string) =>
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
