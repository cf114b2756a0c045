import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { visibleSql as eventVisibleSql } from '../events/events.queries'
import { forumViewerOfUser, threadReadableSql } from '../forum/forum.policy'
import { sqlInt } from '../lib/paging'
import { rawAll } from '../lib/raw-sql'
import { viewerOfUser } from '../lib/viewer-sql'
import { DIGEST_KIND } from './digest.schemas'

/**
 * The digest's statements. Members are taken in groups (`claimDueStatement`), then everything one
 * group's emails say is read in one statement (`contentStatement`): no query per member.
 */

/** How many items of a kind an email lists; the rest is a count and a link. */
export const ITEMS_SHOWN = 5

/**
 * Takes up to `limit` members due a digest on the London day `today` and records that they were
 * taken, in ONE statement, so two overlapping runs never both mail a member: active members
 * whose email choice allows it (a stored "off" counts while the digest's template lets members
 * turn it off) and who were not taken today. Nothing is taken while the template is inactive.
 * Returns their ids.
 */
export const claimDueStatement = (db: Db, today: string, limit: number) =>
  rawAll<{ user_id: number }>(
    db,
    sql`INSERT INTO email_digests (user_id, checked_on)
      SELECT u.id, ${today} FROM users u LEFT JOIN email_digests d ON d.user_id = u.id
      WHERE u.is_active = 1 AND (d.checked_on IS NULL OR d.checked_on < ${today})
        AND EXISTS (SELECT 1 FROM email_templates et WHERE et.key = ${DIGEST_KIND} AND et.active = 1)
        AND NOT (coalesce((SELECT et.can_disable FROM email_templates et WHERE et.key = ${DIGEST_KIND}), 1) = 1
          AND EXISTS (SELECT 1 FROM notification_preferences np
            WHERE np.user_id = u.id AND np.notification = ${DIGEST_KIND} AND np.email = 0))
      ORDER BY u.id LIMIT ${sqlInt(limit)}
      ON CONFLICT (user_id) DO UPDATE SET checked_on = excluded.checked_on
      RETURNING user_id`,
  )

export type DigestWindow = {
  /** Now, as ISO: events must start after it. */
  now: string
  /** The earliest start of the window: a member's first digest looks back a day. */
  dayAgo: string
  /** The window never reaches further back than a week, however long since the last digest. */
  weekAgo: string
}

export type ContentSwitches = { forum: boolean; events: boolean }

/**
 * For each member in `ids` (taken by the job, or an admin previewing): who they are, since when
 * their digest counts (their last digest, a
 * day back for a first one, never before they joined nor more than a week back), and what is new
 * since then that they may see: public threads in forum categories open to them, approved
 * top-level events to come that were published since, each as JSON of the first ITEMS_SHOWN and a
 * count, both left out by others' switches; and their unread notifications and messages that
 * arrived in the window. Their own threads and events are not news to them.
 */
export const contentStatement = (
  db: Db,
  ids: readonly number[],
  window: DigestWindow,
  switches: ContentSwitches,
) => {
  const member = sql.raw('due.id')
  const forum = forumViewerOfUser(member)
  const events = viewerOfUser(member, ['events.manage'])
  const newThreads = sql`FROM forum_threads t
    WHERE t.last_activity_at > due.since AND t.created_at > due.since AND t.private = 0
      AND t.user_id IS NOT due.id AND ${threadReadableSql(forum, 't')}`
  const newEvents = sql`FROM events e
    WHERE e.status = 'approved' AND e.parent_id IS NULL AND e.starts_at > ${window.now}
      AND coalesce(e.approved_at, e.created_at) > due.since AND e.user_id IS NOT due.id
      AND ${eventVisibleSql(events, 'e')}`
  const none = sql`'[]'`
  return rawAll<DigestContentRow>(
    db,
    sql`WITH due AS (
        SELECT u.id AS id, u.email AS email, u.forename AS forename, u.surname AS surname,
          max(coalesce(d.sent_at, ${window.dayAgo}), u.created_at, ${window.weekAgo}) AS since
        FROM users u LEFT JOIN email_digests d ON d.user_id = u.id
        WHERE u.id IN (SELECT value FROM json_each(${JSON.stringify(ids)})))
      SELECT due.id AS id, due.email AS email, due.forename AS forename, due.surname AS surname,
        due.since AS since,
        ${
          switches.forum
            ? sql`(SELECT json_group_array(json_object('title', n.title, 'category', n.category,
                'slug', n.slug, 'replies', n.total_replies)) FROM (
                SELECT t.title, t.slug, t.total_replies,
                  (SELECT fc.slug FROM forum_categories fc WHERE fc.id = t.forum_category_id) AS category
                ${newThreads} ORDER BY t.created_at DESC LIMIT ${sqlInt(ITEMS_SHOWN)}) n)`
            : none
        } AS threads,
        ${switches.forum ? sql`(SELECT count(*) ${newThreads})` : sql`0`} AS thread_count,
        ${
          switches.events
            ? sql`(SELECT json_group_array(json_object('title', n.title, 'slug', n.slug,
                'starts_at', n.starts_at)) FROM (
                SELECT e.title, e.slug, e.starts_at ${newEvents}
                ORDER BY e.starts_at LIMIT ${sqlInt(ITEMS_SHOWN)}) n)`
            : none
        } AS events,
        ${switches.events ? sql`(SELECT count(*) ${newEvents})` : sql`0`} AS event_count,
        (SELECT count(*) FROM notifications nt WHERE nt.user_id = due.id AND nt.read_at IS NULL
          AND nt.created_at > due.since) AS notifications,
        (SELECT coalesce(sum(m.unread_count), 0) FROM message_thread_users m
          WHERE m.user_id = due.id AND m.last_post_at > due.since) AS messages
      FROM due ORDER BY due.id`,
  )
}

export type DigestContentRow = {
  id: number
  email: string
  forename: string
  surname: string
  since: string
  threads: string
  thread_count: number
  events: string
  event_count: number
  notifications: number
  messages: number
}

/** The members who were mailed: their next digest counts from `sentAt`. */
export const markSentStatement = (db: Db, ids: readonly number[], sentAt: string) =>
  rawAll<{ user_id: number }>(
    db,
    sql`UPDATE email_digests SET sent_at = ${sentAt}
      WHERE user_id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) RETURNING user_id`,
  )
