import {
  getTableColumns,
  asc,
  desc,
  gte,
  isNull,
  lt,
  or,
  type SQL,
  type SQLWrapper,
  sql,
  and,
  eq,
  inArray,
} from 'drizzle-orm'
import { containsText } from '../lib/sql-text'
import { settingJsonSql } from '../settings/setting-from'
import { literalLimit } from '../lib/paging'
import { qualified } from '../lib/sql-columns'
import { viewerAreasRowSql, viewerOfRow, viewerOfSession, type SqlViewer } from '../lib/viewer-sql'
import type { SelectedFields } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client'
import { eventCategories, events, users } from '../db/schema'
import type { EventRelation, ListEventsQuery, UpdateEventInput } from './events.schemas'
import { slugBase, slugCollisions } from '../lib/slugs'
import { attendeesJsonSql } from './event-attendees.queries'
import { engagementColumnsSql } from '../content/engagement-sql'

/**
 * Event reads as single statements for one db.batch: visibility, per-user fields and every
 * derived counter are SQL, so a page costs one round trip with the session rows riding along.
 */

/** The reader, as SQL: evaluated inside the statement, so nothing waits for the actor. */
export type Viewer = SqlViewer

export const viewerOf = (tokenHash: string | null): Viewer =>
  viewerOfSession(tokenHash, ['events.manage'])

/**
 * A signed-in reader as the statement's row `v` (id and manages: viewerAreasRowSql), read once by
 * a CTE that the statement joins to its events, instead of viewerOf's session subqueries written
 * out at every use (visibility, the page's ids, sub-event counts, the reader's order, attendance
 * and waitlist place). Timed in SQLite on the bench's data (the member's GET /api/events): the
 * list's page statement was 5.5 KB with 25 sub-selects, 0.40 ms to prepare and 0.23 ms to run,
 * and is 4.1 KB with 14, 0.31 ms and 0.21 ms (a visitor's: 2.5 KB, 0.22 ms and 0.19 ms); the
 * event page's two statements took 0.96 ms to prepare and take 0.63 ms. A visitor keeps
 * viewerOf's constants. The CTE is read twice (the page's ids and its rows) and each read costs
 * SQLite ~30 µs to prepare: still far less than the subqueries it replaces.
 */
type Reader = { viewer: Viewer; v: ReturnType<typeof readerCte> | null }

const readerCte = (db: Db, tokenHash: string) =>
  db.$with('v', {}).as(viewerAreasRowSql(tokenHash, { manages: ['events.manage'] }))

const readerOf = (db: Db, tokenHash: string | null): Reader =>
  tokenHash === null
    ? { viewer: viewerOf(null), v: null }
    : { viewer: viewerOfRow('v', true), v: readerCte(db, tokenHash) }

/** `select fields from events`, with the reader's row joined (and its CTE when `outer`). */
const selectEvents = <F extends SelectedFields>(db: Db, { v }: Reader, fields: F, outer = true) => {
  const plain = db.select(fields).from(events)
  if (!v) return plain
  return (outer ? db.with(v).select(fields) : db.select(fields))
    .from(events)
    .innerJoin(v, sql`1`) as unknown as typeof plain
}

const col = qualified

/**
 * Approved events for everyone (private ones for signed-in members only), the owner's own in any
 * status, and every event for events.manage.
 */
export const visibleSql = (viewer: Viewer, alias = 'events') =>
  sql`(${viewer.manages} OR ${col(alias, 'user_id')} = ${viewer.id} OR (${col(alias, 'status')} = 'approved' AND (${col(alias, 'private')} = 0 OR ${viewer.id} IS NOT NULL)))`

const attendingSql = (viewer: Viewer, eventId: SQLWrapper) =>
  sql`(EXISTS (SELECT 1 FROM event_orders o WHERE o.event_id = ${eventId} AND o.user_id = ${viewer.id} AND o.status <> 'cancelled')
    OR EXISTS (SELECT 1 FROM event_attendees a WHERE a.event_id = ${eventId} AND a.user_id = ${viewer.id}))`

const userJsonSql = (userId: SQLWrapper) =>
  sql<
    string | null
  >`(SELECT json_object('id', u.id, 'full_name', trim(u.forename || ' ' || u.surname), 'slug', u.slug, 'img', u.img, 'company', u.company) FROM users u WHERE u.id = ${userId})`

/**
 * The outer row in correlated subqueries, written out: drizzle leaves a single-table select's
 * columns unqualified, and an unqualified "id" inside a subquery means the subquery's own table.
 */
const E = {
  id: sql.raw('events.id'),
  userId: sql.raw('events.user_id'),
  parentId: sql.raw('events.parent_id'),
}

/** The event's columns plus everything derived, for `db.select(...)`. */
export const eventColumns = (viewer: Viewer, relations: ReadonlySet<EventRelation>) => ({
  ...getTableColumns(events),
  // Every derived column is named: D1 merges result columns that share a name (e.g. two "NULL"s).
  ticketsJson: sql<
    string | null
  >`(SELECT json_group_array(json_object('id', t.id, 'event_id', t.event_id, 'label', t.label,
      'price_minor', t.price_minor, 'no_limit', t.no_limit, 'total_available', t.total_available, 'total_redeemed', t.total_redeemed,
      'total_unredeemed', t.total_unredeemed, 'total_held', t.total_held, 'role_id', t.role_id, 'plan_id', t.plan_id,
      'available_until', t.available_until))
    FROM (SELECT * FROM event_tickets WHERE event_id = ${E.id} ORDER BY position, id) t)`.as(
    'tickets_json',
  ),
  categoriesJson: sql<
    string | null
  >`(SELECT json_group_array(json_object('id', c.id, 'name', c.name, 'slug', c.slug,
      'parent_id', c.parent_id, 'type_id', c.type_id, 'position', c.position, 'img', c.img, 'group_id', c.group_id))
    FROM (SELECT c.* FROM event_categories ec JOIN categories c ON c.id = ec.category_id WHERE ec.event_id = ${E.id}
      ORDER BY c.position, c.id) c)`.as('categories_json'),
  totalAttendees:
    sql<number>`(SELECT count(*) FROM event_attendees a WHERE a.event_id = ${E.id})`.as(
      'total_attendees',
    ),
  totalChildren:
    sql<number>`(SELECT count(*) FROM events ch WHERE ch.parent_id = ${E.id} AND ${visibleSql(viewer, 'ch')})`.as(
      'total_children',
    ),
  isAttending: (viewer.signedIn ? sql<number>`${attendingSql(viewer, E.id)}` : sql<number>`0`).as(
    'is_attending',
  ),
  userOrderJson: (viewer.signedIn
    ? sql<
        string | null
      >`(SELECT json_object('id', o.id, 'reference', o.reference, 'status', o.status, 'total_tickets', o.total_tickets,
        'ticket_id', o.ticket_id, 'subevent_ids', json(o.subevent_ids), 'total_cost_minor', o.total_cost_minor)
      FROM event_orders o WHERE o.event_id = ${E.id} AND o.user_id = ${viewer.id} AND o.status <> 'cancelled' LIMIT 1)`
    : sql<string | null>`NULL`
  ).as('user_order_json'),
  // Position in the ticket's queue: live entries (waiting or offered) that joined no later.
  waitlistJson: (viewer.signedIn
    ? sql<
        string | null
      >`(SELECT json_object('status', w.status, 'offer_expires_at', w.offer_expires_at, 'position',
        (SELECT count(*) FROM event_waitlist w2 WHERE w2.ticket_id = w.ticket_id AND w2.status IN ('waiting', 'offered') AND w2.id <= w.id))
      FROM event_waitlist w WHERE w.event_id = ${E.id} AND w.user_id = ${viewer.id} AND w.status IN ('waiting', 'offered') LIMIT 1)`
    : sql<string | null>`NULL`
  ).as('waitlist_json'),
  userJson: (relations.has('user') ? userJsonSql(E.userId) : sql<string | null>`NULL`).as(
    'user_json',
  ),
  parentJson: (relations.has('parent')
    ? sql<
        string | null
      >`(SELECT json_object('id', p.id, 'slug', p.slug, 'title', p.title) FROM events p WHERE p.id = ${E.parentId})`
    : sql<string | null>`NULL`
  ).as('parent_json'),
})

/** 'now' or an ISO date with an offset, as the UTC ISO text events are stored in. */
export const eventInstant = (value: string) =>
  (value === 'now' ? new Date() : new Date(value)).toISOString()

/**
 * Spec 02 §4: only approved events join visible lists. A list asked for without a status or a
 * member (the public list, the calendar, sub-events) shows approved events only, to owners and
 * managers too; owners find their others under My events (user_id), managers under the admin
 * screen (a status, or status=all).
 */
export const isPublicList = (query: Pick<ListEventsQuery, 'status' | 'user_id'>) =>
  query.status === undefined && query.user_id === undefined

/** The list's WHERE: visibility first, then the query's filters. */
export const listWhere = (viewer: Viewer, query: ListEventsQuery) => {
  const filters: (SQL | undefined)[] = [visibleSql(viewer)]
  if (isPublicList(query)) filters.push(eq(events.status, 'approved'))
  if (query.parent_id) filters.push(eq(events.parentId, query.parent_id))
  if (query.is_parent) filters.push(isNull(events.parentId))
  // Instants arrive as stored text (eventInstant), never 'now'.
  if (query.starts_at_from) filters.push(gte(events.startsAt, query.starts_at_from))
  if (query.starts_at_to) filters.push(lt(events.startsAt, query.starts_at_to))
  if (query.ends_at_from) filters.push(gte(events.endsAt, query.ends_at_from))
  if (query.ends_at_to) filters.push(lt(events.endsAt, query.ends_at_to))
  if (query.status && query.status !== 'all') filters.push(eq(events.status, query.status))
  if (query.user_id) filters.push(eq(events.userId, query.user_id))
  if (query.attending) filters.push(viewer.signedIn ? attendingSql(viewer, E.id) : sql`0`)
  const categoryIds = [...new Set([...(query.categories ?? []), ...(query['categories[]'] ?? [])])]
  if (categoryIds.length > 0) {
    // Validated integers, inlined: D1 allows 100 bound parameters per statement.
    filters.push(
      sql`EXISTS (SELECT 1 FROM event_categories ec WHERE ec.event_id = ${E.id} AND ec.category_id IN (${sql.raw(categoryIds.join(','))}))`,
    )
  }
  if (query.q) {
    filters.push(or(containsText(events.title, query.q), containsText(events.excerpt, query.q)))
  }
  return and(...filters)
}

export const listOrder = (order: 'asc' | 'desc') =>
  order === 'desc'
    ? [desc(events.startsAt), desc(events.id)]
    : [asc(events.startsAt), asc(events.id)]

/**
 * One page of events, its total and the visible sub-events of that page (for with=children), for
 * the reader whose session token hash is `tokenHash` (null: a visitor).
 */
export const listEventsStatements = (
  db: Db,
  tokenHash: string | null,
  query: ListEventsQuery,
  relations: ReadonlySet<EventRelation>,
) => {
  const reader = readerOf(db, tokenHash)
  const { viewer } = reader
  const where = listWhere(viewer, query)
  const pageIds = selectEvents(db, reader, { id: events.id }, false)
    .where(where)
    .orderBy(...listOrder(query.order))
    .limit(literalLimit(query.perPage))
    .offset(literalLimit(query.offset))
  return {
    // The page's ids first, then the derived columns for those rows only: selecting them straight
    // off the filtered rows would compute every subquery for every match before sorting.
    rows: selectEvents(db, reader, eventColumns(viewer, relations))
      .where(sql`${events.id} IN ${pageIds}`)
      .orderBy(...listOrder(query.order)),
    // The page's one-row statement also carries the currency its prices are written in.
    total: selectEvents(db, reader, {
      total: sql<number>`count(*)`,
      currencyJson: settingJsonSql('currency_symbol'),
    }).where(where),
    // The visible sub-events of the page (with=children; the caller batches it only then).
    children: selectEvents(db, reader, eventColumns(viewer, new Set()))
      .where(
        and(
          sql`${events.parentId} IN ${pageIds}`,
          visibleSql(viewer),
          isPublicList(query) ? eq(events.status, 'approved') : undefined,
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id)),
  }
}

/** How a single event is asked for: `42` is an id, anything else a slug. */
export type EventKey = { id: number } | { slug: string }

export const eventKeyOf = (key: string): EventKey =>
  /^\d+$/.test(key) ? { id: Number(key) } : { slug: key }

const keyMatch = (key: EventKey, alias?: string) => {
  if (alias)
    return 'id' in key
      ? sql`${col(alias, 'id')} = ${key.id}`
      : sql`${col(alias, 'slug')} = ${key.slug}`
  return 'id' in key ? eq(events.id, key.id) : eq(events.slug, key.slug)
}

/**
 * One event (when visible) with, when asked for and not hidden from this reader, its attendees as
 * one JSON column; then, with=children, its visible sub-events in start order: ONE statement whose
 * first row is the event (none when it is missing or hidden) and whose other rows are its
 * sub-events, read with the same derived columns. Local D1 prepares every statement afresh, and
 * the sub-events' own statement (the derived columns written out a second time) cost 0.24 ms of
 * SQLite to prepare for an event that has none, plus a statement's trip through D1's executor.
 * The event's own extras (attendees) are NULL on a sub-event's row; the rest is ignored there.
 */
export const getEventStatements = (
  db: Db,
  tokenHash: string | null,
  key: EventKey,
  relations: ReadonlySet<EventRelation>,
) => {
  const reader = readerOf(db, tokenHash)
  const { viewer } = reader
  const isEvent = keyMatch(key)
  const visibleEvent = sql`(SELECT e.id FROM events e WHERE ${keyMatch(key, 'e')} AND ${visibleSql(viewer, 'e')})`
  // Attendees are hidden (settings.hide_attendees) from all but managers and the owner; addresses
  // are for managers and the attendee themselves.
  const attendeesShown = sql`(coalesce(json_extract(${col('events', 'settings')}, '$.hide_attendees'), 0) = 0
    OR ${viewer.manages} OR ${E.userId} = ${viewer.id})`
  return {
    rows: selectEvents(db, reader, {
      ...eventColumns(viewer, relations),
      // The currency its prices (and its sub-events') are written in: no statement of its own.
      currencyJson: settingJsonSql('currency_symbol').as('currency_json'),
      // Its like button and comment count read these, not requests of their own (issue 11).
      ...engagementColumnsSql('event', E.id, viewer.id),
      attendeesJson: (relations.has('attendees')
        ? attendeesJsonSql(
            sql`CASE WHEN ${isEvent} AND ${attendeesShown} THEN ${E.id} END`,
            sql`(${viewer.manages} OR a.user_id = ${viewer.id})`,
            999,
          )
        : sql<string | null>`NULL`
      ).as('attendees_json'),
    })
      .where(
        and(
          relations.has('children')
            ? sql`(${isEvent} OR ${events.parentId} = ${visibleEvent})`
            : isEvent,
          visibleSql(viewer),
        ),
      )
      .orderBy(sql`${isEvent} DESC`, asc(events.startsAt), asc(events.id)),
  }
}

/** Editor input → stored columns, and the set-based inserts of tickets and categories. */

/** The columns an editor may set; fields left out stay undefined (drizzle leaves them alone). */
export const eventFieldValues = (input: UpdateEventInput) => ({
  title: input.title,
  excerpt: input.excerpt,
  description: input.description,
  information: input.information,
  img: input.img,
  link: input.link,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  private: input.private,
  address: input.address,
  latlng: input.latlng,
  contactables: input.contactables,
  settings: input.settings,
  customAttrs: input.custom_attrs,
  paymentRequired: input.payment_required,
  ticketingManagedExternally: input.ticketing_managed_externally,
  groupId: input.group_id,
  pollId: input.poll_id,
  parentId: input.parent_id,
})

export const insertCategoriesStatement = (db: Db, eventIds: SQL, categoryIds: number[]) =>
  db
    .insert(eventCategories)
    .select(
      sql`SELECT ev.id, c.value FROM (${eventIds}) ev CROSS JOIN json_each(${JSON.stringify(categoryIds)}) c`,
    )

/** Did a write break a CHECK constraint (e.g. seats below those booked)? */
export const isCheckViolation = (error: unknown) => {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if (String(e instanceof Error ? e.message : e).includes('CHECK constraint failed')) return true
  }
  return false
}

/** Event slugs come from the title: 'summer-social', then 'summer-social-2', '-3'… */
export const eventSlugBase = (title: string) => slugBase(title, 'event')

/** The statement reading every slug an event titled `base` could collide with (for a batch). */
export const takenSlugsQuery = (db: Db, base: string) =>
  db.select({ slug: events.slug }).from(events).where(slugCollisions(events.slug, base))

/**
 * Creating an event: it waits for approval (admins are told) unless a manager chooses its status
 * or its author keeps it a draft. A repeat writes one row per occurrence, each with its own
 * tickets — all in one batch, so a failure leaves nothing half-written.
 */

const recipientColumns = {
  id: users.id,
  email: users.email,
  forename: users.forename,
  surname: users.surname,
}

export const adminsQuery = (db: Db) =>
  db
    .select(recipientColumns)
    .from(users)
    .where(and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, 1)))
