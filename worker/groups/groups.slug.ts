import type { Db } from '../db/client'
import { groups } from '../db/schema'
import { slugBase, slugCollisions } from '../lib/slugs'

/** Group slugs come from the title: 'book-club', then 'book-club-2', '-3'… */
export const groupSlugBase = (title: string) => slugBase(title, 'group')

/** The statement reading every slug a group titled `base` could collide with. */
export const takenGroupSlugsQuery = (db: Db, base: string) =>
  db.select({ slug: groups.slug }).from(groups).where(slugCollisions(groups.slug, base))
