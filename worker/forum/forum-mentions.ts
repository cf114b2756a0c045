import type { BatchItem } from 'drizzle-orm/batch'
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { forumThreadMentions, users, USER_STATUS } from '../db/schema'
import type { Deps } from '../lib/deps'
import { invalid } from '../lib/errors'
import { notify } from '../notifications/notify'
import { threadReadableSql, type ForumViewer } from './forum-access'
import { col } from './forum-reply-resource'
import { MENTION_MARKER, type MentionEntityInput } from './forum.schemas'

/**
 * Mentions in a body (spec 01 §3/§5): `@[n]` markers pointing at entities[n]. Checking them,
 * remembering who a thread mentions (private threads are open to them) and notifying them.
 * OWNED BY the replies helper; the threads helper uses these functions.
 */

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
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), eq(users.isActive, USER_STATUS.active)))
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
 * Statements making `userIds` exactly the members a thread mentions (forum_thread_mentions).
 * `threadId` may be SQL for a thread inserted earlier in the same batch; it is read once (a
 * materialized CTE) before any row goes in, so even `last_insert_rowid()` is safe here (as the
 * first statement after the thread's insert).
 */
export const threadMentionStatements = (
  db: Db,
  threadId: number | SQL,
  userIds: readonly number[],
): BatchItem<'sqlite'>[] => {
  const statements: BatchItem<'sqlite'>[] = [
    db.delete(forumThreadMentions).where(sql`${forumThreadMentions.forumThreadId} = ${threadId}`),
  ]
  if (userIds.length > 0) {
    statements.push(
      db
        .insert(forumThreadMentions)
        .select(
          sql`WITH t(id) AS MATERIALIZED (SELECT ${threadId})
          SELECT t.id, j.value FROM t, json_each(${JSON.stringify([...new Set(userIds)])}) j WHERE true`,
        )
        .onConflictDoNothing(),
    )
  }
  return statements
}

/** The member in column `u` read as a forum viewer: for "may this member read the post?". */
const memberAsViewer: ForumViewer = {
  id: sql`u.id`,
  manages: sql`(u.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
    WHERE rp.permission_key IN ('forum-threads.manage', 'forum-categories.manage', 'groups.manage')
    AND (r.key = u.role OR r.id = u.role_id)))`,
  signedIn: true,
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
      db
        .select({
          id: col<number>('u.id'),
          email: col<string>('u.email'),
          forename: col<string>('u.forename'),
          surname: col<string>('u.surname'),
        })
        .from(sql`users u JOIN forum_threads ft ON ft.id = ${post.threadId}`)
        .where(sql`u.id IN (SELECT value FROM json_each(${JSON.stringify(ids)})) AND u.is_active = ${USER_STATUS.active}
          AND ${threadReadableSql(memberAsViewer, 'ft')}`),
      db
        .select({ forename: users.forename, surname: users.surname })
        .from(users)
        .where(eq(users.id, post.authorId)),
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
    })
  } catch (error) {
    console.error('forum mention notifications failed', error)
  }
}
