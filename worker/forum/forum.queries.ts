import { sql } from 'drizzle-orm'
import { z } from 'zod'

/** SQL fragments every forum read shares: the author and the mentioned members, as JSON built per row. */

/** The author of a post: one JSON object per row built in SQL (no query per post). */
export const forumUserJsonSql = (userIdColumn: string) =>
  sql`(SELECT json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img,
    'company', u.company, 'is_forum_mod', u.is_forum_mod) FROM users u WHERE u.id = ${sql.raw(userIdColumn)})`

/** What forumUserJsonSql builds (is_forum_mod is SQLite's 0 or 1). */
export const forumUserJson = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  company: z.string().nullable(),
  is_forum_mod: z.union([z.number(), z.boolean()]),
})

/** What a thread list's participants column builds (forum-threads.queries.ts), newest first by `at`. */
export const participantsJson = z.array(
  z.object({
    id: z.number(),
    forename: z.string(),
    surname: z.string(),
    slug: z.string(),
    img: z.string().nullable(),
    at: z.string(),
  }),
)

/** What the mentions columns build: each entity of a post with the member as they are now. */
export const mentionsJson = z.array(
  z.object({
    entity_id: z.coerce.number(),
    // As stored with the post (the resource always says 'user').
    entity_type: z.string().optional(),
    body: z.string(),
    entity: z
      .object({ id: z.number(), forename: z.string(), surname: z.string(), slug: z.string() })
      .nullable(),
  }),
)
