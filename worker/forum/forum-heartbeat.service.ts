import { sql } from 'drizzle-orm'
import type { Deps } from '../lib/deps'
import { forumViewerOf, threadReadableSql, assertForumOn } from './forum.policy'
import { col } from '../lib/sql-columns'
import { toReplyResource } from './forum-replies.resources'
import { replySelect } from './forum-replies.queries'
import { forumSwitchQuery } from './forum-settings.queries'
import type { ForumHeartbeat } from './forum-responses.schemas'

/**
 * The polling fallback (spec 01 §7): replies changed or deleted since a unix time; null when none.
 * One round trip: the switch, the changed replies of readable threads and the deleted ids.
 */

export const HEARTBEAT_MAX_REPLIES = 100

export const forumHeartbeat = async (
  deps: Deps,
  query: { since: number; forum_thread_id?: number | undefined },
): Promise<ForumHeartbeat | null> => {
  const { db, auth } = deps
  const viewer = forumViewerOf(auth.tokenHash)
  const now = Math.floor(Date.now() / 1000)
  // Stored times are ISO strings, which compare as text in time order.
  const since = new Date(query.since * 1000).toISOString()
  const threadId = query.forum_thread_id
  const inThread = (column: string) =>
    threadId === undefined ? sql`1` : sql`${sql.raw(column)} = ${threadId}`
  const [switchRows, rows, deleted] = await db.batch([
    forumSwitchQuery(db),
    replySelect(
      db,
      viewer,
      sql`r.updated_at > ${since} AND ${inThread('r.forum_thread_id')}`,
      sql`r.updated_at, r.id`,
      HEARTBEAT_MAX_REPLIES,
    ),
    db
      .select({ reply_id: col<number>('d.reply_id') })
      .from(sql`forum_deleted_replies d`)
      .where(
        sql`d.deleted_at > ${since} AND ${inThread('d.forum_thread_id')}
        AND EXISTS (SELECT 1 FROM forum_threads t WHERE t.id = d.forum_thread_id AND ${threadReadableSql(viewer, 't')})`,
      )
      .orderBy(sql`d.deleted_at, d.reply_id`),
  ])
  assertForumOn(switchRows, auth.current())
  if (rows.length === 0 && deleted.length === 0) return null
  // A full page may leave later changes behind: the next poll starts from the last reply shown
  // (it may repeat a few, which the page applies idempotently) instead of from now.
  const last = rows.at(-1)
  const time =
    rows.length === HEARTBEAT_MAX_REPLIES && last
      ? Math.floor(Date.parse(last.updated_at) / 1000)
      : now
  return {
    replies: rows.map(toReplyResource),
    deleted_reply_ids: deleted.map((d) => d.reply_id),
    time,
  }
}
