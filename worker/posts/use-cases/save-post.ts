import { and, eq, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import { postCategories, posts, postUploads } from '../../db/schema'
import type { SignedInActor } from '../../lib/actor'
import { isUniqueViolation } from '../../lib/db-errors'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import { claimSlug } from '../../lib/slugs'
import { canCreatePost, canEditPost, canManagePosts } from '../posts.policy'
import {
  insertPostCategoriesStatement,
  insertPostUploadsStatement,
  postForWriteQuery,
  postKeyOf,
  postSlugBase,
} from '../posts.queries'
import {
  checkReferences,
  loadReferences,
  postFieldValues,
  storedInstant,
} from '../posts-save.service'
import type { PostFields } from '../posts-save.service'
import { noticeDecided, noticeSubmitted } from '../posts-notices.service'
import type {
  CreateNewsInput,
  CreateResourceInput,
  NewsResource,
  PostKind,
  PostStatus,
  ResourceResource,
  UpdateNewsInput,
  UpdateResourceInput,
} from '../posts.schemas'
import { getNews, getResource } from './get-post'

/**
 * Saving news and resources (spec 02 §4, §6): a holder of the type's manage key chooses the
 * status (approved by default) and created_at; everyone else's posts wait for approval and their
 * created_at is dropped. Every write of a save is one batch; notices go after it.
 */

const idOf = (type: PostKind, slug: string) =>
  sql`(SELECT id FROM posts WHERE type = ${type} AND slug = ${slug})`

const writeNew = async (
  deps: Deps,
  type: PostKind,
  input: PostFields & { title: string },
  actor: SignedInActor,
  manager: boolean,
) => {
  const { db } = deps
  const base = postSlugBase(type, input.title)
  const refs = await loadReferences(db, type, input, base)
  checkReferences(input, refs, actor.user, manager)
  const slug = claimSlug(refs.taken, base)
  const status: PostStatus = manager ? (input.status ?? 'approved') : 'pending'
  const now = new Date().toISOString()
  const createdAt = manager && input.created_at ? storedInstant(input.created_at) : now
  const postId = idOf(type, slug)
  const categoryIds = input.categories ?? []
  const uploadIds = input.uploads ?? []
  await db.batch([
    db.insert(posts).values({
      ...postFieldValues(input),
      title: input.title,
      type,
      slug,
      userId: actor.user.id,
      status,
      approvedAt: status === 'approved' ? now : null,
      createdAt,
      updatedAt: now,
    }),
    ...(categoryIds.length > 0 ? [insertPostCategoriesStatement(db, postId, categoryIds)] : []),
    ...(uploadIds.length > 0 ? [insertPostUploadsStatement(db, postId, uploadIds)] : []),
  ])
  return { slug, status }
}

const createPost = async (deps: Deps, type: PostKind, input: PostFields & { title: string }) => {
  const actor = await requireUser(deps)
  if (!canCreatePost(actor, type)) throw forbidden()
  const manager = canManagePosts(actor, type)
  let created: Awaited<ReturnType<typeof writeNew>> | undefined
  // Two saves may claim the same slug at once: the unique index refuses one, which retries.
  for (let attempt = 0; !created; attempt += 1) {
    try {
      created = await writeNew(deps, type, input, actor, manager)
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, 'posts.type, posts.slug')) throw error
    }
  }
  return { ...created, authorId: actor.user.id }
}

export const createNews = async (deps: Deps, input: CreateNewsInput): Promise<NewsResource> => {
  const created = await createPost(deps, 'news', input)
  const news = await getNews(deps, created.slug)
  if (created.status === 'pending') await noticeSubmitted(deps, 'news', news, created.authorId)
  return news
}

export const createResource = async (
  deps: Deps,
  input: CreateResourceInput,
): Promise<ResourceResource> => {
  const created = await createPost(deps, 'resource', input)
  const resource = await getResource(deps, created.slug)
  if (created.status === 'pending')
    await noticeSubmitted(deps, 'resource', resource, created.authorId)
  return resource
}

/** The post's categories or files replaced when the input carries them. */
const replaceChildren = (deps: Deps, id: number, input: PostFields) => {
  const { db } = deps
  const writes: BatchItem<'sqlite'>[] = []
  const postId = sql`${id}`
  if (input.categories) {
    writes.push(db.delete(postCategories).where(eq(postCategories.postId, id)))
    if (input.categories.length > 0)
      writes.push(insertPostCategoriesStatement(db, postId, input.categories))
  }
  if (input.uploads) {
    writes.push(db.delete(postUploads).where(eq(postUploads.postId, id)))
    if (input.uploads.length > 0) writes.push(insertPostUploadsStatement(db, postId, input.uploads))
  }
  return writes
}

/**
 * The author or a manager edits; only a manager changes the status (403 for anyone else sending a
 * different one) or created_at (dropped for anyone else). An author's edit of an approved post
 * keeps it approved: re-approving every correction would hide it from readers meanwhile.
 */
const updatePost = async (deps: Deps, type: PostKind, key: string, input: PostFields) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[post]] = await db.batch([postForWriteQuery(db, type, postKeyOf(key))])
  if (!post) throw notFound()
  if (!canEditPost(actor, type, post)) throw forbidden()
  const manager = canManagePosts(actor, type)
  if (input.status !== undefined && input.status !== post.status && !manager)
    throw forbidden('Only managers can change the status')
  const refs = await loadReferences(db, type, input, null)
  checkReferences(input, refs, actor.user, manager)
  const now = new Date().toISOString()
  const status = input.status ?? post.status
  const approving = status === 'approved' && post.status !== 'approved'
  // Leaving approved ends "recently approved"; approving again starts it afresh.
  const unapproving = status !== 'approved' && post.status === 'approved'
  await db.batch([
    db
      .update(posts)
      .set({
        ...postFieldValues(input),
        status,
        ...(manager && input.created_at ? { createdAt: storedInstant(input.created_at) } : {}),
        ...(approving ? { approvedAt: now } : {}),
        ...(unapproving ? { approvedAt: null } : {}),
        updatedAt: now,
      })
      .where(and(eq(posts.id, post.id), eq(posts.type, type))),
    ...replaceChildren(deps, post.id, input),
  ])
  const decided = status !== post.status && status !== 'pending' ? status : null
  const othersPost = post.userId !== null && post.userId !== actor.user.id
  return { id: post.id, decided: othersPost ? decided : null, authorId: post.userId }
}

export const updateNews = async (
  deps: Deps,
  key: string,
  input: UpdateNewsInput,
): Promise<NewsResource> => {
  const saved = await updatePost(deps, 'news', key, input)
  const news = await getNews(deps, String(saved.id))
  if (saved.decided && saved.authorId)
    await noticeDecided(deps, 'news', news, saved.authorId, saved.decided)
  return news
}

export const updateResource = async (
  deps: Deps,
  key: string,
  input: UpdateResourceInput,
): Promise<ResourceResource> => {
  const saved = await updatePost(deps, 'resource', key, input)
  const resource = await getResource(deps, String(saved.id))
  if (saved.decided && saved.authorId)
    await noticeDecided(deps, 'resource', resource, saved.authorId, saved.decided)
  return resource
}
