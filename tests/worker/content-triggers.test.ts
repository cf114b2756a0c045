import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  comments,
  events,
  feedItems,
  itemCounters,
  likes,
  posts,
  users,
} from '../../worker/db/schema'
import { createEvent } from '../helpers/event-factories'
import { createUser, db } from '../helpers/factories'

/**
 * The feed and the like/comment counters are kept by triggers (migration 0016), so every write
 * path of events, posts, members, likes and comments keeps them without code of its own.
 */
const feedRow = (itemType: string, itemId: number) =>
  db
    .select()
    .from(feedItems)
    .where(and(eq(feedItems.itemType, itemType as 'event'), eq(feedItems.itemId, itemId)))
    .get()

const counters = (itemType: string, itemId: number) =>
  db
    .select({ likes: itemCounters.totalLikes, comments: itemCounters.totalComments })
    .from(itemCounters)
    .where(and(eq(itemCounters.itemType, itemType as 'event'), eq(itemCounters.itemId, itemId)))
    .get()

let slugCounter = 0
const insertPost = async (overrides: Partial<typeof posts.$inferInsert> = {}) => {
  const [row] = await db
    .insert(posts)
    .values({ type: 'news', slug: `post-${++slugCounter}`, title: 'A post', ...overrides })
    .returning()
  return row!
}

describe('feed_items', () => {
  it('lists an event once it is approved, and drops it when it leaves approved or is deleted', async () => {
    const { event } = await createEvent({ status: 'pending' })
    expect(await feedRow('event', event.id)).toBeUndefined()
    const approvedAt = new Date().toISOString()
    await db.update(events).set({ status: 'approved', approvedAt }).where(eq(events.id, event.id))
    expect(await feedRow('event', event.id)).toMatchObject({ publishedAt: approvedAt })
    await db.update(events).set({ status: 'rejected' }).where(eq(events.id, event.id))
    expect(await feedRow('event', event.id)).toBeUndefined()
    await db.update(events).set({ status: 'approved' }).where(eq(events.id, event.id))
    await db.delete(events).where(eq(events.id, event.id))
    expect(await feedRow('event', event.id)).toBeUndefined()
  })

  it('keeps sub-events and later occurrences of a series out of the feed', async () => {
    const { event: parent } = await createEvent({ status: 'approved' })
    const { event: child } = await createEvent({ status: 'approved', parentId: parent.id })
    const { event: later } = await createEvent({ status: 'approved' })
    await db.update(events).set({ seriesId: parent.id }).where(eq(events.id, later.id))
    expect(await feedRow('event', parent.id)).toBeDefined()
    expect(await feedRow('event', child.id)).toBeUndefined()
    expect(await feedRow('event', later.id)).toBeUndefined()
  })

  it('carries a private event as private, for the reader rules', async () => {
    const { event } = await createEvent({ status: 'approved', private: true })
    expect(await feedRow('event', event.id)).toMatchObject({ isPrivate: 1 })
  })

  it('lists approved news and resources with their group, and follows status changes', async () => {
    const pending = await insertPost({ status: 'pending' })
    expect(await feedRow('news', pending.id)).toBeUndefined()
    await db.update(posts).set({ status: 'approved' }).where(eq(posts.id, pending.id))
    expect(await feedRow('news', pending.id)).toMatchObject({ itemType: 'news' })
    const resource = await insertPost({ type: 'resource', status: 'approved' })
    expect(await feedRow('resource', resource.id)).toMatchObject({ groupId: null })
    await db.delete(posts).where(eq(posts.id, pending.id))
    expect(await feedRow('news', pending.id)).toBeUndefined()
  })

  it('lists active members in the directory only', async () => {
    const member = await createUser()
    expect(await feedRow('member', member.id)).toBeDefined()
    await db.update(users).set({ inDirectory: false }).where(eq(users.id, member.id))
    expect(await feedRow('member', member.id)).toBeUndefined()
    await db.update(users).set({ inDirectory: true, isActive: 0 }).where(eq(users.id, member.id))
    expect(await feedRow('member', member.id)).toBeUndefined()
    await db.update(users).set({ isActive: 1 }).where(eq(users.id, member.id))
    expect(await feedRow('member', member.id)).toBeDefined()
  })
})

describe('item_counters', () => {
  it('counts likes and comments as they come and go', async () => {
    const post = await insertPost({ status: 'approved' })
    const [a, b] = [await createUser(), await createUser()]
    await db.insert(likes).values([
      { itemType: 'news', itemId: post.id, userId: a.id },
      { itemType: 'news', itemId: post.id, userId: b.id },
    ])
    await db
      .insert(comments)
      .values({ itemType: 'news', itemId: post.id, userId: a.id, body: 'Hi' })
    expect(await counters('news', post.id)).toEqual({ likes: 2, comments: 1 })
    await db.delete(likes).where(eq(likes.userId, b.id))
    expect(await counters('news', post.id)).toEqual({ likes: 1, comments: 1 })
  })

  it('forgets a deleted member’s likes and comments', async () => {
    const post = await insertPost({ status: 'approved' })
    const member = await createUser()
    await db.insert(likes).values({ itemType: 'news', itemId: post.id, userId: member.id })
    await db
      .insert(comments)
      .values({ itemType: 'news', itemId: post.id, userId: member.id, body: 'Hello' })
    await db.delete(users).where(eq(users.id, member.id))
    expect(await counters('news', post.id)).toEqual({ likes: 0, comments: 0 })
  })

  it('removes an item’s likes, comments and counters with the item', async () => {
    const post = await insertPost({ status: 'approved' })
    const member = await createUser()
    await db.insert(likes).values({ itemType: 'news', itemId: post.id, userId: member.id })
    await db.delete(posts).where(eq(posts.id, post.id))
    expect(await counters('news', post.id)).toBeUndefined()
    expect(await db.select().from(likes).where(eq(likes.itemId, post.id)).all()).toEqual([])
  })
})
