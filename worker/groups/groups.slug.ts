import { eq, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { groups } from '../db/schema'
import { startsWith } from '../lib/sql-text'

/** Group slugs come from the title: 'book-club', then 'book-club-2', '-3'… */
export const groupSlugBase = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
    // A slug of digits only would read as an id in GET /api/groups/{id or slug}.
    .replace(/^(\d*)$/, 'group-$1')
    .replace(/-$/, '')

/** The statement reading every slug a group titled `base` could collide with. */
export const takenGroupSlugsQuery = (db: Db, base: string) =>
  db
    .select({ slug: groups.slug })
    .from(groups)
    .where(or(eq(groups.slug, base), startsWith(groups.slug, `${base}-`)))

/** `base`, or `base-2`, `-3`… whichever is free. */
export const freeSlug = (taken: ReadonlySet<string>, base: string) => {
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  return slug
}
