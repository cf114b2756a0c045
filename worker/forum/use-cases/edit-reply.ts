import { z } from 'zod'
import { eq, sql } from 'drizzle-orm'
import {
  forumCategories,
  forumDeletedReplies,
  forumLikes,
  forumReplies,
  forumThreads,
} from '../../db/schema'
import { afterAnswer, type Deps } from '../../lib/deps'
import { forbidden, notFound, unauthenticated } from '../../lib/errors'
import { canManageItem } from '../../lib/policy'
import { attachStatements } from '../forum-attachments.queries'
import { checkAttachable } from '../forum-attachments.service'
import { checkMentions, notifyMentioned, mentionedIds } from '../forum-mentions.service'
import { readableReplyStatement, threadUrl, replyByIdStatement } from '../forum-replies.queries'
import { publish } from '../forum-live.service'
import { forumViewerOfActor, assertForumOn } from '../forum.policy'
import { toReplyResource } from '../forum-replies.resources'
import { forumSwitchQuery } from '../forum-settings.queries'
import type { ForumReplyResource } from '../forum-responses.schemas'
import { mentionEntityInput, type UpdateReplyInput } from '../forum.schemas'

/**
 * Editing and deleting a reply: its owner or a holder of forum-threads.manage, in a thread they
 * may still read (else 404). Deletes take the reply's children along and count them all off.
 */

/** The stored entities of a reply: only who they point at matters here. */
const storedMentions = z.array(mentionEntityInput.pick({ entity_id: true }))

/** Loads the reply (404 unless readable) and checks the actor may change it (403). */
const loadOwned = async (deps: Deps, id: number) => {
  const { db } = deps
  const actor = deps.auth.current()
  const me = actor.user
  if (!me) throw unauthenticated()
  const viewer = forumViewerOfActor(actor)
  const [switchRows, [reply]] = await db.batch([
    forumSwitchQuery(db),
    readableReplyStatement(db, viewer, id),
  ])
  assertForumOn(switchRows, actor)
  if (!reply) throw notFound()
  if (!canManageItem(actor, { userId: reply.user_id }, 'forum-threads.manage')) throw forbidden()
  return { me, viewer, reply }
}

/** PUT /forum/replies/{id}: new body and mentions (and attachments when sent); marks it edited. */
export const updateReply = async (
  deps: Deps,
  id: number,
  input: UpdateReplyInput,
): Promise<ForumReplyResource> => {
  const { db, env } = deps
  const { me, viewer, reply } = await loadOwned(deps, id)
  const [mentioned] = await Promise.all([
    checkMentions(db, input.body, input.entities),
    input.uploads
      ? checkAttachable(db, me.id, input.uploads, {
          forumThreadId: reply.id,
          forumReplyId: reply.reply_id,
        })
      : undefined,
  ])
  const before = new Set(mentionedIds(reply.body, storedMentions.parse(JSON.parse(reply.entities))))

  const now = new Date().toISOString()
  const results = await db.batch([
    db
      .update(forumReplies)
      .set({ body: input.body, entities: input.entities, lastEditedAt: now, updatedAt: now })
      .where(eq(forumReplies.id, id)),
    ...(input.uploads
      ? attachStatements(db, { forumThreadId: reply.id, forumReplyId: id }, input.uploads)
      : []),
    replyByIdStatement(db, viewer, id),
  ])
  const [row] = results.at(-1) as Awaited<ReturnType<typeof replyByIdStatement>>
  if (!row) throw notFound()
  const updated = toReplyResource(row)

  await afterAnswer(
    deps,
    publish(env, reply.id, { type: 'reply.updated', reply: { ...updated, user_liked: 0 } }),
  )
  // Only members mentioned for the first time hear about it (an edit does not notify twice).
  const fresh = mentioned.filter((userId) => !before.has(userId))
  await notifyMentioned(deps, fresh, {
    authorId: me.id,
    threadId: reply.id,
    threadTitle: reply.title,
    url: threadUrl(reply),
    replyId: id,
  })
  return updated
}

/**
 * DELETE /forum/replies/{id}: the reply and its children go, their likes too; the thread and its
 * category lose them all from total_replies, and the heartbeat learns their ids, in one batch.
 */
export const deleteReply = async (deps: Deps, id: number): Promise<{ id: number }> => {
  const { db, env } = deps
  const { reply } = await loadOwned(deps, id)
  const now = new Date().toISOString()
  const family = sql`SELECT f.id FROM forum_replies f WHERE f.id = ${id} OR f.parent_id = ${id}`
  // Counted inside the batch (one transaction), so a concurrent delete cannot count twice.
  const gone = sql`(SELECT count(*) FROM forum_replies f WHERE f.id = ${id} OR f.parent_id = ${id})`
  await db.batch([
    db
      .insert(forumDeletedReplies)
      .select(
        sql`SELECT f.id, f.forum_thread_id, ${now} FROM forum_replies f WHERE f.id = ${id} OR f.parent_id = ${id}`,
      )
      .onConflictDoUpdate({ target: forumDeletedReplies.replyId, set: { deletedAt: now } }),
    db
      .update(forumThreads)
      .set({
        totalReplies: sql`max(${forumThreads.totalReplies} - ${gone}, 0)`,
        updatedAt: sql`${forumThreads.updatedAt}`,
      })
      .where(eq(forumThreads.id, reply.id)),
    db
      .update(forumCategories)
      .set({
        totalReplies: sql`max(${forumCategories.totalReplies} - ${gone}, 0)`,
        updatedAt: sql`${forumCategories.updatedAt}`,
      })
      .where(eq(forumCategories.id, reply.forum_category_id)),
    db
      .delete(forumLikes)
      .where(
        sql`${forumLikes.forumObjectType} = 'reply' AND ${forumLikes.forumObjectId} IN (${family})`,
      ),
    db.delete(forumReplies).where(eq(forumReplies.parentId, id)),
    db.delete(forumReplies).where(eq(forumReplies.id, id)),
  ])

  await afterAnswer(
    deps,
    publish(env, reply.id, {
      type: 'reply.deleted',
      forum_thread_id: reply.id,
      reply_id: id,
      parent_id: reply.parent_id,
    }),
  )
  return { id }
}
