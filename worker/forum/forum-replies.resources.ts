import type { ReplyRow } from './forum-replies.queries'
import { toForumUser, toMentionEntities, toUploadFiles } from './forum.resources'
import type { ForumReplyResource } from './forum-responses.schemas'

/** Reply rows (replySelect) as the API shows them; shared by replies, heartbeat and the thread page. */

export const toReplyResource = (row: ReplyRow): ForumReplyResource => ({
  id: row.id,
  body: row.body,
  entities: toMentionEntities(row.entities_json),
  parent_id: row.parent_id,
  forum_thread_id: row.forum_thread_id,
  user_id: row.user_id,
  user: toForumUser(row.user_json),
  ...toUploadFiles(row.files_json),
  user_liked: row.user_liked ?? 0,
  total_likes: row.total_likes,
  created_at: row.created_at,
  last_edited_at: row.last_edited_at,
  updated_at: row.updated_at,
})

/** Top-level rows with their children attached (oldest first), as lists show them. */
/**
 * A page's top-level replies and their children, read by one statement (pageReplySelect): the
 * rows without a parent are the page, in order, each with its own children.
 */
export const pageWithChildren = (rows: ReplyRow[]): ForumReplyResource[] =>
  withChildren(
    rows.filter((r) => r.parent_id === null),
    rows.filter((r) => r.parent_id !== null),
  )

export const withChildren = (rows: ReplyRow[], childRows: ReplyRow[]): ForumReplyResource[] => {
  const byParent = new Map<number, ForumReplyResource[]>()
  for (const child of childRows) {
    if (child.parent_id === null) continue
    const list = byParent.get(child.parent_id) ?? []
    list.push(toReplyResource(child))
    byParent.set(child.parent_id, list)
  }
  return rows.map((row) => ({ ...toReplyResource(row), children: byParent.get(row.id) ?? [] }))
}
