import { and, asc, desc, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { sessionUserIdSql } from '../../lib/viewer-sql'
import { eventAttendees, eventOrders, events, eventTickets } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { forbidden, unauthenticated } from '../../lib/errors'
import { can } from '../../lib/policy'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import type { ListOrdersQuery, OrderResource } from '../event-orders.schemas'
import { imageSrc } from '../../uploads/uploads.resources'
import { toOrderResource } from '../event-orders.resources'
import { orderColumns } from '../event-orders.queries'
import { selectAttendees } from '../event-attendees.queries'
import { toAttendeeResource } from '../event-attendees.resources'

/**
 * GET /api/event-orders (My tickets): a member's orders, or another member's for events.manage.
 * One round trip: the page, its total, the page's attendees and the currency ride with the
 * session rows; whose orders they are is resolved in SQL from the session.
 */

const instant = (v: string) => (v === 'now' ? new Date().toISOString() : new Date(v).toISOString())

export const listOrders = async (
  deps: Deps,
  query: ListOrdersQuery,
): Promise<{ rows: OrderResource[]; total: number }> => {
  const { db, auth } = deps
  if (!auth.tokenHash) throw unauthenticated()
  const target = query.user_id
  if (target !== undefined) {
    await auth.require(
      (actor) => (actor.user?.id === target || can(actor, 'events.manage') ? null : forbidden()),
      { permissions: false },
    )
  }
  const who = target !== undefined ? sql`${target}` : sessionUserIdSql(auth.tokenHash)
  const mine = sql`${eventOrders.userId} = ${who}`
  const filters: (SQL | undefined)[] = [
    query.include_attended_by
      ? or(
          mine,
          sql`${eventOrders.id} IN (SELECT a.order_id FROM event_attendees a WHERE a.user_id = ${who} AND a.order_id IS NOT NULL)`,
        )
      : mine,
    query.status ? eq(eventOrders.status, query.status) : ne(eventOrders.status, 'cancelled'),
    query.event_id ? eq(eventOrders.eventId, query.event_id) : undefined,
    query.event_ends_at_from ? gte(events.endsAt, instant(query.event_ends_at_from)) : undefined,
    query.event_ends_at_to ? lt(events.endsAt, instant(query.event_ends_at_to)) : undefined,
  ]
  const where = and(...filters)
  // Past tickets read most recent first; upcoming ones soonest first.
  const past = query.event_ends_at_to !== undefined && query.event_ends_at_from === undefined
  const ordering = past
    ? [desc(events.startsAt), desc(eventOrders.id)]
    : [asc(events.startsAt), asc(eventOrders.id)]
  const withAttendees = query.with?.includes('attendees') ?? false
  const pageIds = db
    .select({ id: eventOrders.id })
    .from(eventOrders)
    .innerJoin(events, eq(events.id, eventOrders.eventId))
    .where(where)
    .orderBy(...ordering)
    .limit(query.perPage)
    .offset(query.offset)
  const [rows, [count], attendees, currencyRows] = await db.batch([
    db
      .select({
        ...orderColumns,
        eventSlug: events.slug,
        eventTitle: events.title,
        eventImg: events.img,
        eventStartsAt: events.startsAt,
        eventEndsAt: events.endsAt,
        eventAddress: events.address,
        eventChildren: sql<number>`(SELECT count(*) FROM events c WHERE c.parent_id = events.id)`,
      })
      .from(eventOrders)
      .innerJoin(events, eq(events.id, eventOrders.eventId))
      .leftJoin(eventTickets, eq(eventTickets.id, eventOrders.ticketId))
      .where(where)
      .orderBy(...ordering)
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(eventOrders)
      .innerJoin(events, eq(events.id, eventOrders.eventId))
      .where(where),
    selectAttendees(db)
      .where(withAttendees ? inArray(eventAttendees.orderId, pageIds) : sql`0`)
      .orderBy(asc(eventAttendees.id)),
    settingQuery(db, 'currency_symbol'),
  ])
  const actor = auth.current()
  const manager = can(actor, 'events.manage')
  const me = actor.user?.id
  const currency = settingFrom('currency_symbol', currencyRows)
  const withEvent = query.with?.includes('event') ?? false
  return {
    total: count?.total ?? 0,
    rows: rows.map(
      ({
        eventSlug,
        eventTitle,
        eventImg,
        eventStartsAt,
        eventEndsAt,
        eventAddress,
        eventChildren,
        ...order
      }) => {
        const isBuyer = order.userId !== null && order.userId === me
        return {
          ...toOrderResource(order, currency, isBuyer || manager),
          ...(withEvent
            ? {
                event: {
                  id: order.eventId,
                  slug: eventSlug,
                  title: eventTitle,
                  img: imageSrc(eventImg),
                  starts_at: eventStartsAt,
                  ends_at: eventEndsAt,
                  address: eventAddress,
                  total_children: eventChildren,
                },
              }
            : {}),
          ...(withAttendees
            ? {
                attendees: attendees
                  .filter((a) => a.orderId === order.id)
                  .map((a) =>
                    toAttendeeResource(
                      a,
                      isBuyer || manager || (me !== undefined && a.userId === me),
                    ),
                  ),
              }
            : {}),
        }
      },
    ),
  }
}
