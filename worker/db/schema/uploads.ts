import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { createdAt, id } from './columns'
import { users } from './users'

export type UploadCategory = 'images' | 'audio' | 'documents' | 'videos'

/**
 * Every stored file. The row is the source of truth: R2 holds the bytes under `path`, and a
 * file without a row is never served.
 */
export const uploads = sqliteTable(
  'uploads',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** R2 key, e.g. "images/event/2026/11/7f3c….png"; also the public address under /api/files/. */
    path: text('path').notNull().unique(),
    /** What the file is for: site (branding), event, avatar, editor, resource, forum… */
    kind: text('kind').notNull(),
    category: text('category').$type<UploadCategory>().notNull(),
    mime: text('mime').notNull(),
    filesize: integer('filesize').notNull(),
    clientFilename: text('client_filename').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user').on(t.userId, t.createdAt)],
)
