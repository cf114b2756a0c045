import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { uploads } from '../db/schema'
import { ITEM_TYPES, viewerForType } from '../content/item-types'
import { forumViewerOf, threadReadableSql, type ForumViewer } from '../forum/forum.policy'

/** SQL for uploads: the row is the source of truth for what may be served or deleted. */

export type NewUpload = typeof uploads.$inferInsert

export const insertUpload = (db: Db, row: NewUpload) => db.insert(uploads).values(row).returning()

/** The row a file is served from, or none (a file without a row is never served). */
export const findUploadByPath = (db: Db, path: string) =>
  db
    .select({
      path: uploads.path,
      mime: uploads.mime,
      category: uploads.category,
      clientFilename: uploads.clientFilename,
    })
    .from(uploads)
    .where(eq(uploads.path, path))
    .get()

/** Kinds whose files are private until attached to something that says who may read them. */
const PRIVATE_UNTIL_ATTACHED = ['forum', 'message', 'resource-file']

/** The file is attached to a forum post. */
const forumAttachedSql = sql`EXISTS (SELECT 1 FROM forum_attachments fa WHERE fa.upload_id = ${sql.raw('uploads.id')})`
/** The file is attached to a forum post or to a resource (its Downloads). */
const attachedSql = sql`(${forumAttachedSql}
  OR EXISTS (SELECT 1 FROM post_uploads pu WHERE pu.upload_id = ${sql.raw('uploads.id')}))`

/**
 * Who may fetch a file: an attached forum file only readers of its thread, a resource's file only
 * readers of the resource; a forum, message or resource file not attached (being drafted, or left
 * behind by an edit or a deleted reply) only its uploader; anything else anyone.
 */
const servableSql = (viewer: ForumViewer, tokenHash: string | null) => {
  // A resource's files follow the resource: a group-gated one's only to the group's members.
  const resourceReader = viewerForType('resource', tokenHash)
  const readable = sql`(EXISTS (SELECT 1 FROM forum_attachments fa JOIN forum_threads ft ON ft.id = fa.forum_thread_id
    WHERE fa.upload_id = ${sql.raw('uploads.id')} AND ${threadReadableSql(viewer, 'ft')})
    OR EXISTS (SELECT 1 FROM post_uploads pu WHERE pu.upload_id = ${sql.raw('uploads.id')}
      AND ${ITEM_TYPES.resource.readableSql(resourceReader, sql.raw('pu.post_id'))}))`
  return sql<number>`(CASE WHEN ${attachedSql} THEN ${readable}
    WHEN ${sql.raw('uploads.kind')} IN (SELECT value FROM json_each(${JSON.stringify(PRIVATE_UNTIL_ATTACHED)}))
      THEN coalesce(${sql.raw('uploads.user_id')} = ${viewer.id}, 0)
    ELSE 1 END)`
}

/**
 * The row a file is served from, for a db.batch: whether this viewer may have it (see
 * servableSql, the viewer resolved inside the statement), whether it is a forum file (it follows
 * the forum's on/off switch) and whether it is public (the same to everyone, so it may be cached
 * by anyone; a private file's answer depends on who asks).
 */
export const servableUploadQuery = (db: Db, path: string, tokenHash: string | null) =>
  db
    .select({
      path: uploads.path,
      mime: uploads.mime,
      category: uploads.category,
      clientFilename: uploads.clientFilename,
      servable: servableSql(forumViewerOf(tokenHash), tokenHash),
      isForumFile: sql<number>`(${sql.raw('uploads.kind')} = 'forum' OR ${forumAttachedSql})`,
      isPublic: sql<number>`(NOT ${attachedSql} AND ${sql.raw('uploads.kind')} NOT IN (SELECT value FROM json_each(${JSON.stringify(PRIVATE_UNTIL_ATTACHED)})))`,
    })
    .from(uploads)
    .where(eq(uploads.path, path))
    .limit(1)

export const findUpload = (db: Db, id: number, path: string) =>
  db
    .select({ id: uploads.id, userId: uploads.userId })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.path, path)))
    .get()

/**
 * Deletes the row matching id and path — only the uploader's own when `ownerId` is given — and
 * returns what it deleted, so the usual case is one statement.
 */
export const deleteUploadRow = (db: Db, id: number, path: string, ownerId: number | null) =>
  db
    .delete(uploads)
    .where(
      and(
        eq(uploads.id, id),
        eq(uploads.path, path),
        ownerId === null ? undefined : eq(uploads.userId, ownerId),
      ),
    )
    .returning({ id: uploads.id, path: uploads.path })
