import { z } from 'zod'
import { and, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { forumCategories, forumThreads } from '../../db/schema'
import { isUniqueViolation } from '../../lib/db-errors'
import { batchOf } from '../../lib/batch'
import { afterAnswer, type Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import { can, canManageItem } from '../../lib/policy'
import {
  categoryAccessibleSql,
  forumViewerOf,
  threadReadableSql,
  assertForumOn,
} from '../forum.policy'
import { attachStatements } from '../forum-attachments.queries'
import { checkAttachable } from '../forum-attachments.service'
import { publishToThread } from '../forum-live.service'
import { recheckLiveAccess } from '../../live/live-access'
import { liveRoomName } from '../../live/live-rooms'
import { checkMentions, notifyMentioned } from '../forum-mentions.service'
import { threadMentionStatements } from '../forum-mentions.queries'
import { forumSwitchQuery } from '../forum-settings.queries'
import { claimSlug } from '../../lib/slugs'
import { takenThreadSlugsQuery } from '../forum-threads.queries'
import { distinctTags, STICKY_NOT_ALLOWED, tagStatements } from './create-thread'
import { readThread } from './read-threads'
import {
  CANNOT_CREATE_PRIVATE,
  CANNOT_MAKE_PUBLIC,
  CANNOT_MOVE_OUT_OF_GROUP,
  type UpdateThreadInput,
} from '../forum.schemas'
import type { ForumThreadResource } from '../forum-responses.schemas'

/**
 * Editing a thread (its owner or forum-threads.manage): fields, tags, mentions and attachments are
 * replaced in one batch; a move to another category carries its counts across. Moving a thread out
 * of a group's category or making a private thread public shows others' replies to new readers,
 * so only a moderator may. An edit that can narrow who reads it (made private, moved, mentions of
 * a private thread changed) closes the live sockets of those who lost it before publishing.
 */

const loadThread = async (deps: Deps, id: number, targetCategoryId: number | undefined) => {
  const { db, auth } = deps
  const viewer = forumViewerOf(auth.tokenHash)
  const [switchRows, [thread], target] = await db.batch([
    forumSwitchQuery(db),
    db
      .select({
        id: forumThreads.id,
        userId: forumThreads.userId,
        categoryId: forumThreads.forumCategoryId,
        slug: forumThreads.slug,
        body: forumThreads.body,
        entities: forumThreads.entities,
        isSticky: forumThreads.isSticky,
        private: forumThreads.private,
        groupId: sql<
          number | null
        >`(SELECT c.group_id FROM forum_categories c WHERE c.id = ${forumThreads.forumCategoryId})`,
        mentioned: sql<string>`(SELECT json_group_array(m.user_id) FROM forum_thread_mentions m WHERE m.forum_thread_id = ${id})`,
      })
      .from(forumThreads)
      .where(and(eq(forumThreads.id, id), threadReadableSql(viewer))),
    db
      .select({ id: forumCategories.id, groupId: forumCategories.groupId })
      .from(forumCategories)
      .where(and(eq(forumCategories.id, targetCategoryId ?? 0), categoryAccessibleSql(viewer))),
  ])
  return { switchRows, thread, target: target[0] }
}

export const updateThread = async (
  deps: Deps,
  id: number,
  input: UpdateThreadInput,
): Promise<ForumThreadResource> => {
  const { db, auth } = deps
  const actor = await auth.load()
  const { switchRows, thread, target } = await loadThread(deps, id, input.forum_category_id)
  assertForumOn(switchRows, actor)
  if (!actor.user || !thread) throw notFound()
  if (!canManageItem(actor, thread, 'forum-threads.manage')) throw forbidden()
  if (
    input.is_sticky !== undefined &&
    input.is_sticky !== thread.isSticky &&
    !can(actor, 'forum-threads.manage')
  )
    throw forbidden(STICKY_NOT_ALLOWED)
  if (input.private === true && !thread.private && !can(actor, 'forum-threads.create:private'))
    throw forbidden(CANNOT_CREATE_PRIVATE)
  const moving =
    input.forum_category_id !== undefined && input.forum_category_id !== thread.categoryId
  if (moving && !target) throw notFound()
  // Replies by others were written for the thread's readers: only a moderator widens them.
  const moderates = can(actor, 'forum-threads.manage')
  if (moving && thread.groupId !== null && target?.groupId !== thread.groupId && !moderates)
    throw forbidden(CANNOT_MOVE_OUT_OF_GROUP)
  if (input.private === false && thread.private && !moderates) throw forbidden(CANNOT_MAKE_PUBLIC)

  const body = input.body ?? thread.body
  const entities = input.entities ?? thread.entities
  const mentionsChange = input.body !== undefined || input.entities !== undefined
  const mentioned = mentionsChange ? await checkMentions(db, body, entities) : []
  if (input.uploads)
    await checkAttachable(db, actor.user.id, input.uploads, {
      forumThreadId: id,
      forumReplyId: null,
    })
  const before = new Set(z.array(z.number()).parse(JSON.parse(thread.mentioned)))

  for (let attempt = 0; ; attempt += 1) {
    try {
      await write(deps, id, input, {
        ...thread,
        moving,
        mentioned: mentionsChange ? mentioned : null,
      })
      break
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, 'forum_threads.forum_category_id')) throw error
    }
  }
  const updated = await readThread(deps, { id }, [])
  const isPrivate = input.private ?? thread.private
  const narrows = moving || (isPrivate && (!thread.private || mentionsChange))
  const published = () =>
    publishToThread(deps.env, id, { type: 'thread.updated', forum_thread_id: id })
  await afterAnswer(
    deps,
    narrows
      ? recheckLiveAccess(deps, { rooms: [liveRoomName('forum-thread', id)] }).then(published)
      : published(),
  )
  if (mentionsChange) {
    const added = mentioned.filter((m) => !before.has(m))
    await notifyMentioned(deps, added, {
      authorId: actor.user.id,
      threadId: id,
      threadTitle: updated.title,
      url: updated.url,
      replyId: null,
    })
  }
  return updated
}

/** Does the input change the post itself (anything but the sticky flag)? */
const isEdit = (input: UpdateThreadInput) =>
  Object.entries(input).some(
    ([key, value]) => value !== undefined && key !== 'is_sticky' && key !== 'upload_files',
  )

type Current = { categoryId: number; slug: string; moving: boolean; mentioned: number[] | null }

const write = async (deps: Deps, id: number, input: UpdateThreadInput, current: Current) => {
  const { db } = deps
  const target = input.forum_category_id ?? current.categoryId
  // A move keeps the address unless the new category already has it.
  let slug = current.slug
  if (current.moving) {
    const [taken] = await db.batch([takenThreadSlugsQuery(db, target, current.slug)])
    slug = claimSlug(new Set(taken.map((t) => t.slug)), current.slug)
  }
  const now = new Date().toISOString()
  const tags = input.tags ? distinctTags(input.tags) : undefined
  const statements: BatchItem<'sqlite'>[] = []
  if (current.moving) {
    // Counts move with the thread: read from the row in SQL, before the row itself changes.
    const replies = sql`coalesce((SELECT t.total_replies FROM forum_threads t WHERE t.id = ${id}), 0)`
    statements.push(
      db
        .update(forumCategories)
        .set({
          totalThreads: sql`max(${forumCategories.totalThreads} - 1, 0)`,
          totalReplies: sql`max(${forumCategories.totalReplies} - ${replies}, 0)`,
        })
        .where(eq(forumCategories.id, current.categoryId)),
      db
        .update(forumCategories)
        .set({
          totalThreads: sql`${forumCategories.totalThreads} + 1`,
          totalReplies: sql`${forumCategories.totalReplies} + ${replies}`,
          lastActivityAt: now,
        })
        .where(eq(forumCategories.id, target)),
    )
  }
  statements.push(
    db
      .update(forumThreads)
      .set({
        forumCategoryId: target,
        slug,
        ...(input.title !== undefined ? { title: input.title } : {}),
        ...(input.body !== undefined ? { body: input.body } : {}),
        ...(input.entities !== undefined ? { entities: input.entities } : {}),
        ...(tags ? { tags } : {}),
        ...(input.is_sticky !== undefined ? { isSticky: input.is_sticky } : {}),
        ...(input.private !== undefined ? { private: input.private } : {}),
        ...(input.poll_id !== undefined ? { pollId: input.poll_id } : {}),
        // Sticking or unsticking is moderation, not an edit: the "edited" mark stays as it was.
        ...(isEdit(input) ? { lastEditedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(forumThreads.id, id)),
  )
  if (tags) statements.push(...tagStatements(deps, id, tags))
  if (current.mentioned) statements.push(...threadMentionStatements(db, id, current.mentioned))
  if (input.uploads)
    statements.push(
      ...attachStatements(db, { forumThreadId: id, forumReplyId: null }, input.uploads),
    )
  await batchOf(db, statements)
}
