import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { users, USER_STATUS } from '../db/schema'
import type { Deps } from '../lib/deps'
import { invalid } from '../lib/errors'
import { startsWith } from '../lib/sql-text'
import { notify } from '../notifications/notify'
import { initialsOf, fullName } from '../users/users.resources'
import {
  activeMembersQuery,
  authorNameStatement,
  mentionRecipientsStatement,
} from './forum-mentions.queries'
import { assertForumOn } from './forum.policy'
import { forumSwitchQuery } from './forum-settings.queries'
import { MENTION_MARKER, type MentionEntityInput } from './forum.schemas'
import type { MentionSuggestion } from './forum-responses.schemas'

/**
 * Mentions (spec 01 §3/§5): a body's `@[n]` markers point at entities[n]. Autocomplete, checking
 * them before a write and notifying the newly mentioned after it.
 */

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

/** Members a body points at through its `@[n]` markers (no database: for "who is newly mentioned"). */
export const mentionedIds = (
  body: string,
  entities: readonly Pick<MentionEntityInput, 'entity_id'>[],
) => [
  ...new Set(
    [...body.matchAll(MENTION_MARKER)]
      .map((m) => entities[Number(m[1])]?.entity_id)
      .filter((id): id is number => id !== undefined),
  ),
]

export const MENTION_POINTS_AT_NOBODY = 'A mention points at nobody: pick the member again'

export const MENTION_NOT_A_MEMBER = 'You can only mention members of the community'

/** The entity indexes the body's markers use, in order of appearance. */
const markerIndexes = (body: string) => [...body.matchAll(MENTION_MARKER)].map((m) => Number(m[1]))

/**
 * Throws a 422 (on `entities` / `body`) unless every `@[n]` in the body has an entity, and every
 * entity is an active member. Returns the distinct mentioned user ids, in order of appearance.
 */
export const checkMentions = async (
  db: Db,
  body: string,
  entities: readonly MentionEntityInput[],
): Promise<number[]> => {
  const indexes = markerIndexes(body)
  if (indexes.some((n) => n >= entities.length)) throw invalid({ body: [MENTION_POINTS_AT_NOBODY] })
  if (entities.length === 0) return []
  const ids = [...new Set(entities.map((e) => e.entity_id))]
  const rows = await activeMembersQuery(db, ids)
  const active = new Set(rows.map((r) => r.id))
  const fields: Record<string, string[]> = {}
  entities.forEach((e, i) => {
    if (!active.has(e.entity_id)) fields[`entities.${i}`] = [MENTION_NOT_A_MEMBER]
  })
  if (Object.keys(fields).length > 0) throw invalid({ entities: [MENTION_NOT_A_MEMBER], ...fields })
  // Only members the body actually points at are mentioned (an unused entity is left-over editor state).
  return [...new Set(indexes.map((n) => entities[n]!.entity_id))]
}

/**
 * After the write succeeded: notifies (in-app and email per preference, kind 'forum.mention')
 * the newly mentioned members who may read the post, except the author. Failures are logged.
 */
export const notifyMentioned = async (
  deps: Deps,
  userIds: readonly number[],
  post: {
    authorId: number
    threadId: number
    threadTitle: string
    url: string
    replyId: number | null
  },
): Promise<void> => {
  const ids = [...new Set(userIds)].filter((id) => id !== post.authorId)
  if (ids.length === 0) return
  try {
    const { db } = deps
    const [recipients, [author]] = await db.batch([
      mentionRecipientsStatement(db, post.threadId, ids),
      authorNameStatement(db, post.authorId),
    ])
    if (recipients.length === 0) return
    const who = author ? `${author.forename} ${author.surname}`.trim() : 'Someone'
    const link = post.replyId ? `${post.url}#reply-${post.replyId}` : post.url
    await notify(deps, recipients, 'forum.mention', {
      title: `${who} mentioned you in "${post.threadTitle}"`,
      body: post.replyId
        ? `${who} mentioned you in a reply.`
        : `${who} mentioned you in a discussion.`,
      link,
      data: { forum_thread_id: post.threadId, forum_reply_id: post.replyId },
      values: { actor_name: who, thread_title: post.threadTitle },
    })
  } catch (error) {
    console.error('forum mention notifications failed', error)
  }
}
