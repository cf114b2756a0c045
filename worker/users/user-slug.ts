import type { Db } from '../db/client'
import { claimSlug } from '../lib/slugs'
import { slugText } from '../lib/slug-text'
import { takenSlugsQuery } from './users.queries'

/** forename-surname in at most 60 characters ('member' when no letter is left). */
export const userSlugBase = (forename: string, surname: string) =>
  slugText(`${forename} ${surname}`, 60) || 'member'

/** forename-surname, then forename-surname-2, -3… for namesakes. */
export const uniqueUserSlug = async (db: Db, forename: string, surname: string) => {
  const base = userSlugBase(forename, surname)
  const taken = await takenSlugsQuery(db, base)
  return claimSlug(new Set(taken.map((t) => t.slug)), base)
}
