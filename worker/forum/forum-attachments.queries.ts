import type { BatchItem } from 'drizzle-orm/batch'
import { sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { forumAttachments } from '../db/schema'

/**
 * Attachments of threads and replies (forum_attachments) as statements: the uploads a member
 * sends, attaching them in the same batch as the post, and a post's files as JSON.
 */

/** Validated positive integers as a JSON array: one bound parameter whatever the count. */
const idsJson = (ids: readonly number[]) => JSON.stringify([...new Set(ids)])

type AttachableRow = {
  id: number
  userId: number | null
  kind: string
  threadId: number | null
  replyId: number | null
}

/** The uploads `uploadIds` with their owner, kind and the post they are attached to, if any. */
export const attachableRowsQuery = (db: Db, uploadIds: readonly number[]) =>
  db.all<AttachableRow>(sql`SELECT up.id AS id, up.user_id AS userId, up.kind AS kind,
      fa.forum_thread_id AS threadId, fa.forum_reply_id AS replyId
    FROM uploads up LEFT JOIN forum_attachments fa ON fa.upload_id = up.id
    WHERE up.id IN (SELECT value FROM json_each(${idsJson(uploadIds)}))`)

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

/** What attachmentsJsonSql builds. */
export const attachmentsJson = z.array(
  z.object({
    id: z.number(),
    path: z.string(),
    category: z.string(),
    mime: z.string(),
    client_filename: z.string(),
    filesize: z.number(),
  }),
)
