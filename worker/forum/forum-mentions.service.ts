import { and, asc, eq, or, sql } from 'drizzle-orm'
import { users, USER_STATUS } from '../db/schema'
import type { Deps } from '../lib/deps'
import { startsWith } from '../lib/sql-text'
import { initialsOf, fullName } from '../users/users.resources'
import { assertForumOn, forumSwitchQuery } from './forum-switch'
import type { MentionSuggestion } from './forum.schemas'

/** Mention autocomplete: active members whose name starts with what was typed after @. */

export const MENTION_SUGGESTIONS = 8

export const suggestMentions = async (deps: Deps, q: string): Promise<MentionSuggestion[]> => {
  const { db, auth } = deps
  // Case-insensitive prefix on forename, surname or "forename surname" ("@jo", "@Jo Blo").
  const prefix = q.trim().replace(/\s+/g, ' ').toLowerCase()
  const [switchRows, rows] = await db.batch([
    forumSwitchQuery(db),
    db
      .select({
        id: users.id,
        forename: users.forename,
        surname: users.surname,
        slug: users.slug,
        img: users.img,
        company: users.company,
      })
      .from(users)
      .where(
        and(
          eq(users.isActive, USER_STATUS.active),
          or(
            startsWith(sql`lower(${users.forename})`, prefix),
            startsWith(sql`lower(${users.surname})`, prefix),
            startsWith(sql`lower(${users.forename} || ' ' || ${users.surname})`, prefix),
          ),
        ),
      )
      .orderBy(asc(users.forename), asc(users.surname), asc(users.id))
      .limit(MENTION_SUGGESTIONS),
  ])
  assertForumOn(switchRows, auth.current())
  return rows.map((u) => ({
    id: u.id,
    full_name: fullName(u),
    slug: u.slug,
    img: u.img,
    initials: initialsOf(u),
    company: u.company,
  }))
}
