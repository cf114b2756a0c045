import type { Db } from '../db/client'
import type { Deps } from '../lib/deps'
import { invalid } from '../lib/errors'
import { attachableRowsQuery } from './forum-attachments.queries'

/**
 * Attachments of threads and replies (forum_attachments): checking the ids a member sends before
 * the write, and removing the objects of deleted files after it.
 */

export const ATTACH_OWN_FILES = 'Attach files you uploaded to the forum'
export const ATTACHED_ELSEWHERE = 'That file is attached to another post'

/**
 * Throws a 422 on `uploads` (spec messages) unless every id is an upload of the actor's with kind
 * 'forum' that is not attached elsewhere (or already attached to this same post when editing).
 */
export const checkAttachable = async (
  db: Db,
  actorId: number,
  uploadIds: readonly number[],
  post: { forumThreadId: number; forumReplyId: number | null } | null,
): Promise<void> => {
  if (uploadIds.length === 0) return
  const rows = await attachableRowsQuery(db, uploadIds)
  const byId = new Map(rows.map((r) => [r.id, r]))
  const messages = new Set<string>()
  for (const id of uploadIds) {
    const row = byId.get(id)
    // Kept as is on an edit (a moderator editing a member's post keeps the member's files).
    if (
      row &&
      post !== null &&
      row.threadId === post.forumThreadId &&
      row.replyId === post.forumReplyId
    )
      continue
    if (!row || row.userId !== actorId || row.kind !== 'forum') messages.add(ATTACH_OWN_FILES)
    else if (row.threadId !== null) messages.add(ATTACHED_ELSEWHERE)
  }
  if (messages.size > 0) throw invalid({ uploads: [...messages] })
}

/** After a batch deleted attached files' rows: their objects, best effort (an orphan object is never served). */
export const removeObjects = async (deps: Deps, paths: string[]) => {
  if (paths.length === 0) return
  await deps.env.UPLOADS.delete(paths).catch((error: unknown) =>
    console.error('forum file clean-up failed', error),
  )
}
