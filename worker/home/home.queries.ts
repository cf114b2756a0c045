import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ITEM_TYPES } from '../content/item-types'
import { listOrder, listWhere, visibleSql, type Viewer } from '../events/events.queries'
import type { ListEventsQuery } from '../events/events.schemas'
import {
  categoryAccessibleSql,
  FORUM_MANAGER_KEYS,
  threadVisibleSql,
  type ForumViewer,
} from '../forum/forum.policy'
import { sqlInt } from '../lib/paging'
import { viewerAreasRowSql, viewerOfRow } from '../lib/viewer-sql'
import { settingJsonSql } from '../settings/setting-from'
import { featuredJsonSql, type FeaturedType } from './home-featured.queries'
import {
  HOME_EVENTS,
  HOME_NEW_REPLY_THREADS,
  HOME_NOTIFICATIONS,
  HOME_THREADS,
} from './home.schemas'

/**
 * The home page's reads as ONE statement (one row), for the db.batch the session rows ride in.
 * Who may see what is the events and forum domains' own SQL (the events list's listWhere and
 * listOrder, threadVisibleSql and categoryAccessibleSql, the registry's readableSql), so the page
 * shows exactly what those lists would.
 *
 * Why one statement, each list one JSON column (bench `--profile` and the statements timed in
 * SQLite on the bench's seeded data, GET /api/home as the member): local D1 prepares every
 * statement afresh, and preparing was most of the page's SQLite time. The four statements this
 * replaced (summary, events, threads, new replies) were 22 KB of SQL, the viewer's session
 * subqueries written out ~40 times (viewerOfSession in every visibility rule), and the events read
 * the events list's full rows (tickets, waitlist, order, children: 5.7 KB of row) for a card of a
 * dozen fields: 1.15 ms to prepare and 0.21 ms to run, plus each statement's fixed cost in D1 and
 * in the worker. Here the reader is worked out once (`v`), each area's rules read its columns, and
 * only what the page shows is selected: 12 KB, 0.60 ms to prepare and 0.18 ms to run. The answer
 * is byte for byte what the four statements gave.
 */

/** The manage keys of each area the statement reads, one column of the viewer row each. */
const AREAS = {
  events: ITEM_TYPES.event.manageKeys,
  news: ITEM_TYPES.news.manageKeys,
  resource: ITEM_TYPES.resource.manageKeys,
  poll: ITEM_TYPES.poll.manageKeys,
  promotion: ITEM_TYPES.promotion.manageKeys,
  member: ITEM_TYPES.member.manageKeys,
  forum: FORUM_MANAGER_KEYS,
} as const satisfies Record<string, readonly string[]>

/** The reader's viewer for an area's rules: columns of the statement's viewer row `v`. */
const viewerIn = (signedIn: boolean, area: keyof typeof AREAS): Viewer =>
  viewerOfRow('v', signedIn, area)

const FEATURED_AREA = {
  event: 'events',
  news: 'news',
  resource: 'resource',
  poll: 'poll',
  promotion: 'promotion',
  member: 'member',
} as const satisfies Record<FeaturedType, keyof typeof AREAS>

/**
 * The reader's row: id, a manage flag per area, and where "new" starts for the member: the end of
 * their previous visit (users.previous_visit_at), or when they joined if they have not come back
 * since. An aggregate, so SQLite reads it once rather than substituting it into every rule.
 */
const viewerSql = (tokenHash: string | null) =>
  sql`(${viewerAreasRowSql(tokenHash, AREAS, {
    since: sql`coalesce(u.previous_visit_at, u.created_at)`,
  })}) v`

/** A JSON array of `item` for each of `rows` (`r`: a LIMITed, ordered subquery), in that order. */
const jsonListSql = (item: SQL, rows: SQL) =>
  sql`(SELECT json_group_array(${item}) FROM (${rows}) r)`

/**
 * The public events list's first page (top-level events not yet over, soonest first) as card JSON:
 * the page's rows first, then each card's derived fields (ticket aggregates, categories, the
 * reader's booking or attendance) for those rows only.
 */
const upcomingEventsJsonSql = (viewer: Viewer, now: string) => {
  const query: ListEventsQuery = {
    page: 1,
    perPage: HOME_EVENTS,
    offset: 0,
    is_parent: true,
    ends_at_from: now,
    order: 'asc',
  }
  const page = sql`SELECT events.id, events.slug, events.title, events.excerpt, events.img, events.starts_at,
      events.ends_at, events.address FROM events WHERE ${listWhere(viewer, query)}
    ORDER BY ${sql.join(listOrder('asc'), sql`, `)} LIMIT ${sqlInt(HOME_EVENTS)}`
  // The events list's stats and categories (events.queries.ts eventColumns), for a card.
  const card = sql`json_object('id', r.id, 'slug', r.slug, 'title', r.title, 'excerpt', r.excerpt, 'img', r.img,
      'starts_at', r.starts_at, 'ends_at', r.ends_at, 'address', json(r.address),
      'stats', json((SELECT json_array(min(t.price_minor), coalesce(max(t.no_limit), 0),
          coalesce(sum(CASE WHEN t.no_limit = 0 THEN max(t.total_available - t.total_redeemed - t.total_held, 0) ELSE 0 END), 0))
        FROM event_tickets t WHERE t.event_id = r.id)),
      'categories', json((SELECT json_group_array(json_object('id', c.id, 'name', c.name, 'slug', c.slug,
          'parent_id', c.parent_id, 'type_id', c.type_id, 'position', c.position, 'img', c.img, 'group_id', c.group_id))
        FROM (SELECT c.* FROM event_categories ec JOIN categories c ON c.id = ec.category_id WHERE ec.event_id = r.id
          ORDER BY c.position, c.id) c)),
      'attending', ${
        viewer.signedIn
          ? sql`(EXISTS (SELECT 1 FROM event_orders o WHERE o.event_id = r.id AND o.user_id = ${viewer.id} AND o.status <> 'cancelled')
        OR EXISTS (SELECT 1 FROM event_attendees a WHERE a.event_id = r.id AND a.user_id = ${viewer.id}))`
          : sql`0`
      })`
  return jsonListSql(card, page)
}

/**
 * A thread of a home list as JSON (the page's columns, its category, author and first picture).
 * json() around each subquery: a JSON value's subtype does not survive a subquery.
 */
const threadJsonSql = (extra: SQL = sql``) =>
  sql`json_object('id', r.id, 'title', r.title, 'slug', r.slug,
      'category', json_object('id', r.category_id, 'name', r.category_name, 'slug', r.category_slug),
      'user', json((SELECT json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img)
        FROM users u WHERE u.id = r.user_id)),
      'img', (SELECT up.path FROM forum_attachments fa JOIN uploads up ON up.id = fa.upload_id
        WHERE fa.forum_thread_id = r.id AND fa.forum_reply_id IS NULL AND up.category = 'images'
        ORDER BY fa.position LIMIT 1),
      'is_sticky', r.is_sticky, 'total_replies', r.total_replies, 'last_activity_at', r.last_activity_at,
      'created_at', r.created_at${extra})`

/** Readable threads matching `where`, latest activity first, with their category's columns. */
const threadsPageSql = (viewer: ForumViewer, where: SQL, limit: number, extra: SQL = sql``) =>
  sql`SELECT forum_threads.id, forum_threads.title, forum_threads.slug, forum_threads.user_id,
      forum_threads.is_sticky, forum_threads.total_replies, forum_threads.last_activity_at,
      forum_threads.created_at, forum_categories.id AS category_id, forum_categories.name AS category_name,
      forum_categories.slug AS category_slug${extra}
    FROM forum_threads JOIN forum_categories ON forum_categories.id = forum_threads.forum_category_id
    WHERE ${threadVisibleSql(viewer)} AND ${categoryAccessibleSql(viewer)} AND ${where}
    ORDER BY forum_threads.last_activity_at DESC, forum_threads.id DESC LIMIT ${sqlInt(limit)}`

/** The latest discussions the viewer may read, by last activity. */
const latestThreadsJsonSql = (viewer: ForumViewer) =>
  jsonListSql(threadJsonSql(), threadsPageSql(viewer, sql`1`, HOME_THREADS))

/** Replies by others than the member since their previous visit (`v.since`), in thread `threadId`. */
const newRepliesOf = (viewer: ForumViewer, threadId: SQL) =>
  sql`FROM forum_replies nr WHERE nr.forum_thread_id = ${threadId} AND nr.created_at > v.since
    AND nr.user_id IS NOT ${viewer.id}`

/** Readable threads with replies from others since the member's previous visit, newest first. */
const newRepliesJsonSql = (viewer: ForumViewer) =>
  jsonListSql(
    threadJsonSql(sql`, 'new_replies', r.new_replies`),
    threadsPageSql(
      viewer,
      sql`forum_threads.last_activity_at > v.since
        AND EXISTS (SELECT 1 ${newRepliesOf(viewer, sql`forum_threads.id`)})`,
      HOME_NEW_REPLY_THREADS,
      sql`, (SELECT count(*) ${newRepliesOf(viewer, sql`forum_threads.id`)}) AS new_replies`,
    ),
  )

/**
 * The member's next booking as one JSON object (or NULL): a live order for a visible event not yet
 * over, soonest first.
 */
const nextTicketJsonSql = (viewer: Viewer, now: string) =>
  sql<string | null>`(SELECT json_object('reference', o.reference, 'status', o.status,
      'total_tickets', o.total_tickets, 'ticket_label', t.label, 'event_id', events.id,
      'slug', events.slug, 'title', events.title, 'img', events.img, 'starts_at', events.starts_at,
      'ends_at', events.ends_at, 'address', json(events.address))
    FROM event_orders o JOIN events ON events.id = o.event_id JOIN event_tickets t ON t.id = o.ticket_id
    WHERE o.user_id = ${viewer.id} AND o.status <> 'cancelled' AND events.ends_at >= ${now}
      AND ${visibleSql(viewer)}
    ORDER BY events.starts_at, events.id LIMIT 1)`

/**
 * The member's latest notifications, newest first, as one JSON array of the bell's resources
 * (NotificationResource's keys), from the same index the bell's page reads.
 */
const latestNotificationsJsonSql = (userId: SQL) =>
  sql<string>`(SELECT json_group_array(json_object('id', n.id, 'kind', n.kind, 'title', n.title,
      'body', n.body, 'link', n.link, 'data', json(n.data), 'read_at', n.read_at,
      'created_at', n.created_at))
    FROM (SELECT * FROM notifications WHERE user_id = ${userId}
      ORDER BY created_at DESC, id DESC LIMIT ${sqlInt(HOME_NOTIFICATIONS)}) n)`

/**
 * The home's one row for `tokenHash` (a placeholder; null for a visitor): member count, the
 * currency prices are written in, the switches of the areas shown, the featured items, the events
 * and latest threads as JSON and, for a member, their next ticket, the threads with new replies,
 * their latest notifications and unread count (the bell's). Every column is aliased: D1 names a
 * column by its text, and a column named "0" would sort first among the row's keys and shift every
 * value drizzle maps by position.
 */
export const homeQuery = (db: Db, tokenHash: string | null, now: string) => {
  const signedIn = tokenHash !== null
  const events = viewerIn(signedIn, 'events')
  const forum = viewerIn(signedIn, 'forum')
  const member = <T>(column: SQL<T>) => (signedIn ? column : sql<T>`NULL`)
  return db
    .select({
      memberCount:
        sql<number>`(SELECT coalesce(sum(total), 0) FROM user_status_counts WHERE is_active = 1)`.as(
          'member_count',
        ),
      currencyJson: settingJsonSql('currency_symbol').as('currency_json'),
      featuresJson: settingJsonSql('features').as('features_json'),
      forumActiveJson: settingJsonSql('is_forum_active').as('forum_active_json'),
      tilesJson: settingJsonSql('featured_tiles').as('tiles_json'),
      featuredJson: featuredJsonSql((type) => viewerIn(signedIn, FEATURED_AREA[type])).as(
        'featured_json',
      ),
      eventsJson: sql<string>`${upcomingEventsJsonSql(events, now)}`.as('events_json'),
      threadsJson: sql<string>`${latestThreadsJsonSql(forum)}`.as('threads_json'),
      newRepliesJson: member(sql<string | null>`${newRepliesJsonSql(forum)}`).as(
        'new_replies_json',
      ),
      nextTicketJson: member(nextTicketJsonSql(events, now)).as('next_ticket_json'),
      notificationsJson: member(latestNotificationsJsonSql(sql`v.id`)).as('notifications_json'),
      unreadNotifications: (signedIn
        ? sql<number>`(SELECT count(*) FROM notifications WHERE user_id = v.id AND read_at IS NULL)`
        : sql<number>`0`
      ).as('unread_notifications'),
    })
    .from(viewerSql(tokenHash))
}

export type HomeRow = Awaited<ReturnType<typeof homeQuery>>[number]
