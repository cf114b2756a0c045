import type { BatchItem } from 'drizzle-orm/batch'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Deps } from '../lib/deps'
import { forumAttachments } from '../db/schema'
import { invalid } from '../lib/errors'
import { fileSrc, formatFilesize } from '../uploads/upload-resource'
import type { ForumFile, UploadFiles } from './forum.schemas'

/**
 * Attachments of threads and replies (forum_attachments): checking the ids a member sends, the
 * statements that attach them in the same batch as the post, and the grouped files of a post.
 * OWNED BY the threads helper; the replies helper uses these three functions.
 */

export const ATTACH_OWN_FILES = 'Attach files you uploaded to the forum'
export const ATTACHED_ELSEWHERE = 'That file is attached to another post'

/** Validated positive integers as a JSON array: one bound parameter whatever the count. */
const idsJson = (ids: readonly number[]) => JSON.stringify([...new Set(ids)])

type AttachableRow = {
  id: number
  userId: number | null
  kind: string
  threadId: number | null
  replyId: number | null
}

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
  const rows =
    await db.all<AttachableRow>(sql`SELECT up.id AS id, up.user_id AS userId, up.kind AS kind,
      fa.forum_thread_id AS threadId, fa.forum_reply_id AS replyId
    FROM uploads up LEFT JOIN forum_attachments fa ON fa.upload_id = up.id
    WHERE up.id IN (SELECT value FROM json_each(${idsJson(uploadIds)}))`)
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

/**
 * Statements (for a db.batch) that make `uploadIds` exactly the attachments of a post. For a new
 * post whose id is not known yet, pass SQL selecting it (e.g. last_insert_rowid()).
 */
export const attachStatements = (
  db: Db,
  post: { forumThreadId: number | SQL; forumReplyId: number | SQL | null },
  uploadIds: readonly number[],
): BatchItem<'sqlite'>[] => {
  const ids = idsJson(uploadIds)
  const ofPost =
    post.forumReplyId === null
      ? sql`${forumAttachments.forumThreadId} = ${post.forumThreadId} AND ${forumAttachments.forumReplyId} IS NULL`
      : sql`${forumAttachments.forumReplyId} = ${post.forumReplyId}`
  // Query builders, not db.run: drizzle 0.45 cannot batch raw SQL that has bound parameters.
  const detach = db
    .delete(forumAttachments)
    .where(
      sql`${ofPost} AND ${forumAttachments.uploadId} NOT IN (SELECT value FROM json_each(${ids}))`,
    )
  if (uploadIds.length === 0) return [detach]
  // `WHERE true` keeps SQLite from reading ON CONFLICT as part of the SELECT's join.
  const attach = db
    .insert(forumAttachments)
    .select(
      sql`SELECT j.value, ${post.forumThreadId}, ${post.forumReplyId}, j.key FROM json_each(${ids}) j WHERE true`,
    )
    .onConflictDoUpdate({
      target: forumAttachments.uploadId,
      set: {
        forumThreadId: sql`excluded.forum_thread_id`,
        forumReplyId: sql`excluded.forum_reply_id`,
        position: sql`excluded.position`,
      },
    })
  return [detach, attach]
}

/**
 * SQL giving a JSON array of a post's attachments ({id, path, category, mime, client_filename,
 * filesize}) for a select column; `toUploadFiles` turns it into the grouped resource.
 * Without a reply column it is the thread's own attachments (not its replies').
 */
export const attachmentsJsonSql = (threadIdColumn: string, replyIdColumn: string | null): SQL => {
  const ofPost =
    replyIdColumn === null
      ? sql`fa.forum_thread_id = ${sql.raw(threadIdColumn)} AND fa.forum_reply_id IS NULL`
      : sql`fa.forum_reply_id = ${sql.raw(replyIdColumn)}`
  return sql`(SELECT json_group_array(json_object('id', a.id, 'path', a.path, 'category', a.category, 'mime', a.mime,
      'client_filename', a.client_filename, 'filesize', a.filesize))
    FROM (SELECT up.id, up.path, up.category, up.mime, up.client_filename, up.filesize
      FROM forum_attachments fa JOIN uploads up ON up.id = fa.upload_id WHERE ${ofPost} ORDER BY fa.position, up.id) a)`
}

type RawAttachment = {
  id: number
  path: string
  category: string
  mime: string
  client_filename: string
  filesize: number
}

const emptyFiles = (): UploadFiles => ({ images: [], audio: [], documents: [], videos: [] })

const isCategory = (category: string): category is keyof UploadFiles =>
  category === 'images' || category === 'audio' || category === 'documents' || category === 'videos'

export const toUploadFiles = (
  json: string | null,
): { uploads: number[]; upload_files: UploadFiles } => {
  const rows = json ? (JSON.parse(json) as RawAttachment[]) : []
  const files = emptyFiles()
  for (const row of rows) {
    const file: ForumFile = {
      id: row.id,
      path: row.path,
      src: fileSrc(row.path),
      mime: row.mime,
      client_filename: row.client_filename,
      filesize: row.filesize,
      filesize_formatted: formatFilesize(row.filesize),
    }
    if (isCategory(row.category)) files[row.category].push(file)
  }
  return { uploads: rows.map((r) => r.id), upload_files: files }
}

/** After a batch deleted attached files' rows: their objects, best effort (an orphan object is never served). */
export const removeObjects = async (deps: Deps, paths: string[]) => {
  if (paths.length === 0) return
  await deps.env.UPLOADS.delete(paths).catch((error: unknown) =>
    console.error('forum file clean-up failed', error),
  )
}
