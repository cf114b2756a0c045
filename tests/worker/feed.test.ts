import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  events,
  groups,
  groupUserRequests,
  groupUsers,
  likes,
  memberBlocks,
  posts,
  postUploads,
  rolePermissions,
  roles,
  siteSettings,
  uploads,
} from '@worker/db/schema'
import type { FeedItem } from '@worker/feed/feed.schemas'
import { apiAs, errorOf, send } from '../helpers/api'
import { createEvent } from '../helpers/event-factories'
import { createUser, db, mintSession, signedInAs } from '../helpers/factories'

/**
 * GET /api/feed and GET /api/settings/titles. Storage is shared by the file's tests, so each test
 * reads its own author's items (user_id) or its own rows.
 */

let n = 0
const unique = () => `${Date.now().toString(36)}-${++n}-${Math.random().toString(36).slice(2, 6)}`

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

const createPost = async (overrides: Partial<typeof posts.$inferInsert> = {}) => {
  const slug = `post-${unique()}`
  const [post] = await db
    .insert(posts)
    .values({
      type: 'news',
      slug,
      title: `Post ${slug}`,
      excerpt: 'An excerpt',
      status: 'approved',
      approvedAt: at(0),
      ...overrides,
    })
    .returning()
  return post!
}

const createGroup = async (memberIds: number[] = []) => {
  const u = unique()
  const [group] = await db
    .insert(groups)
    .values({ title: `Group ${u}`, slug: `group-${u}`, status: 'approved' })
    .returning()
  if (memberIds.length)
    await db.insert(groupUsers).values(memberIds.map((userId) => ({ groupId: group!.id, userId })))
  return group!
}

/** An author (in the directory, so their member card is in the feed too) and a session. */
const author = async () => {
  const user = await createUser({ createdAt: at(600) })
  return { user, session: await mintSession(user.id) }
}

const feed = async (
  session: Awaited<ReturnType<typeof mintSession>> | null,
  query: Record<string, string>,
) => send(apiAs(session).feed.$get({ query }))

/** Runs `body` with `key` taken from the built-in member role, then gives it back. */
const withoutMemberKey = async (key: string, body: () => Promise<void>) => {
  const [member] = await db.select().from(roles).where(eq(roles.key, 'member'))
  const held = and(eq(rolePermissions.roleId, member!.id), eq(rolePermissions.permissionKey, key))
  await db.delete(rolePermissions).where(held)
  try {
    await body()
  } finally {
    await db.insert(rolePermissions).values({ roleId: member!.id, permissionKey: key })
  }
}

const kinds = (rows: FeedItem[]) => rows.map((r) => `${r.itemType}:${r.id}`)

describe('GET /api/feed', () => {
  it('lists several item types, newest first, each with the feed item fields and a total', async () => {
    const { user } = await author()
    const viewer = await signedInAs('member')
    const { event } = await createEvent({ userId: user.id, approvedAt: at(30) })
    const news = await createPost({ userId: user.id, approvedAt: at(20) })
    const resource = await createPost({ type: 'resource', userId: user.id, approvedAt: at(10) })

    const res = await feed(viewer.session, { user_id: String(user.id) })
    expect(res.status).toBe(200)
    expect(kinds(res.body.data)).toEqual([
      `resource:${resource.id}`,
      `news:${news.id}`,
      `event:${event.id}`,
      `member:${user.id}`,
    ])
    expect(res.body.meta.pagination.total).toBe(4)
    for (const item of res.body.data) {
      expect(item).toMatchObject({
        likes: 0,
        comments: 0,
        user_liked: 0,
        group: null,
        groupRequests: false,
        user: { id: user.id, full_name: `${user.forename} ${user.surname}`, slug: user.slug },
      })
    }
    const [r, nw, ev, member] = res.body.data
    expect(ev).toMatchObject({ title: event.title, slug: event.slug, starts_at: event.startsAt })
    expect(nw).toMatchObject({ title: news.title, slug: news.slug, excerpt: 'An excerpt' })
    expect(r).toMatchObject({ title: resource.title, locked: false, total_files: 0 })
    expect(member).toMatchObject({
      full_name: `${user.forename} ${user.surname}`,
      initials: `${user.forename[0]}${user.surname[0]}`.toUpperCase(),
    })
  })

  it('filter_by keeps one type or a list of types', async () => {
    const { user } = await author()
    const { event } = await createEvent({ userId: user.id })
    const news = await createPost({ userId: user.id })
    await createPost({ type: 'resource', userId: user.id })
    const { session } = await signedInAs('member')

    const onlyNews = await feed(session, { user_id: String(user.id), filter_by: 'news' })
    expect(kinds(onlyNews.body.data)).toEqual([`news:${news.id}`])
    expect(onlyNews.body.meta.pagination.total).toBe(1)

    const two = await feed(session, { user_id: String(user.id), filter_by: 'event,news' })
    expect(kinds(two.body.data).sort()).toEqual([`event:${event.id}`, `news:${news.id}`].sort())
  })

  it('order=asc turns the order round, and page and per_page walk the pages', async () => {
    const { user } = await author()
    const made = []
    for (let i = 5; i >= 1; i -= 1)
      made.push(await createPost({ userId: user.id, approvedAt: at(i) }))
    const query = { user_id: String(user.id), filter_by: 'news' }
    const { session } = await signedInAs('member')

    const asc = await feed(session, { ...query, order: 'asc', order_by: 'created_at' })
    expect(asc.body.data.map((r) => r.id)).toEqual(made.map((p) => p.id))

    const page2 = await feed(session, { ...query, per_page: '2', page: '2' })
    expect(page2.body.data.map((r) => r.id)).toEqual([made[2]!.id, made[1]!.id])
    expect(page2.body.meta.pagination).toMatchObject({
      total: 5,
      count: 2,
      per_page: 2,
      current_page: 2,
      total_pages: 3,
    })
  })

  it('user_id keeps one member’s items (my feed)', async () => {
    const a = await author()
    const b = await author()
    const mine = await createPost({ userId: a.user.id })
    await createPost({ userId: b.user.id })
    const res = await feed(a.session, { user_id: String(a.user.id), per_page: '20' })
    expect(kinds(res.body.data)).toEqual([`news:${mine.id}`, `member:${a.user.id}`])
  })

  it('never gives a type to a role without its view permission, even when filtered for', async () => {
    const { user } = await author()
    await createPost({ userId: user.id })
    const { event } = await createEvent({ userId: user.id })
    const { session } = await signedInAs('member')
    await withoutMemberKey('news.view:directory', async () => {
      const filtered = await feed(session, { user_id: String(user.id), filter_by: 'news' })
      expect(filtered.status).toBe(200)
      expect(filtered.body.data).toEqual([])
      expect(filtered.body.meta.pagination.total).toBe(0)

      const all = await feed(session, { user_id: String(user.id) })
      expect(kinds(all.body.data)).toEqual([`event:${event.id}`, `member:${user.id}`])
    })
  })

  it('shows visitors what the visitor role may view: no members', async () => {
    const { user } = await author()
    const news = await createPost({ userId: user.id })
    const res = await feed(null, { user_id: String(user.id) })
    expect(kinds(res.body.data)).toEqual([`news:${news.id}`])
  })

  it('hides private events from visitors and shows them to members', async () => {
    const { user } = await author()
    const { event } = await createEvent({ userId: user.id, private: true })
    const query = { user_id: String(user.id), filter_by: 'event' }
    expect((await feed(null, query)).body.data).toEqual([])
    const { session } = await signedInAs('member')
    expect(kinds((await feed(session, query)).body.data)).toEqual([`event:${event.id}`])
  })

  it('shows a group’s resource locked to non-members (no files) and whole to members', async () => {
    const { user } = await author()
    const member = await author()
    const outsider = await author()
    const group = await createGroup([member.user.id])
    const resource = await createPost({
      type: 'resource',
      userId: user.id,
      groupId: group.id,
      title: 'Gated handbook',
    })
    const [upload] = await db
      .insert(uploads)
      .values({
        path: `files/${unique()}.pdf`,
        kind: 'file',
        category: 'documents',
        mime: 'application/pdf',
        clientFilename: 'handbook.pdf',
        filesize: 10,
      })
      .returning()
    await db.insert(postUploads).values({ postId: resource.id, uploadId: upload!.id })
    await db.insert(groupUserRequests).values({ groupId: group.id, userId: outsider.user.id })
    const query = { user_id: String(user.id), filter_by: 'resource' }

    const locked = (await feed(outsider.session, query)).body.data[0]
    expect(locked).toMatchObject({
      itemType: 'resource',
      title: 'Gated handbook',
      locked: true,
      total_files: 0,
      group: { id: group.id, title: group.title },
      groupRequests: true,
    })
    expect(JSON.stringify(locked)).not.toContain('handbook.pdf')
    expect((await feed(null, query)).body.data[0]).toMatchObject({
      locked: true,
      groupRequests: false,
    })

    const open = (await feed(member.session, query)).body.data[0]
    expect(open).toMatchObject({ locked: false, total_files: 1, groupRequests: false })
  })

  it('never lists pending or rejected items', async () => {
    const { user } = await author()
    await createPost({ userId: user.id, status: 'pending' })
    await createPost({ type: 'resource', userId: user.id, status: 'rejected' })
    await createEvent({ userId: user.id, status: 'pending' })
    const { session } = await signedInAs('admin')
    const res = await feed(session, { user_id: String(user.id) })
    expect(kinds(res.body.data)).toEqual([`member:${user.id}`])
  })

  it('drops an item once it is deleted or unapproved', async () => {
    const { user, session } = await author()
    const news = await createPost({ userId: user.id })
    const { event } = await createEvent({ userId: user.id })
    const query = { user_id: String(user.id), filter_by: 'news,event' }
    expect((await feed(session, query)).body.meta.pagination.total).toBe(2)
    await db.delete(posts).where(eq(posts.id, news.id))
    await db.update(events).set({ status: 'rejected' }).where(eq(events.id, event.id))
    const res = await feed(session, query)
    expect(res.body.data).toEqual([])
    expect(res.body.meta.pagination.total).toBe(0)
  })

  it('counts likes and gives the reader their own like’s id', async () => {
    const { user } = await author()
    const news = await createPost({ userId: user.id })
    const fan = await author()
    const other = await author()
    const [mine] = await db
      .insert(likes)
      .values({ itemType: 'news', itemId: news.id, userId: fan.user.id })
      .returning()
    await db.insert(likes).values({ itemType: 'news', itemId: news.id, userId: other.user.id })
    const query = { user_id: String(user.id), filter_by: 'news' }
    expect((await feed(fan.session, query)).body.data[0]).toMatchObject({
      likes: 2,
      user_liked: mine!.id,
    })
    expect((await feed(null, query)).body.data[0]).toMatchObject({ likes: 2, user_liked: 0 })
  })

  it('never shows a member on the other side of a block, nor their items', async () => {
    const blocker = await author()
    const blocked = await author()
    await createPost({ userId: blocked.user.id })
    await db.insert(memberBlocks).values({ blockerId: blocker.user.id, blockedId: blocked.user.id })
    const query = { user_id: String(blocked.user.id) }
    expect((await feed(blocker.session, query)).body.data).toEqual([])
    const mine = { user_id: String(blocker.user.id) }
    expect((await feed(blocked.session, mine)).body.data).toEqual([])
  })

  it('counts in its total exactly the rows the reader may page through, blocks and privacy included', async () => {
    const blocker = await author()
    const blocked = await author()
    await createPost({ userId: blocked.user.id })
    await createEvent({ userId: blocked.user.id, private: true })
    await db.insert(memberBlocks).values({ blockerId: blocker.user.id, blockedId: blocked.user.id })
    const everything = { per_page: '1000' }
    const visitor = (await feed(null, everything)).body
    const mine = (await feed(blocker.session, everything)).body
    const other = (await feed((await author()).session, everything)).body
    for (const page of [visitor, mine, other])
      expect(page.meta.pagination.total).toBe(page.data.length)
    // The blocked member's card, post and private event, and the new author's own card.
    expect(other.meta.pagination.total - mine.meta.pagination.total).toBe(4)
    expect(
      visitor.data.some((item) => item.itemType === 'event' && item.user?.id === blocked.user.id),
    ).toBe(false)
  })

  it('leaves out a switched-off feature’s type', async () => {
    const { user } = await author()
    await createEvent({ userId: user.id })
    const { session } = await signedInAs('admin')
    await db.insert(siteSettings).values({
      key: 'features',
      value: {
        events: false,
        forum: true,
        polls: true,
        surveys: true,
        promotions: true,
        resources: true,
      },
    })
    try {
      const res = await feed(session, { user_id: String(user.id), filter_by: 'event' })
      expect(res.body.data).toEqual([])
    } finally {
      await db.delete(siteSettings).where(eq(siteSettings.key, 'features'))
    }
  })

  it.each([
    ['an unknown type', { filter_by: 'polls' }],
    ['an unknown order', { order: 'sideways' }],
    ['an order_by it cannot keep', { order_by: 'likes' }],
    ['a page below 1', { page: '0' }],
  ])('answers 422 for %s', async (_name, query) => {
    const res = await feed(null, query)
    expect(res.status).toBe(422)
    expect(Object.keys(errorOf(res).errors ?? {})).toHaveLength(1)
  })
})

describe('GET /api/settings/titles', () => {
  it('labels every type for an admin', async () => {
    const { session } = await signedInAs('admin')
    const res = await send(apiAs(session).settings.titles.$get())
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({
      event: 'Events',
      news: 'News',
      resource: 'Resources',
      member: 'Members',
      poll: 'Polls',
      survey: 'Surveys',
      promotion: 'Promotions',
    })
  })

  it('labels only the types the reader may view', async () => {
    const visitor = await send(apiAs(null).settings.titles.$get())
    expect(visitor.body.data).toEqual({
      event: 'Events',
      news: 'News',
      resource: 'Resources',
      poll: 'Polls',
      survey: 'Surveys',
      promotion: 'Promotions',
    })
    const { session } = await signedInAs('member')
    await withoutMemberKey('news.view:directory', async () => {
      const res = await send(apiAs(session).settings.titles.$get())
      expect(res.body.data).toEqual({
        event: 'Events',
        resource: 'Resources',
        member: 'Members',
        poll: 'Polls',
        survey: 'Surveys',
        promotion: 'Promotions',
      })
    })
  })
})
