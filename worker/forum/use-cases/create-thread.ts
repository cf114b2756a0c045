import { and, eq, sql } from 'drizzle-orm'
import { forumCategories, forumThreads, forumThreadTags } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import type { Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import { can } from '../../lib/policy'
import { categoryAccessibleSql, forumViewerOf, assertForumOn } from '../forum.policy'
import { attachStatements } from '../forum-attachments.queries'
import { checkAttachable } from '../forum-attachments.service'
import { checkMentions, notifyMentioned } from '../forum-mentions.service'
import { threadMentionStatements } from '../forum-mentions.queries'
import { forumSwitchQuery } from '../forum-settings.queries'
import { claimSlug, slugBase } from '../../lib/slugs'
import { takenThreadSlugsQuery } from '../forum-threads.queries'
import { readThread } from './read-threads'
import { CANNOT_CREATE_PRIVATE, type CreateThreadInput } from '../forum.schemas'
import type { ForumThreadResource } from '../forum-responses.schemas'

/**
 * Starting a thread: in a category the member may read, private only with
 * forum-threads.create:private, sticky only for forum-threads.manage. The thread, its tags,
 * mentions, attachments and the category's counters are one batch; mentioned members are told after.
 */

export const STICKY_NOT_ALLOWED = 'Only forum managers can make a thread sticky'

/** Tags in the order given, each once. */
export const distinctTags = (tags: readonly string[]) => [...new Set(tags)]

/** Statements making `tags` exactly the thread's tag rows (`threadId` may be SQL for a new thread). */
export const tagStatements = (
  deps: Deps,
  threadId: number | ReturnType<typeof sql>,
  tags: readonly string[],
) => {
  const { db } = deps
  return [
    db.delete(forumThreadTags).where(sql`${forumThreadTags.forumThreadId} = ${threadId}`),
    ...(tags.length > 0
      ? [
          db
            .insert(forumThreadTags)
            .select(
              sql`SELECT ${threadId}, j.value FROM json_each(${JSON.stringify(tags)}) j WHERE true`,
            )
            .onConflictDoNothing(),
        ]
      : []),
  ]
}

const write = async (deps: Deps, input: CreateThreadInput, userId: number, mentioned: number[]) => {
  const { db } = deps
  const base = slugBase(input.title, 'thread')
  const [taken] = await db.batch([takenThreadSlugsQuery(db, input.forum_category_id, base)])
  const slug = claimSlug(new Set(taken.map((t) => t.slug)), base)
  const now = new Date().toISOString()
  // The new thread by its unique address: last_insert_rowid() moves with every insert of the batch.
  const threadId = sql`(SELECT id FROM forum_threads WHERE forum_category_id = ${input.forum_category_id} AND slug = ${slug})`
  const tags = distinctTags(input.tags)
  const [inserted] = await db.batch([
    db
      .insert(forumThreads)
      .values({
        forumCategoryId: input.forum_category_id,
        userId,
        title: input.title,
        slug,
        body: input.body,
        entities: input.entities,
        tags,
        isSticky: input.is_sticky,
        private: input.private,
        pollId: input.poll_id ?? null,
        lastActivityAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: forumThreads.id }),
    ...tagStatements(deps, threadId, tags),
    ...threadMentionStatements(db, threadId, mentioned),
    ...attachStatements(db, { forumThreadId: threadId, forumReplyId: null }, input.uploads),
    db
      .update(forumCategories)
      .set({ totalThreads: sql`${forumCategories.totalThreads} + 1`, lastActivityAt: now })
      .where(eq(forumCategories.id, input.forum_category_id)),
  ])
  return inserted[0]!.id
}

export const createThread = async (
  deps: Deps,
  input: CreateThreadInput,
): Promise<ForumThreadResource> => {
  const { db, auth } = deps
  const actor = await auth.load()
  const viewer = forumViewerOf(auth.tokenHash)
  const [switchRows, categories] = await db.batch([
    forumSwitchQuery(db),
    db
      .select({ id: forumCategories.id })
      .from(forumCategories)
      .where(and(eq(forumCategories.id, input.forum_category_id), categoryAccessibleSql(viewer))),
  ])
  assertForumOn(switchRows, actor)
  if (!actor.user) throw forbidden()
  if (categories.length === 0) throw notFound()
  if (input.private && !can(actor, 'forum-threads.create:private'))
    throw forbidden(CANNOT_CREATE_PRIVATE)
  if (input.is_sticky && !can(actor, 'forum-threads.manage')) throw forbidden(STICKY_NOT_ALLOWED)
  const mentioned = await checkMentions(db, input.body, input.entities)
  await checkAttachable(db, actor.user.id, input.uploads, null)
  let id: number | undefined
  // Two threads titled alike at once: the unique (category, slug) refuses one, which retries.
  for (let attempt = 0; id === undefined; attempt += 1) {
    try {
      id = await write(deps, input, actor.user.id, mentioned)
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, 'forum_threads.forum_category_id')) throw error
    }
  }
  const thread = await readThread(deps, { id }, [])
  await notifyMentioned(deps, mentioned, {
    authorId: actor.user.id,
    threadId: id,
    threadTitle: thread.title,
    url: thread.url,
    replyId: null,
  })
  return thread
}
