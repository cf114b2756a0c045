import { sql } from 'drizzle-orm'
import { fullName, initialsOf } from '../users/users.resources'
import type { ForumUser } from './forum.schemas'

/**
 * The author of a post as the forum shows them: one JSON object per row built in SQL (no query
 * per post), parsed and shaped here.
 */
export const forumUserJsonSql = (userIdColumn: string) =>
  sql`(SELECT json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img,
    'company', u.company, 'is_forum_mod', u.is_forum_mod) FROM users u WHERE u.id = ${sql.raw(userIdColumn)})`

type RawUser = {
  id: number
  forename: string
  surname: string
  slug: string
  img: string | null
  company: string | null
  is_forum_mod: number | boolean
}

export const toForumUser = (json: string | null): ForumUser | null => {
  if (!json) return null
  const u = JSON.parse(json) as RawUser
  return {
    id: u.id,
    full_name: fullName(u),
    slug: u.slug,
    img: u.img,
    initials: initialsOf(u),
    company: u.company,
    is_forum_mod: Boolean(u.is_forum_mod),
  }
}
