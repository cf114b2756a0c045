import { eq, or, type SQLWrapper } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { startsWith } from './sql-text'

export { slugBase } from './slug-text'

/** WHERE for the slugs `base` could collide with: itself and `base-…` (never LIKE: see sql-text). */
export const slugCollisions = (column: SQLiteColumn | SQLWrapper, base: string) =>
  or(eq(column, base), startsWith(column, `${base}-`))

/** `wanted`, or `wanted-2`, `-3`… whichever is free; claims it in `taken`. */
export const claimSlug = (taken: Set<string>, wanted: string) => {
  let slug = wanted
  for (let n = 2; taken.has(slug); n += 1) slug = `${wanted}-${n}`
  taken.add(slug)
  return slug
}
