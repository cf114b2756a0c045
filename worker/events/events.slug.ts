import type { Db } from '../db/client'
import { events } from '../db/schema'
import { slugBase, slugCollisions } from '../lib/slugs'

/** Event slugs come from the title: 'summer-social', then 'summer-social-2', '-3'… */
export const eventSlugBase = (title: string) => slugBase(title, 'event')

/** The statement reading every slug an event titled `base` could collide with (for a batch). */
export const takenSlugsQuery = (db: Db, base: string) =>
  db.select({ slug: events.slug }).from(events).where(slugCollisions(events.slug, base))
