import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { forumCategories, forumThreads } from '../db/schema'
import { slugCollisions } from '../lib/slugs'

/** Forum addresses: slugs from names and titles ('agm-minutes', then 'agm-minutes-2', '-3'…). */

/** The thread slugs of a category that `base` could collide with (for a batch). */
export const takenThreadSlugsQuery = (db: Db, categoryId: number, base: string) =>
  db
    .select({ slug: forumThreads.slug })
    .from(forumThreads)
    .where(
      and(eq(forumThreads.forumCategoryId, categoryId), slugCollisions(forumThreads.slug, base)),
    )

/** The category slugs `base` could collide with. */
export const takenCategorySlugsQuery = (db: Db, base: string) =>
  db
    .select({ slug: forumCategories.slug, id: forumCategories.id })
    .from(forumCategories)
    .where(slugCollisions(forumCategories.slug, base))
