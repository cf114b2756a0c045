import { eq, sql } from 'drizzle-orm'
import { forumCategories, forumReplies, forumThreads } from '../db/schema'
import { afterAnswer, type Deps } from '../lib/deps'
import { invalid, notFound, unauthenticated } from '../lib/errors'
import { forumViewerOf, assertForumOn } from './forum.policy'
import { attachStatements } from './forum-attachments.queries'
import { checkAttachable } from './forum-attachments.service'
import { checkMentions, notifyMentioned } from './forum-mentions.service'
import { publish } from './forum-live.service'
import {
  insertedReplyStatement,
  readableThreadForSession,
  replyParentStatement,
  threadUrl,
  childrenOfStatement,
  replyByIdStatement,
  replyPageStatements,
} from './forum-replies.queries'
import { pageWithChildren, toReplyResource, withChildren } from './forum-replies.resources'
import { forumSwitchQuery } from './forum-settings.queries'
import type { CreateReplyInput, ListRepliesQuery } from './forum.schemas'
import type { ForumReplyResource } from './forum-responses.schemas'

/**
 * Forum replies: list a thread's (top level with children), read one, create; edits and deletes
 * live in forum-reply-edit.ts. Every write is one db.batch keeping the counters, then publishes live.
 */

export const REPLY_ELSEWHERE = 'Reply to a response in this discussion'

/** GET /forum/replies?forum_thread_id: a page of top-level replies, each with all its children. */
export const listReplies = async (
  deps: Deps,
  query: ListRepliesQuery,
): Promise<{ rows: ForumReplyResource[]; total: number }> => {
  const { db, auth } = deps
  const viewer = forumViewerOf(auth.tokenHash)
  const page = replyPageStatements(db, viewer, query.forum_thread_id, query)
  const [switchRows, [thread], rows, [count]] = await db.batch([
    forumSwitchQuery(db),
    readableThreadForSession(db, auth.tokenHash, query.forum_thread_id),
    page.rows,
    page.total,
  ])
  assertForumOn(switchRows, auth.current())
  if (!thread) throw notFound()
  return { rows: pageWithChildren(rows), total: count?.total ?? 0 }
}

/** GET /forum/replies/{id}: one reply (a top-level one with its children). */
export const getReply = async (deps: Deps, id: number): Promise<ForumReplyResource> => {
  const { db, auth } = deps
  const viewer = forumViewerOf(auth.tokenHash)
  const [switchRows, [row], children] = await db.batch([
    forumSwitchQuery(db),
    replyByIdStatement(db, viewer, id),
    childrenOfStatement(db, viewer, id),
  ])
  assertForumOn(switchRows, auth.current())
  if (!row) throw notFound()
  return row.parent_id === null ? withChildren([row], children)[0]! : toReplyResource(row)
}

/**
 * POST /forum/replies: in a thread the member may read. A reply to a nested reply is attached to
 * its top-level parent (one level of nesting). Reply, thread and category counters in one batch.
 */
export const createReply = async (
  deps: Deps,
  input: CreateReplyInput,
): Promise<ForumReplyResource> => {
  const { db, env, auth } = deps
  // Reads only: the session rides along and the route's guard (signedInReadFirst) checks it here.
  const [switchRows, [thread], [parent]] = await db.batch([
    forumSwitchQuery(db),
    readableThreadForSession(db, auth.tokenHash, input.forum_thread_id),
    replyParentStatement(db, input.parent_id ?? 0),
  ])
  const actor = auth.current()
  const me = actor.user
  if (!me) throw unauthenticated()
  assertForumOn(switchRows, actor)
  if (!thread) throw notFound()
  if (input.parent_id && (!parent || parent.forum_thread_id !== thread.id))
    throw invalid({ parent_id: [REPLY_ELSEWHERE] })
  const parentId = parent ? (parent.parent_id ?? parent.id) : null
  const [mentioned] = await Promise.all([
    checkMentions(db, input.body, input.entities),
    checkAttachable(db, me.id, input.uploads, null),
  ])

  const now = new Date().toISOString()
  // Batches run as one transaction and ids only grow, so this is the reply inserted just above.
  const newId = sql`(SELECT max(id) FROM forum_replies)`
  const results = await db.batch([
    db.insert(forumReplies).values({
      forumThreadId: thread.id,
      parentId,
      userId: me.id,
      body: input.body,
      entities: input.entities,
      createdAt: now,
      updatedAt: now,
    }),
    // updated_at kept as is: a reply is activity, not an edit of the thread.
    db
      .update(forumThreads)
      .set({
        totalReplies: sql`${forumThreads.totalReplies} + 1`,
        lastActivityAt: now,
        updatedAt: sql`${forumThreads.updatedAt}`,
      })
      .where(eq(forumThreads.id, thread.id)),
    db
      .update(forumCategories)
      .set({
        totalReplies: sql`${forumCategories.totalReplies} + 1`,
        lastActivityAt: now,
        updatedAt: sql`${forumCategories.updatedAt}`,
      })
      .where(eq(forumCategories.id, thread.forum_category_id)),
    ...(input.uploads.length > 0
      ? attachStatements(db, { forumThreadId: thread.id, forumReplyId: newId }, input.uploads)
      : []),
    insertedReplyStatement(db, me.id),
  ])
  const [row] = results.at(-1) as Awaited<ReturnType<typeof insertedReplyStatement>>
  if (!row) throw new Error('forum reply missing after insert')
  const reply = { ...toReplyResource(row), ...(row.parent_id === null ? { children: [] } : {}) }

  await afterAnswer(
    deps,
    publish(env, thread.id, { type: 'reply.created', reply: { ...reply, user_liked: 0 } }),
  )
  await notifyMentioned(deps, mentioned, {
    authorId: me.id,
    threadId: thread.id,
    threadTitle: thread.title,
    url: threadUrl(thread),
    replyId: reply.id,
  })
  return reply
}
