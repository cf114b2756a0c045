import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { forumCategories, forumThreads } from '../db/schema'
import { listEventsStatements, visibleSql, type Viewer } from '../events/events.queries'
import type { ListEventsQuery } from '../events/events.schemas'
import { categoryAccessibleSql, threadVisibleSql, type ForumViewer } from '../forum/forum.policy'
import { literalLimit } from '../lib/paging'
import { settingJsonSql } from '../settings/setting-from'
import { featuredJsonSql } from './home-featured.queries'
import {
  HOME_EVENTS,
  HOME_NEW_REPLY_THREADS,
  HOME_NOTIFICATIONS,
  HOME_THREADS,
} from './home.schemas'

/**
 * The home page's reads as statements for one db.batch. Who may see what is the events and forum
 * domains' own SQL (visibleSql through the events list, threadVisibleSql and
 * categoryAccessibleSql), so the page shows exactly what those lists would.
 */

/** The public events list's first page (top-level events not yet over, soonest first). */
export const upcomingEventsQuery = (db: Db, viewer: Viewer, now: string) => {
  const query: ListEventsQuery = {
    page: 1,
    perPage: HOME_EVENTS,
    offset: 0,
    is_parent: true,
    ends_at_from: now,
    order: 'asc',
  }
  return listEventsStatements(db, viewer, query, new Set()).rows
}

/** A thread in a home list; correlated subqueries name the outer row in full. */
const threadColumns = {
  id: forumThreads.id,
  title: forumThreads.title,
  slug: forumThreads.slug,
  isSticky: forumThreads.isSticky,
  totalReplies: forumThreads.totalReplies,
  lastActivityAt: forumThreads.lastActivityAt,
  createdAt: forumThreads.createdAt,
  categoryJson: sql<string>`json_object('id', ${forumCategories.id}, 'name', ${forumCategories.name}, 'slug', ${forumCategories.slug})`,
  userJson: sql<
    string | null
  >`(SELECT json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img)
    FROM users u WHERE u.id = ${forumThreads.userId})`,
  imgPath: sql<
    string | null
  >`(SELECT up.path FROM forum_attachments fa JOIN uploads up ON up.id = fa.upload_id
    WHERE fa.forum_thread_id = ${forumThreads.id} AND fa.forum_reply_id IS NULL AND up.category = 'images'
    ORDER BY fa.position LIMIT 1)`,
}

const threadsWithCategory = (db: Db) =>
  db
    .select(threadColumns)
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.forumCategoryId))

const readable = (viewer: ForumViewer) =>
  and(threadVisibleSql(viewer), categoryAccessibleSql(viewer))

/** The latest discussions the viewer may read, by last activity. */
export const latestThreadsQuery = (db: Db, viewer: ForumViewer) =>
  threadsWithCategory(db)
    .where(readable(viewer))
    .orderBy(desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(literalLimit(HOME_THREADS))

/**
 * When "new" starts for the member: the end of their previous visit (users.previous_visit_at),
 * or when they joined if they have not come back since.
 */
const sinceSql = (viewer: ForumViewer) =>
  sql`(SELECT coalesce(su.previous_visit_at, su.created_at) FROM users su WHERE su.id = ${viewer.id})`

/** Replies by others than the member, since `since`, in the outer thread. */
const newRepliesOf = (viewer: ForumViewer, since: SQL) =>
  sql`FROM forum_replies nr WHERE nr.forum_thread_id = ${forumThreads.id} AND nr.created_at > ${since}
    AND nr.user_id IS NOT ${viewer.id}`

/** Readable threads with replies from others since the member's previous visit, newest first. */
export const newRepliesQuery = (db: Db, viewer: ForumViewer) => {
  const since = sinceSql(viewer)
  return db
    .select({
      ...threadColumns,
      since: sql<string | null>`${since}`.as('since'),
      newReplies: sql<number>`(SELECT count(*) ${newRepliesOf(viewer, since)})`.as('new_replies'),
    })
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.forumCategoryId))
    .where(
      and(
        readable(viewer),
        sql`${forumThreads.lastActivityAt} > ${since}`,
        sql`EXISTS (SELECT 1 ${newRepliesOf(viewer, since)})`,
      ),
    )
    .orderBy(desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(literalLimit(HOME_NEW_REPLY_THREADS))
}

/**
 * The member's next booking as one JSON object (or NULL): a live order for a visible event not yet
 * over, soonest first. A column of the member's summary row, so it costs no statement of its own.
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
      ORDER BY created_at DESC, id DESC LIMIT ${literalLimit(HOME_NOTIFICATIONS)}) n)`

/**
 * The summary row: member count, the currency prices are written in, the switches of the areas
 * shown and, for a member, their next ticket, latest notifications and unread count (the bell's),
 * so those cost no statement of their own.
 */
export const homeSummaryQuery = (
  db: Db,
  member: { viewer: Viewer; userId: SQL; now: string; tokenHash: string } | null,
) =>
  db
    .select({
      memberCount: sql<number>`(SELECT coalesce(sum(total), 0) FROM user_status_counts WHERE is_active = 1)`,
      currencyJson: settingJsonSql('currency_symbol'),
      featuresJson: settingJsonSql('features'),
      forumActiveJson: settingJsonSql('is_forum_active'),
      tilesJson: settingJsonSql('featured_tiles'),
      featuredJson: featuredJsonSql(member ? member.tokenHash : null).as('featured_json'),
      // Aliased: D1 names a column by its text, and a column named "0" would sort first among
      // the row's keys and shift every value drizzle maps by position.
      nextTicketJson: (member
        ? nextTicketJsonSql(member.viewer, member.now)
        : sql<string | null>`NULL`
      ).as('next_ticket_json'),
      notificationsJson: (member
        ? latestNotificationsJsonSql(member.userId)
        : sql<string | null>`NULL`
      ).as('notifications_json'),
      unreadNotifications: (member
        ? sql<number>`(SELECT count(*) FROM notifications WHERE user_id = ${member.userId} AND read_at IS NULL)`
        : sql<number>`0`
      ).as('unread_notifications'),
    })
    .from(sql`(SELECT 1)`)
