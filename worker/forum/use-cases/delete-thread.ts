import { eq, sql } from 'drizzle-orm'
import { forumCategories, forumLikes, forumReplies, forumThreads, uploads } from '../../db/schema'
import { afterAnswer, type Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import { canManageItem } from '../../lib/policy'
import { removeObjects } from '../forum-attachments.service'
import { publishToThread } from '../forum-live.service'
import { recheckLiveAccess } from '../../live/live-access'
import { liveRoomName } from '../../live/live-rooms'
import { forumViewerOf, threadReadableSql, assertForumOn } from '../forum.policy'
import { forumSwitchQuery } from '../forum-settings.queries'

/**
 * The thread's owner or forum-threads.manage; the category's counters drop with it. Its live room
 * hears `thread.deleted`, then its sockets are closed (nobody may read a thread that is gone).
 */
export const deleteThread = async (deps: Deps, id: number): Promise<{ id: number }> => {
  const { db, auth } = deps
  const viewer = forumViewerOf(auth.tokenHash)
  const [[thread], switchRows] = await db.batch([
    db
      .select({ id: forumThreads.id, userId: forumThreads.userId })
      .from(forumThreads)
      .where(sql`${forumThreads.id} = ${id} AND ${threadReadableSql(viewer)}`),
    forumSwitchQuery(db),
  ])
  const actor = await auth.load()
  assertForumOn(switchRows, actor)
  if (!thread) throw notFound()
  if (!canManageItem(actor, thread, 'forum-threads.manage')) throw forbidden()
  const [, , , files, deleted] = await db.batch([
    // The counters first, from the row as it is now (a reply that landed since the read counts too).
    db
      .update(forumCategories)
      .set({
        totalThreads: sql`max(${forumCategories.totalThreads} - 1, 0)`,
        totalReplies: sql`max(${forumCategories.totalReplies} - coalesce((SELECT t.total_replies FROM forum_threads t WHERE t.id = ${id}), 0), 0)`,
      })
      .where(
        sql`${forumCategories.id} = (SELECT t.forum_category_id FROM forum_threads t WHERE t.id = ${id})`,
      ),
    // Likes point at threads and replies without a foreign key: removed explicitly.
    db.delete(forumLikes)
      .where(sql`${forumLikes.forumObjectType} = 'reply' AND ${forumLikes.forumObjectId} IN
      (SELECT id FROM ${forumReplies} WHERE forum_thread_id = ${id})`),
    db
      .delete(forumLikes)
      .where(sql`${forumLikes.forumObjectType} = 'thread' AND ${forumLikes.forumObjectId} = ${id}`),
    // Its files (the thread's and its replies') go too: unattached, they would be served to anyone.
    db
      .delete(uploads)
      .where(
        sql`${uploads.id} IN (SELECT fa.upload_id FROM forum_attachments fa WHERE fa.forum_thread_id = ${id})`,
      )
      .returning({ path: uploads.path }),
    db.delete(forumThreads).where(eq(forumThreads.id, id)).returning({ id: forumThreads.id }),
  ])
  if (deleted.length === 0) throw notFound()
  await removeObjects(
    deps,
    files.map((f) => f.path),
  )
  await afterAnswer(
    deps,
    publishToThread(deps.env, id, { type: 'thread.deleted', forum_thread_id: id }).then(() =>
      recheckLiveAccess(deps, { rooms: [liveRoomName('forum-thread', id)] }),
    ),
  )
  return { id }
}
