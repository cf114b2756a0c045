import { sql } from 'drizzle-orm'
import { messageThreadUsers } from '../db/schema'
import { requireUser, type Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import type { Paging } from '../lib/paging'
import { viewerOfSession } from '../lib/viewer-sql'
import {
  candidatesStatement,
  inboxCountsStatement,
  inboxPageStatement,
  postsPageStatements,
  threadStatement,
  threadUsersStatement,
} from './messages.queries'
import {
  toMessageUser,
  toPostResource,
  toThreadResource,
  toThreadUserResource,
} from './messages.resources'

/**
 * Messaging reads (spec 01 §7): the inbox, one thread, its posts and members, the send modal's
 * candidates; and marking a thread read. Each read is one batch riding with the session rows;
 * a thread the reader is not a member of answers 404.
 */

/** The reader's id as SQL from the session, so a read needs no round trip of its own. */
const readerOf = (deps: Deps) => viewerOfSession(deps.auth.tokenHash, []).id

/** GET /message-threads: the inbox page, its total and the unread messages in one round trip. */
export const listThreads = async (deps: Deps, paging: Paging) => {
  const me = readerOf(deps)
  const [rows, [counts]] = await deps.db.batch([
    inboxPageStatement(deps.db, me, paging),
    inboxCountsStatement(deps.db, me),
  ])
  return {
    rows: rows.map(toThreadResource),
    total: Number(counts?.total ?? 0),
    unread: Number(counts?.unread ?? 0),
  }
}

/** GET /message-threads/{id}: one thread its reader belongs to (group-only for the group path). */
export const getThread = async (deps: Deps, threadId: number, onlyGroup = false) => {
  const [[row]] = await deps.db.batch([
    threadStatement(deps.db, readerOf(deps), threadId, onlyGroup),
  ])
  if (!row) throw notFound()
  return toThreadResource(row)
}

/** GET /message-posts?message_thread_id: a page of posts, newest first. */
export const listPosts = async (
  deps: Deps,
  threadId: number,
  paging: Paging & { before_id?: number },
  onlyGroup = false,
) => {
  const me = readerOf(deps)
  const page = postsPageStatements(deps.db, me, threadId, {
    ...paging,
    beforeId: paging.before_id,
  })
  const [[thread], rows, [count]] = await deps.db.batch([
    threadStatement(deps.db, me, threadId, onlyGroup),
    page.rows,
    page.total,
  ])
  if (!thread) throw notFound()
  return { rows: rows.map(toPostResource), total: Number(count?.total ?? 0) }
}

/** GET /message-users?message_thread_id: everyone in the thread with when they last read it. */
export const listThreadUsers = async (deps: Deps, threadId: number, onlyGroup = false) => {
  const me = readerOf(deps)
  const [[thread], rows] = await deps.db.batch([
    threadStatement(deps.db, me, threadId, onlyGroup),
    threadUsersStatement(deps.db, me, threadId),
  ])
  if (!thread) throw notFound()
  return rows.map(toThreadUserResource)
}

/** GET /message-users/candidates?q: connections the member may message, by name or email. */
export const listCandidates = async (deps: Deps, q: string) => {
  const [rows] = await deps.db.batch([candidatesStatement(deps.db, readerOf(deps), q)])
  return rows.map(toMessageUser)
}

/** POST /message-threads/{id}/read: the member has seen everything in the thread. */
export const markThreadRead = async (deps: Deps, threadId: number) => {
  const actor = await requireUser(deps)
  const readAt = new Date().toISOString()
  const t = messageThreadUsers
  const rows = await deps.db
    .update(t)
    .set({ readAt, unreadCount: 0 })
    .where(sql`${t.threadId} = ${threadId} AND ${t.userId} = ${actor.user.id}`)
    .returning({ threadId: t.threadId })
  if (rows.length === 0) throw notFound()
  return { id: threadId, read_at: readAt, unread_count: 0 }
}
