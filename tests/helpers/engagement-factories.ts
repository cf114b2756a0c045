import { and, eq } from 'drizzle-orm'
import {
  comments,
  groupUsers,
  groups,
  itemCounters,
  likes,
  posts,
  type ItemType,
} from '@worker/db/schema'
import { db } from './factories'

/** Rows for the comments and likes tests: posts straight into D1, comments, likes, counters. */

let n = 0
const next = () => `${Date.now().toString(36)}-${(n += 1)}`

type NewPost = Partial<typeof posts.$inferInsert>

/** A post (approved news unless said otherwise). */
export const createPost = async (overrides: NewPost = {}) => {
  const id = next()
  const [post] = await db
    .insert(posts)
    .values({
      type: 'news',
      slug: `test-post-${id}`,
      title: `Test post ${id}`,
      status: 'approved',
      ...overrides,
    })
    .returning()
  return post!
}

/** An approved private group with these members. */
export const createGroupWith = async (members: { id: number }[]) => {
  const id = next()
  const [group] = await db
    .insert(groups)
    .values({ title: `Group ${id}`, slug: `group-${id}`, status: 'approved', privacy: 'private' })
    .returning()
  if (members.length > 0)
    await db.insert(groupUsers).values(members.map((m) => ({ groupId: group!.id, userId: m.id })))
  return group!
}

/** A comment written straight into D1 (counters follow by trigger). */
export const insertComment = async (row: {
  itemType: ItemType
  itemId: number
  userId: number
  body?: string
  parentId?: number | null
  createdAt?: string
}) => {
  const [comment] = await db
    .insert(comments)
    .values({ body: 'A comment', ...row })
    .returning()
  return comment!
}

export const insertLike = async (row: { itemType: ItemType; itemId: number; userId: number }) => {
  const [like] = await db.insert(likes).values(row).returning()
  return like!
}

/** The item's counters row (zeros when it has none). */
export const countersOf = async (itemType: ItemType, itemId: number) => {
  const [row] = await db
    .select()
    .from(itemCounters)
    .where(and(eq(itemCounters.itemType, itemType), eq(itemCounters.itemId, itemId)))
  return { likes: row?.totalLikes ?? 0, comments: row?.totalComments ?? 0 }
}

export const commentRow = async (id: number) =>
  (await db.select().from(comments).where(eq(comments.id, id)))[0]

export const likesOf = (itemType: ItemType, itemId: number) =>
  db
    .select()
    .from(likes)
    .where(and(eq(likes.itemType, itemType), eq(likes.itemId, itemId)))
