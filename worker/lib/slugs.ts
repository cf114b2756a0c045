import { eq, or, type SQLWrapper } from 'drizzle-orm'
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core'
import { startsWith } from './sql-text'

/**
 * Addresses from titles, for every domain: 'summer-social', then 'summer-social-2', '-3'… A slug
 * of digits only would read as an id in GET /api/{things}/{id or slug}, so it gets `fallback-`.
 */
export const slugBase = (text: string, fallback: string) => {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return /^\d*$/.test(slug) ? `${fallback}${slug ? `-${slug}` : ''}` : slug
}

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
