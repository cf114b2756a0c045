import { sql } from 'drizzle-orm'

/** SQL fragments every forum read shares: the author and the mentioned members, as JSON built per row. */

/**
 * The author of a post as the forum shows them: one JSON object per row built in SQL (no query
 * per post), parsed and shaped here.
 */
export const forumUserJsonSql = (userIdColumn: string) =>
  sql`(SELECT json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img,
    'company', u.company, 'is_forum_mod', u.is_forum_mod) FROM users u WHERE u.id = ${sql.raw(userIdColumn)})`
