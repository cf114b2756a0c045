import type { BatchItem } from 'drizzle-orm/batch'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { UploadFiles } from './forum.schemas'

/**
 * Attachments of threads and replies (forum_attachments): checking the ids a member sends, the
 * statements that attach them in the same batch as the post, and the grouped files of a post.
 * OWNED BY the threads helper; the replies helper uses these three functions.
 */

/**
 * Throws a 422 on `uploads` (spec messages) unless every id is an upload of the actor's with kind
 * 'forum' that is not attached elsewhere (or already attached to this same post when editing).
 */
export const checkAttachable = async (
  _db: Db,
  _actorId: number,
  _uploadIds: readonly number[],
  _post: { forumThreadId: number; forumReplyId: number | null } | null,
): Promise<void> => {
  throw new Error('not implemented')
}

/**
 * Statements (for a db.batch) that make `uploadIds` exactly the attachments of a post. For a new
 * post whose id is not known yet, pass SQL selecting it (e.g. last_insert_rowid()).
 */
export const attachStatements = (
  _db: Db,
  _post: { forumThreadId: number | SQL; forumReplyId: number | SQL | null },
  _uploadIds: readonly number[],
): BatchItem<'sqlite'>[] => {
  throw new Error('not implemented')
}

/**
 * SQL giving a JSON array of a post's attachments ({id, path, category, mime, client_filename,
 * filesize}) for a select column; `toUploadFiles` turns it into the grouped resource.
 */
export const attachmentsJsonSql = (_threadIdColumn: string, _replyIdColumn: string | null): SQL => {
  throw new Error('not implemented')
}

export const toUploadFiles = (_json: string | null): { uploads: number[]; upload_files: UploadFiles } => {
  throw new Error('not implemented')
}
