import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { messagePosts, messageThreads, messageThreadUsers } from '../../db/schema'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, invalid, notFound } from '../../lib/errors'
import { viewerOfSession } from '../../lib/viewer-sql'
import { publishMessage } from '../messages-live.service'
import { mayMessageSql, mayPostInThreadSql, pairKeySql, threadMemberSql } from '../messages.policy'
import { postByIdStatement, threadStatement } from '../messages.queries'
import { excerptOf, toPostResource, toThreadResource } from '../messages.resources'
import {
  MESSAGE_TEXT,
  type CreateGroupMessagePostInput,
  type CreateGroupMessageThreadInput,
  type CreateMessagePostInput,
  type MessagePostResource,
} from '../messages.schemas'

/**
 * Sending a message: to one member (their 1:1 thread, created by the first message), in a group
 * thread, or starting a group thread. Every post is one batch whose statements all carry the same
 * permission as SQL (connected, no block), so a block or a removed connection landing meanwhile
 * refuses the whole batch: insert the post, copy it to the thread as its last, add one to every
 * other member's unread count and move their inbox row up; then publish to the thread's live room
 * and notify the members who are not watching it.
 *
 * A post is one D1 round trip: its batch carries the session rows too (the route's guard is
 * signedInSqlGuarded), so the sender is SQL (the session's user) in every statement, and a dead
 * session, like a missing permission, writes nothing and is answered 401 once the rows are back.
 */

type Post = { post: MessagePostResource; threadId: number }

/** A member to notify: their unread streak just began and no socket of theirs is on the thread. */
type Recipient = { id: number; email: string; forename: string; surname: string }

const notConnected = () => forbidden(MESSAGE_TEXT.notConnected)

/**
 * The statements that add one post to `threadId` (an id or SQL naming it) when `allowed`, ending
 * with the post as written and the members to notify. Spread into the caller's batch.
 */
const postStatements = (
  db: Db,
  {
    threadId,
    me,
    body,
    now,
    allowed,
  }: {
    threadId: number | SQL
    /** The sender: an id, or the session's user as SQL. */
    me: number | SQL
    body: string
    now: string
    allowed: SQL
  },
) => {
  const excerpt = excerptOf(body)
  const room = sql`${'message-thread:'} || ${threadId}`
  return [
    // Insert … select: query builders (drizzle cannot batch raw SQL with parameters), every column in order.
    db
      .insert(messagePosts)
      .select(sql`SELECT NULL, ${threadId}, ${me}, ${body}, ${now} WHERE ${allowed}`),
    db
      .update(messageThreads)
      .set({
        lastPostId: sql`(SELECT max(id) FROM message_posts WHERE thread_id = ${messageThreads.id})`,
        lastPostUserId: me,
        lastPostExcerpt: excerpt,
        lastPostAt: now,
        totalPosts: sql`${messageThreads.totalPosts} + 1`,
        updatedAt: now,
      })
      .where(sql`${messageThreads.id} = ${threadId} AND ${allowed}`),
    db
      .update(messageThreadUsers)
      .set({
        unreadCount: sql`CASE WHEN ${messageThreadUsers.userId} = ${me} THEN 0 ELSE ${messageThreadUsers.unreadCount} + 1 END`,
        readAt: sql`CASE WHEN ${messageThreadUsers.userId} = ${me} THEN ${now} ELSE ${messageThreadUsers.readAt} END`,
        lastPostAt: now,
      })
      .where(sql`${messageThreadUsers.threadId} = ${threadId} AND ${allowed}`),
    postByIdStatement(
      db,
      sql`(SELECT last_post_id FROM message_threads WHERE id = ${threadId} AND last_post_user_id = ${me} AND last_post_at = ${now})`,
    ),
    db
      .select({
        id: sql<number>`u.id`,
        email: sql<string>`u.email`,
        forename: sql<string>`u.forename`,
        surname: sql<string>`u.surname`,
      })
      .from(sql`message_thread_users m JOIN users u ON u.id = m.user_id`)
      .where(
        sql`m.thread_id = ${threadId} AND m.user_id <> ${me} AND m.unread_count = 1 AND u.is_active = 1
          AND NOT EXISTS (SELECT 1 FROM live_room_connections l WHERE l.room = ${room} AND l.user_id = m.user_id)
          AND ${allowed}`,
      ),
  ] as const
}

/** A new thread's row (every column of message_threads, in order), only when `allowed`. */
const threadRow = (t: {
  isGroup: 0 | 1
  key: SQL | null
  me: number | SQL
  now: string
  allowed: SQL
}) =>
  sql`SELECT NULL, ${t.isGroup}, ${t.key}, ${t.me}, NULL, NULL, NULL, NULL, 0, ${t.now}, ${t.now} WHERE ${t.allowed}`

/** The members' rows of a thread (every column of message_thread_users, in order). */
const memberRows = (threadId: SQL, members: string | SQL, now: string, allowed: SQL) =>
  sql`SELECT ${threadId}, x.value, NULL, 0, NULL, ${now} FROM json_each(${members}) x WHERE ${allowed}`

/** The permission as a one-row statement, first in the batch: 0 means nothing was written. */
const allowedStatement = (db: Db, allowed: SQL) =>
  db.select({ ok: sql<number>`${allowed}` }).from(sql`(SELECT 1)`)

type PostResults = [unknown, unknown, unknown, Parameters<typeof toPostResource>[0][], Recipient[]]

/** The post and the members to notify, from the batch whose postStatements begin at `at`. */
const written = (
  results: readonly unknown[],
  at: number,
): { post: MessagePostResource; notify: Recipient[] } => {
  const [, , , [row], notify] = results.slice(at, at + 5) as PostResults
  if (!row) throw new Error('message post missing after insert')
  return { post: toPostResource(row), notify }
}

/** After the write: the live push (once the answer has left) and the notifications. */
const fanOut = async (
  deps: Deps,
  sender: { forename: string; surname: string },
  { post, notify }: { post: MessagePostResource; notify: Recipient[] },
) => publishMessage(deps, post, sender, notify)

/** The session's user as SQL: NULL for a dead session, which every `allowed` then refuses. */
const senderSql = (deps: Deps) => viewerOfSession(deps.auth.tokenHash, []).id

/** POST /message-posts {user_id, body}: to one connected member; the first message makes the thread. */
export const sendMessage = async (deps: Deps, input: CreateMessagePostInput): Promise<Post> => {
  const { db } = deps
  const me = senderSql(deps)
  const to = sql`CAST(${input.user_id} AS INTEGER)`
  const key = pairKeySql(me, to)
  const now = new Date().toISOString()
  const allowed = sql`(${me} <> ${to} AND ${mayMessageSql(me, to)})`
  const threadId = sql`(SELECT id FROM message_threads WHERE pair_key = ${key})`
  const members = sql`json_array(${me}, ${to})`
  const results = await db.batch([
    allowedStatement(db, allowed),
    // Two first messages at once: the unique pair_key keeps one thread, both posts land in it.
    db
      .insert(messageThreads)
      .select(threadRow({ isGroup: 0, key, me, now, allowed }))
      .onConflictDoNothing({ target: messageThreads.pairKey }),
    db
      .insert(messageThreadUsers)
      .select(memberRows(threadId, members, now, allowed))
      .onConflictDoNothing(),
    ...postStatements(db, { threadId, me, body: input.body, now, allowed }),
  ])
  const actor = await requireUser(deps)
  if (input.user_id === actor.user.id) throw invalid({ user_id: [MESSAGE_TEXT.chooseRecipient] })
  const [[check]] = results as unknown as [{ ok: number }[]]
  if (Number(check?.ok) !== 1) throw notConnected()
  const sent = written(results, 3)
  await fanOut(deps, actor.user, sent)
  return { post: sent.post, threadId: sent.post.message_thread_id }
}

/** POST /group-message-posts {group_message_thread_id, body}: in a group the sender belongs to. */
export const sendGroupMessage = async (
  deps: Deps,
  input: CreateGroupMessagePostInput,
): Promise<Post> => {
  const { db } = deps
  const me = senderSql(deps)
  const threadId = input.group_message_thread_id
  const now = new Date().toISOString()
  const allowed = sql`(${mayPostInThreadSql(threadId, me)} AND (SELECT is_group FROM message_threads WHERE id = ${threadId}) = 1)`
  const results = await db.batch([
    allowedStatement(db, allowed),
    db
      .select({ member: sql<number>`${threadMemberSql(threadId, me)}` })
      .from(sql`message_threads gt`)
      .where(sql`gt.id = ${threadId} AND gt.is_group = 1`),
    ...postStatements(db, { threadId, me, body: input.body, now, allowed }),
  ])
  const actor = await requireUser(deps)
  const [[check], [thread]] = results as unknown as [{ ok: number }[], { member: number }[]]
  if (!thread || Number(thread.member) !== 1) throw notFound()
  if (Number(check?.ok) !== 1) throw notConnected()
  const sent = written(results, 2)
  await fanOut(deps, actor.user, sent)
  return { post: sent.post, threadId }
}

/** POST /group-message-threads {users, body}: a new group with its first message. */
export const startGroupThread = async (deps: Deps, input: CreateGroupMessageThreadInput) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const me = actor.user.id
  const recipients = [...new Set(input.users)].filter((id) => id !== me)
  if (recipients.length === 0) throw invalid({ users: [MESSAGE_TEXT.chooseRecipient] })
  const now = new Date().toISOString()
  const list = JSON.stringify(recipients)
  const allowed = sql`NOT EXISTS (SELECT 1 FROM json_each(${list}) r WHERE NOT ${mayMessageSql(me, sql`r.value`)})`
  // A batch is one transaction and ids only grow: the newest thread this member started is this one.
  const threadId = sql`(SELECT max(id) FROM message_threads WHERE created_by_id = ${me} AND is_group = 1)`
  const results = await db.batch([
    allowedStatement(db, allowed),
    db.insert(messageThreads).select(threadRow({ isGroup: 1, key: null, me, now, allowed })),
    db
      .insert(messageThreadUsers)
      .select(memberRows(threadId, JSON.stringify([me, ...recipients]), now, allowed)),
    ...postStatements(db, { threadId, me, body: input.body, now, allowed }),
    threadStatement(db, me, threadId),
  ])
  const [[check]] = results as unknown as [{ ok: number }[]]
  if (Number(check?.ok) !== 1) throw notConnected()
  const sent = written(results, 3)
  const [row] = results.at(-1) as Parameters<typeof toThreadResource>[0][]
  if (!row) throw new Error('group thread missing after insert')
  await fanOut(deps, actor.user, sent)
  return { thread: toThreadResource(row), post: sent.post }
}
