import { eq } from 'drizzle-orm'
import {
  groups,
  groupUserRequests,
  groupUsers,
  likes,
  posts,
  postUploads,
  promotionClaims,
  uploads,
} from '@worker/db/schema'
import { db } from './factories'

/**
 * News and resources straight into D1 (no API), so list, search and approval tests stand alone.
 * Posts are approved and written by nobody unless told.
 */

let sequence = 0
const unique = () =>
  `${Date.now().toString(36)}-${++sequence}-${Math.random().toString(36).slice(2, 6)}`

type NewPost = Partial<typeof posts.$inferInsert>

export const createPost = async (overrides: NewPost = {}) => {
  const n = unique()
  const [post] = await db
    .insert(posts)
    .values({
      type: 'news',
      slug: `post-${n}`,
      title: `Post ${n}`,
      excerpt: 'A post made by a test',
      status: 'approved',
      ...overrides,
    })
    .returning()
  return post!
}

export const createNewsPost = (overrides: NewPost = {}) =>
  createPost({ type: 'news', ...overrides })
export const createResourcePost = (overrides: NewPost = {}) =>
  createPost({ type: 'resource', ...overrides })
/** An approved gold offer running from a day ago for a month, unless told otherwise. */
export const createPromotionPost = (overrides: NewPost = {}) =>
  createPost({
    type: 'promotion',
    tier: 'gold',
    settings: { company_name: 'Corner Bakery', promotion_type: 'offer' },
    startsAt: new Date(Date.now() - 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    ...overrides,
  })

/** `userId` claims the promotion (total_claimed follows by trigger). */
export const claimPromotion = async (postId: number, userId: number, createdAt?: string) => {
  const [claim] = await db
    .insert(promotionClaims)
    .values({ postId, userId, ...(createdAt ? { createdAt } : {}) })
    .returning()
  return claim!
}

/** An approved private group with `members` in it. */
export const createGroup = async (members: { id: number }[] = []) => {
  const n = unique()
  const [group] = await db
    .insert(groups)
    .values({ title: `Group ${n}`, slug: `group-${n}`, status: 'approved', privacy: 'private' })
    .returning()
  if (members.length > 0)
    await db.insert(groupUsers).values(members.map((m) => ({ groupId: group!.id, userId: m.id })))
  return group!
}

export const requestToJoin = (groupId: number, userId: number) =>
  db.insert(groupUserRequests).values({ groupId, userId })

/** An uploaded file's row of `userId` (the bytes are never read here). */
export const createUpload = async (
  userId: number | null,
  file: {
    category?: 'images' | 'documents' | 'audio' | 'videos'
    mime?: string
    size?: number
  } = {},
) => {
  const n = unique()
  const category = file.category ?? 'documents'
  const ext = category === 'images' ? 'png' : 'pdf'
  const [upload] = await db
    .insert(uploads)
    .values({
      userId,
      path: `${category}/resource/test/${n}.${ext}`,
      kind: 'resource-file',
      category,
      mime: file.mime ?? (category === 'images' ? 'image/png' : 'application/pdf'),
      filesize: file.size ?? 2048,
      clientFilename: `file-${n}.${ext}`,
    })
    .returning()
  return upload!
}

export const attachUploads = (postId: number, uploadIds: number[]) =>
  db
    .insert(postUploads)
    .values(uploadIds.map((uploadId, position) => ({ postId, uploadId, position })))

/** A like of the post by `userId` (the counters follow by trigger). */
export const likePost = async (type: 'news' | 'resource', postId: number, userId: number) => {
  const [like] = await db
    .insert(likes)
    .values({ itemType: type, itemId: postId, userId })
    .returning()
  return like!
}

export const reloadPost = async (id: number) =>
  (await db.select().from(posts).where(eq(posts.id, id)))[0]
