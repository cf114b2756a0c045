import { and, lt, sql } from 'drizzle-orm'
import { uploads } from '../db/schema'
import type { Deps } from '../lib/deps'

/**
 * Hourly: forum files that were never attached (a draft abandoned) or were left behind by an edit
 * or a deleted reply, older than a day, go — the row first, then the R2 object. They were only
 * ever served to their uploader (uploads.queries.ts servableSql); this reclaims the space.
 */
export const removeUnattachedForumFiles = async ({ db, env }: Pick<Deps, 'db' | 'env'>) => {
  const dayAgo = new Date(Date.now() - 86_400_000).toISOString()
  const removed = await db
    .delete(uploads)
    .where(
      and(
        sql`${uploads.kind} = 'forum'`,
        lt(uploads.createdAt, dayAgo),
        sql`NOT EXISTS (SELECT 1 FROM forum_attachments fa WHERE fa.upload_id = ${uploads.id})`,
      ),
    )
    .returning({ path: uploads.path })
  // An object without a row is never served, so a failed delete here only costs storage.
  if (removed.length > 0)
    await env.UPLOADS.delete(removed.map((r) => r.path)).catch((error: unknown) =>
      console.error('forum files: R2 clean-up failed', error),
    )
  console.log(`forum files: removed ${removed.length} unattached forum files`)
}
