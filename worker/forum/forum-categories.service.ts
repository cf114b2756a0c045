import { eq, sql } from 'drizzle-orm'
import {
  forumCategories,
  forumLikes,
  forumReplies,
  forumThreads,
  groups,
  uploads,
} from '../db/schema'
import { isUniqueViolation } from '../lib/db-errors'
import { afterAnswer, type Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import type { Paging } from '../lib/paging'
import { forumViewerOf, assertForumOn } from './forum.policy'
import { forumSwitchQuery } from './forum-settings.queries'
import {
  getCategoryStatement,
  listCategoriesStatements,
  takenCategorySlugsQuery,
} from './forum-categories.queries'
import { toCategoryResource } from './forum-categories.resources'
import { claimSlug, slugBase } from '../lib/slugs'
import { recheckLiveAccess } from '../live/live-access'
import { liveRoomName } from '../live/live-rooms'
import { removeObjects } from './forum-attachments.service'
import type { ForumCategoryInput, UpdateForumCategoryInput } from './forum.schemas'
import type { ForumCategoryResource } from './forum-responses.schemas'

/**
 * Forum categories: the index's cards (with the viewer's group state) and their admin CRUD. A
 * change of group, or a deletion, closes the live sockets of those who can no longer read a thread.
 */

export const SLUG_TAKEN = 'That address is taken'
export const GROUP_MISSING = 'Choose an existing group'

export const listForumCategories = async (
  deps: Deps,
  paging: Paging,
): Promise<{ rows: ForumCategoryResource[]; total: number }> => {
  const { db, auth } = deps
  const statements = listCategoriesStatements(db, forumViewerOf(auth.tokenHash), paging)
  const [rows, [total], switchRows] = await db.batch([
    statements.rows,
    statements.total,
    forumSwitchQuery(db),
  ])
  assertForumOn(switchRows, auth.current())
  return { rows: rows.map(toCategoryResource), total: total?.total ?? 0 }
}

/** By id or slug. A gated category is still shown (can_access false): its threads are not. */
export const getForumCategory = async (
  deps: Deps,
  idOrSlug: string,
): Promise<ForumCategoryResource> => {
  const { db, auth } = deps
  const [[row], switchRows] = await db.batch([
    getCategoryStatement(db, forumViewerOf(auth.tokenHash), idOrSlug),
    forumSwitchQuery(db),
  ])
  assertForumOn(switchRows, auth.current())
  if (!row) throw notFound()
  return toCategoryResource(row)
}

/** Checks the group and picks the slug: an asked-for slug must be free, a derived one gets -2, -3… */
const prepare = async (
  deps: Deps,
  input: UpdateForumCategoryInput,
  name: string,
  self: number | null,
) => {
  const { db } = deps
  const wanted = input.slug ?? slugBase(name, 'category')
  const [taken, found] = await db.batch([
    takenCategorySlugsQuery(db, wanted),
    db
      .select({ id: groups.id })
      .from(groups)
      .where(eq(groups.id, input.group_id ?? 0)),
  ])
  const others = new Set(taken.filter((t) => t.id !== self).map((t) => t.slug))
  const errors: Record<string, string[]> = {}
  if (input.slug !== undefined && (others.has(input.slug) || /^\d+$/.test(input.slug)))
    errors.slug = [SLUG_TAKEN]
  if (input.group_id && found.length === 0) errors.group_id = [GROUP_MISSING]
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return input.slug ?? claimSlug(others, wanted)
}

const slugTaken = (error: unknown) => {
  if (isUniqueViolation(error, 'forum_categories.slug')) return invalid({ slug: [SLUG_TAKEN] })
  return error
}

export const createForumCategory = async (
  deps: Deps,
  input: ForumCategoryInput,
): Promise<ForumCategoryResource> => {
  const slug = await prepare(deps, input, input.name, null)
  const [row] = await deps.db
    .insert(forumCategories)
    .values({
      name: input.name,
      slug,
      img: input.img ?? null,
      groupId: input.group_id ?? null,
      position: input.position ?? 0,
    })
    .returning({ id: forumCategories.id })
    .catch((error: unknown) => {
      throw slugTaken(error)
    })
  return getForumCategory(deps, String(row!.id))
}

export const updateForumCategory = async (
  deps: Deps,
  id: number,
  input: UpdateForumCategoryInput,
): Promise<ForumCategoryResource> => {
  const { db } = deps
  const [current] = await db
    .select({ id: forumCategories.id, slug: forumCategories.slug })
    .from(forumCategories)
    .where(eq(forumCategories.id, id))
  if (!current) throw notFound()
  // The address stays put unless a new slug is asked for.
  const needsCheck = input.slug !== undefined || Boolean(input.group_id)
  const slug = needsCheck
    ? await prepare(deps, { ...input, slug: input.slug ?? current.slug }, '', id)
    : current.slug
  await db
    .update(forumCategories)
    .set({
      slug,
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.img !== undefined ? { img: input.img } : {}),
      ...(input.group_id !== undefined ? { groupId: input.group_id } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
      updatedAt: new Date().toISOString(),
    })
    .where(eq(forumCategories.id, id))
    .catch((error: unknown) => {
      throw slugTaken(error)
    })
  if (input.group_id !== undefined)
    await afterAnswer(deps, recheckLiveAccess(deps, { forumCategory: id }))
  return getForumCategory(deps, String(id))
}

/** Deletes the category with its threads (and their replies, tags, mentions, attachments by cascade) and their likes. */
export const deleteForumCategory = async (deps: Deps, id: number): Promise<{ id: number }> => {
  const { db } = deps
  const threadIds = sql`(SELECT id FROM ${forumThreads} WHERE forum_category_id = ${id})`
  const [threads, , , files, deleted] = await db.batch([
    // The threads' live rooms, found before they go with the category.
    db
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(eq(forumThreads.forumCategoryId, id)),
    // Likes point at threads and replies by id without a foreign key: they go first, explicitly.
    db.delete(forumLikes)
      .where(sql`${forumLikes.forumObjectType} = 'reply' AND ${forumLikes.forumObjectId} IN
      (SELECT id FROM ${forumReplies} WHERE forum_thread_id IN ${threadIds})`),
    db
      .delete(forumLikes)
      .where(
        sql`${forumLikes.forumObjectType} = 'thread' AND ${forumLikes.forumObjectId} IN ${threadIds}`,
      ),
    // Attached files go with their posts: unattached, they would be served to anyone.
    db
      .delete(uploads)
      .where(
        sql`${uploads.id} IN (SELECT fa.upload_id FROM forum_attachments fa WHERE fa.forum_thread_id IN ${threadIds})`,
      )
      .returning({ path: uploads.path }),
    db
      .delete(forumCategories)
      .where(eq(forumCategories.id, id))
      .returning({ id: forumCategories.id }),
  ])
  if (deleted.length === 0) throw notFound()
  await removeObjects(
    deps,
    files.map((f) => f.path),
  )
  await afterAnswer(
    deps,
    recheckLiveAccess(deps, { rooms: threads.map((t) => liveRoomName('forum-thread', t.id)) }),
  )
  return { id }
}
