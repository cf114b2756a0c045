import { startsWith } from '../lib/sql-text'
import { or, eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users } from '../db/schema'

export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'member'

/** forename-surname, then forename-surname-2, -3… for namesakes. */
export const uniqueUserSlug = async (db: Db, forename: string, surname: string) => {
  const base = slugify(`${forename} ${surname}`)
  const taken = await db
    .select({ slug: users.slug })
    .from(users)
    .where(or(eq(users.slug, base), startsWith(users.slug, `${base}-`)))
  const used = new Set(taken.map((t) => t.slug))
  if (!used.has(base)) return base
  let n = 2
  while (used.has(`${base}-${n}`)) n += 1
  return `${base}-${n}`
}
