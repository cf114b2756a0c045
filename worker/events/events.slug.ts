import { startsWith } from '../lib/sql-text'
import { eq, or } from 'drizzle-orm'
import type { Db } from '../db/client'
import { events } from '../db/schema'

/** Event slugs come from the title: 'summer-social', then 'summer-social-2', '-3'… */
export const eventSlugBase = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
    // A slug of digits only would read as an id in GET /api/events/{id or slug}.
    .replace(/^(\d*)$/, 'event-$1')
    .replace(/-$/, '')

/** The statement reading every slug an event titled `base` could collide with (for a batch). */
export const takenSlugsQuery = (db: Db, base: string) =>
  db.select({ slug: events.slug }).from(events).where(or(eq(events.slug, base), startsWith(events.slug, `${base}-`)))

/** `wanted`, or `wanted-2`, `-3`… whichever is free; claims it in `taken`. */
export const claimSlug = (taken: Set<string>, wanted: string) => {
  let slug = wanted
  for (let n = 2; taken.has(slug); n += 1) slug = `${wanted}-${n}`
  taken.add(slug)
  return slug
}
