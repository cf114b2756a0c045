import { eq } from 'drizzle-orm'
import { posts } from '../../db/schema'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import { canEditPost } from '../posts.policy'
import { postForWriteQuery, postKeyOf } from '../posts.queries'
import type { PostKind } from '../posts.schemas'

/**
 * The author or a holder of the type's manage key (spec 02 §6). Its categories and files go by
 * ON DELETE CASCADE, its likes, comments and feed row by trigger (migration 0016).
 */
export const deletePost = async (deps: Deps, type: PostKind, key: string): Promise<void> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[post]] = await db.batch([postForWriteQuery(db, type, postKeyOf(key))])
  if (!post) throw notFound()
  if (!canEditPost(actor, type, post)) throw forbidden()
  await db.delete(posts).where(eq(posts.id, post.id))
}
