import { and, eq, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { forumCategories, forumThreads } from '../db/schema'
import { startsWith } from '../lib/sql-text'

/** Forum addresses: slugs from names and titles ('agm-minutes', then 'agm-minutes-2', '-3'…). */
export const forumSlugBase = (text: string, fallback: string) => {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  // A slug of digits only would read as an id in GET /api/forum/categories/{id or slug}.
  return /^\d*$/.test(slug) ? `${fallback}${slug ? `-${slug}` : ''}` : slug
}

/** `wanted`, or `wanted-2`, `-3`… whichever is free; claims it in `taken`. */
export const claimSlug = (taken: Set<string>, wanted: string) => {
  let slug = wanted
  for (let n = 2; taken.has(slug); n += 1) slug = `${wanted}-${n}`
  taken.add(slug)
  return slug
}

const like = (column: typeof forumThreads.slug | typeof forumCategories.slug, base: string) =>
  or(eq(column, base), startsWith(column, `${base}-`))

/** The thread slugs of a category that `base` could collide with (for a batch). */
export const takenThreadSlugsQuery = (db: Db, categoryId: number, base: string) =>
  db.select({ slug: forumThreads.slug }).from(forumThreads).where(and(eq(forumThreads.forumCategoryId, categoryId), like(forumThreads.slug, base)))

/** The category slugs `base` could collide with. */
export const takenCategorySlugsQuery = (db: Db, base: string) =>
  db.select({ slug: forumCategories.slug, id: forumCategories.id }).from(forumCategories).where(like(forumCategories.slug, base))
