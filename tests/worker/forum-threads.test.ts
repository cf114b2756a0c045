import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { forumCategories, forumReplies, forumThreads } from '@worker/db/schema'
import {
  CANNOT_CREATE_PRIVATE,
  CANNOT_MAKE_PUBLIC,
  CANNOT_MOVE_OUT_OF_GROUP,
  FORUM_OFF,
  POLLS_NOT_YET,
} from '@worker/forum/forum.schemas'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createUser, db, signedInAs, signIn } from '../helpers/factories'
import { createForumReply, forumMember } from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'
import {
  createForumCategory,
  createForumThread,
  createGroup,
  memberSession,
  postThread,
  setForumActive,
} from './forum-threads.fixtures'

type ThreadsQuery = Parameters<typeof api.forum.threads.$get>[0]['query']
/** A thread by id, or by the page's address (category slug and thread slug). */
type ThreadAddress = ({ id: number } | { category: string; thread: string }) & { with?: string }

const list = async (query: ThreadsQuery, session?: Session | null) => {
  const res = await send(apiAs(session).forum.threads.$get({ query }))
  return { ...res, threads: res.body.data ?? [] }
}
const get = async (at: ThreadAddress, session?: Session | null) => {
  const { forum } = apiAs(session)
  const query = { with: at.with }
  const res = await send(
    'id' in at
      ? forum.threads[':id'].$get({ param: { id: String(at.id) }, query })
      : forum.categories[':category'].threads[':thread'].$get({
          param: { category: at.category, thread: at.thread },
          query,
        }),
  )
  return { ...res, thread: res.body.data }
}
const categoryRow = async (id: number) =>
  (await db.select().from(forumCategories).where(eq(forumCategories.id, id)))[0]!
const tagRows = async (threadId: number) =>
  (
    await env.DB.prepare('SELECT tag FROM forum_thread_tags WHERE forum_thread_id = ? ORDER BY tag')
      .bind(threadId)
      .all<{ tag: string }>()
  ).results.map((r) => r.tag)
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()

afterEach(() => setForumActive(true))

describe('GET /api/forum/threads', () => {
  it('lists a category sticky first, then by latest activity, 9 at a time then 3 more', async () => {
    const category = await createForumCategory()
    const threads = []
    for (let i = 0; i < 12; i++)
      threads.push(
        await createForumThread({ forumCategoryId: category.id, lastActivityAt: hoursAgo(i + 1) }),
      )
    const sticky = await createForumThread({
      forumCategoryId: category.id,
      isSticky: true,
      lastActivityAt: hoursAgo(100),
    })
    await createForumThread({ forumCategoryId: (await createForumCategory()).id })

    const first = await list({ forum_category_id: String(category.id) })
    expect(first.status).toBe(200)
    expect(first.threads.map((t) => t.id)).toEqual([
      sticky.id,
      ...threads.slice(0, 8).map((t) => t.id),
    ])
    expect(first.body.meta).toMatchObject({ pagination: { total: 13, count: 9, per_page: 9 } })
    const more = await list({ forum_category_id: String(category.id), page: '4', per_page: '3' })
    expect(more.threads.map((t) => t.id)).toEqual(threads.slice(8, 11).map((t) => t.id))
    expect(first.threads[0]).toMatchObject({
      is_sticky: true,
      category: { id: category.id, slug: category.slug },
      url: `/forum/${category.slug}/${sticky.slug}`,
      upload_files: { images: [], audio: [], documents: [], videos: [] },
      user_liked: 0,
    })
  })

  it('gives each row its recent repliers, newest first, without the author, at most four', async () => {
    const category = await createForumCategory()
    const author = await createUser({ forename: 'Ada', surname: 'Author' })
    const repliers = []
    for (let i = 0; i < 6; i++)
      repliers.push(await createUser({ forename: `Replier${i}`, surname: 'Smith' }))
    const thread = await createForumThread({ forumCategoryId: category.id, userId: author.id })
    const quiet = await createForumThread({ forumCategoryId: category.id, userId: author.id })
    // Replier 0 replies twice (oldest and again later); the author's own reply never counts.
    const at = (minute: number) => `2026-05-01T10:${String(minute).padStart(2, '0')}:00.000Z`
    const replies: [number, number][] = [
      [repliers[0]!.id, 1],
      [repliers[1]!.id, 2],
      [repliers[2]!.id, 3],
      [author.id, 4],
      [repliers[3]!.id, 5],
      [repliers[4]!.id, 6],
      [repliers[0]!.id, 7],
    ]
    for (const [userId, minute] of replies)
      await createForumReply({ forumThreadId: thread.id, userId, updatedAt: at(minute) })

    const res = await list({ forum_category_id: String(category.id) })
    const row = res.threads.find((t) => t.id === thread.id)!
    expect(row.participants).toEqual(
      [repliers[0]!, repliers[4]!, repliers[3]!, repliers[2]!].map((u) => ({
        id: u.id,
        full_name: `${u.forename} ${u.surname}`,
        slug: u.slug,
        img: null,
        initials: `${u.forename[0]}${u.surname[0]}`,
      })),
    )
    expect(res.threads.find((t) => t.id === quiet.id)!.participants).toEqual([])
  })

  it('hides private threads of others and every thread of a gated category from non-members', async () => {
    const { user: author } = await memberSession()
    const outsider = await memberSession()
    const open = await createForumCategory()
    const group = await createGroup([author.id])
    const gated = await createForumCategory({ groupId: group.id })
    const secret = await createForumThread({
      forumCategoryId: open.id,
      userId: author.id,
      private: true,
    })
    const inGroup = await createForumThread({ forumCategoryId: gated.id, userId: author.id })
    const visible = await createForumThread({ forumCategoryId: open.id, userId: author.id })

    const outsiderIds = (await list({ user_id: String(author.id) }, outsider.session)).threads.map(
      (t) => t.id,
    )
    expect(outsiderIds).toEqual([visible.id])
    expect((await list({ forum_category_id: String(gated.id) })).threads).toEqual([])
    const authorIds = (
      await list({ user_id: String(author.id) }, await signIn(author.email))
    ).threads.map((t) => t.id)
    expect(authorIds.sort()).toEqual([secret.id, inGroup.id, visible.id].sort())
  })

  it('private=1 lists the viewer’s private threads, written or mentioned in; visitors get 401', async () => {
    const me = await memberSession()
    const other = await memberSession()
    const category = await createForumCategory()
    const mine = await createForumThread({
      forumCategoryId: category.id,
      userId: me.user.id,
      private: true,
    })
    const mentioning = await createForumThread({
      forumCategoryId: category.id,
      userId: other.user.id,
      private: true,
      mentions: [me.user.id],
    })
    await createForumThread({ forumCategoryId: category.id, userId: other.user.id, private: true })
    await createForumThread({ forumCategoryId: category.id, userId: me.user.id })

    const res = await list({ private: '1' }, me.session)
    expect(res.status).toBe(200)
    expect(res.threads.map((t) => t.id).sort()).toEqual([mine.id, mentioning.id].sort())
    expect((await list({ private: '1' })).status).toBe(401)
  })

  it('answers 403 to members while the forum is switched off, but not to forum managers', async () => {
    const member = await memberSession()
    const admin = await signedInAs('admin')
    await setForumActive(false)
    const res = await list({}, member.session)
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(FORUM_OFF)
    expect((await list({})).status).toBe(403)
    expect((await list({}, admin.session)).status).toBe(200)
  })
})

describe('GET /api/forum/threads/:id and /api/forum/categories/:category/threads/:thread', () => {
  it('returns the thread with its first replies and their children, oldest first, in one D1 round trip', async () => {
    const viewer = await memberSession()
    const category = await createForumCategory()
    const thread = await createForumThread({
      forumCategoryId: category.id,
      userId: viewer.user.id,
      tags: ['agm'],
    })
    const [first] = await db
      .insert(forumReplies)
      .values({
        forumThreadId: thread.id,
        body: 'First',
        userId: viewer.user.id,
        createdAt: hoursAgo(3),
      })
      .returning()
    const [second] = await db
      .insert(forumReplies)
      .values({ forumThreadId: thread.id, body: 'Second', createdAt: hoursAgo(2) })
      .returning()
    const [child] = await db
      .insert(forumReplies)
      .values({
        forumThreadId: thread.id,
        parentId: first!.id,
        body: 'Nested',
        createdAt: hoursAgo(1),
      })
      .returning()

    for (const path of [
      { id: thread.id, with: 'replies' },
      { category: category.slug, thread: thread.slug, with: 'replies' },
    ]) {
      const res = await get(path, viewer.session)
      expect(res.status).toBe(200)
      expect(Number(res.headers.get('x-d1-round-trips'))).toBe(1)
      expect(res.thread).toMatchObject({
        id: thread.id,
        tags: ['agm'],
        user: { id: viewer.user.id, slug: viewer.user.slug },
      })
      expect(res.thread.replies?.total).toBe(2)
      expect(res.thread.replies?.data.map((r) => r.id)).toEqual([first!.id, second!.id])
      expect(res.thread.replies?.data[0]?.children?.map((c) => c.id)).toEqual([child!.id])
      expect(res.thread.replies?.data[0]).toMatchObject({
        body: 'First',
        user: { id: viewer.user.id },
        user_liked: 0,
      })
    }
    expect((await get({ id: thread.id })).thread.replies).toBeUndefined()
  })

  it('answers 404, never the content, for a private thread to all but its author, the mentioned and managers', async () => {
    const author = await memberSession()
    const mentioned = await memberSession()
    const outsider = await memberSession()
    const admin = await signedInAs('admin')
    const category = await createForumCategory()
    const thread = await createForumThread({
      forumCategoryId: category.id,
      userId: author.user.id,
      private: true,
      mentions: [mentioned.user.id],
    })
    const path = { id: thread.id, with: 'replies' }

    for (const session of [null, outsider.session]) {
      const res = await get(path, session)
      expect(res.status).toBe(404)
      expect(JSON.stringify(res.body)).not.toContain(thread.body)
    }
    for (const session of [author.session, mentioned.session, admin.session])
      expect((await get(path, session)).status).toBe(200)
    expect(
      (await get({ category: category.slug, thread: thread.slug }, outsider.session)).status,
    ).toBe(404)
  })

  it('answers 404 for a gated category’s thread to non-members and 200 to group members', async () => {
    const member = await memberSession()
    const outsider = await memberSession()
    const group = await createGroup([member.user.id])
    const category = await createForumCategory({ groupId: group.id })
    const thread = await createForumThread({ forumCategoryId: category.id })
    expect((await get({ id: thread.id }, outsider.session)).status).toBe(404)
    expect((await get({ id: thread.id })).status).toBe(404)
    expect((await get({ id: thread.id }, member.session)).status).toBe(200)
  })

  it('answers 404 for a missing thread or a thread under another category’s slug', async () => {
    const thread = await createForumThread({ forumCategoryId: (await createForumCategory()).id })
    const other = await createForumCategory()
    expect((await get({ id: 99999999 })).status).toBe(404)
    expect((await get({ category: other.slug, thread: thread.slug })).status).toBe(404)
  })
})

describe('POST /api/forum/threads', () => {
  it('creates a thread with a slug from its title, tags as rows and the category counters', async () => {
    const { user, session } = await memberSession()
    const category = await createForumCategory()
    const res = await postThread(session, {
      forum_category_id: category.id,
      title: 'AGM minutes!',
      tags: ['Minutes', 'agm', 'agm'],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.thread).toMatchObject({
      title: 'AGM minutes!',
      slug: 'agm-minutes',
      tags: ['minutes', 'agm'],
      private: false,
      is_sticky: false,
      user_id: user.id,
      url: `/forum/${category.slug}/agm-minutes`,
      total_replies: 0,
    })
    expect(await tagRows(res.thread.id)).toEqual(['agm', 'minutes'])
    const again = await postThread(session, {
      forum_category_id: category.id,
      title: 'AGM minutes',
    })
    expect(again.thread.slug).toBe('agm-minutes-2')
    const row = await categoryRow(category.id)
    expect(row.totalThreads).toBe(2)
    expect(row.lastActivityAt).not.toBeNull()
  })

  it('refuses visitors (401), bad input (422) and categories the member cannot reach (404)', async () => {
    const { session } = await memberSession()
    const category = await createForumCategory()
    const gated = await createForumCategory({ groupId: (await createGroup()).id })
    expect((await postThread(null, { forum_category_id: category.id, title: 'Hi' })).status).toBe(
      401,
    )
    const invalid = await postThread(session, { forum_category_id: category.id, title: ' ' })
    expect(invalid.status).toBe(422)
    expect(errorOf(invalid).errors?.title).toEqual(['Title is required'])
    expect((await postThread(session, { forum_category_id: gated.id, title: 'Hi' })).status).toBe(
      404,
    )
    expect((await postThread(session, { forum_category_id: 99999999, title: 'Hi' })).status).toBe(
      404,
    )
    expect((await categoryRow(gated.id)).totalThreads).toBe(0)
  })

  it('allows private threads only with forum-threads.create:private, and sticky only for managers', async () => {
    const member = await memberSession()
    const contributor = await signedInAs('contributor')
    const admin = await signedInAs('admin')
    const category = await createForumCategory()
    const refused = await postThread(member.session, {
      forum_category_id: category.id,
      title: 'Secret',
      private: true,
    })
    expect(refused.status).toBe(403)
    expect(errorOf(refused).message).toBe(CANNOT_CREATE_PRIVATE)
    expect(
      (
        await postThread(contributor.session, {
          forum_category_id: category.id,
          title: 'Secret',
          private: true,
        })
      ).thread.private,
    ).toBe(true)
    expect(
      (
        await postThread(member.session, {
          forum_category_id: category.id,
          title: 'Pinned',
          is_sticky: true,
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await postThread(admin.session, {
          forum_category_id: category.id,
          title: 'Pinned',
          is_sticky: true,
        })
      ).thread.is_sticky,
    ).toBe(true)
  })

  it('lets a mentioned member read a private thread, and tells them', async () => {
    const contributor = await signedInAs('contributor')
    const mentioned = await memberSession()
    const outsider = await memberSession()
    const category = await createForumCategory()
    const res = await postThread(contributor.session, {
      forum_category_id: category.id,
      title: 'Just us',
      private: true,
      body: 'Hello @[0]',
      entities: [{ entity_id: mentioned.user.id, entity_type: 'user', body: '@Someone' }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.thread.entities[0]).toMatchObject({
      entity_id: mentioned.user.id,
      entity: { id: mentioned.user.id },
    })
    expect((await get({ id: res.thread.id }, mentioned.session)).status).toBe(200)
    expect((await get({ id: res.thread.id }, outsider.session)).status).toBe(404)
    const inbox = await env.DB.prepare(
      "SELECT count(*) AS n FROM notifications WHERE user_id = ? AND kind = 'forum.mention'",
    )
      .bind(mentioned.user.id)
      .first<{ n: number }>()
    expect(inbox?.n).toBe(1)
  })

  it('answers 403 to members while the forum is off; managers may still post', async () => {
    const member = await memberSession()
    const admin = await signedInAs('admin')
    const category = await createForumCategory()
    await setForumActive(false)
    expect(
      (await postThread(member.session, { forum_category_id: category.id, title: 'Hi' })).status,
    ).toBe(403)
    expect(
      (await postThread(admin.session, { forum_category_id: category.id, title: 'Hi' })).status,
    ).toBe(201)
  })
})

describe('PUT /api/forum/threads/:id', () => {
  it('lets the owner edit: fields, tags replaced, last_edited_at set', async () => {
    const { session } = await memberSession()
    const category = await createForumCategory()
    const { thread } = await postThread(session, {
      forum_category_id: category.id,
      title: 'Draft',
      tags: ['one', 'two'],
    })
    const res = await send(
      apiAs(session).forum.threads[':id'].$put({
        param: { id: String(thread.id) },
        json: { title: 'Final', tags: ['three'] },
      }),
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({ title: 'Final', slug: thread.slug, tags: ['three'] })
    expect(res.body.data.last_edited_at).not.toBeNull()
    expect(await tagRows(thread.id)).toEqual(['three'])
  })

  it('refuses other members (403), sticky from non-managers (403), visitors (401) and unreadable threads (404)', async () => {
    const owner = await memberSession()
    const other = await memberSession()
    const category = await createForumCategory()
    const { thread } = await postThread(owner.session, {
      forum_category_id: category.id,
      title: 'Mine',
    })
    expect(
      (
        await call(`/api/forum/threads/${thread.id}`, {
          method: 'PUT',
          session: other.session,
          json: { title: 'Yours' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call(`/api/forum/threads/${thread.id}`, {
          method: 'PUT',
          session: owner.session,
          json: { is_sticky: true },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(`/api/forum/threads/${thread.id}`, { method: 'PUT', json: { title: 'x' } }))
        .status,
    ).toBe(401)
    const secret = await createForumThread({
      forumCategoryId: category.id,
      userId: owner.user.id,
      private: true,
    })
    expect(
      (
        await call(`/api/forum/threads/${secret.id}`, {
          method: 'PUT',
          session: other.session,
          json: { title: 'x' },
        })
      ).status,
    ).toBe(404)
    expect(
      (
        await call(`/api/forum/threads/${thread.id}`, {
          method: 'PUT',
          session: owner.session,
          json: { title: '' },
        })
      ).status,
    ).toBe(422)
    expect(
      (await db.select().from(forumThreads).where(eq(forumThreads.id, thread.id)))[0]!.title,
    ).toBe('Mine')
  })

  it('lets a manager stick any thread and move it, carrying the counters to the new category', async () => {
    const owner = await memberSession()
    const admin = await signedInAs('admin')
    const from = await createForumCategory()
    const to = await createForumCategory()
    const { thread } = await postThread(owner.session, {
      forum_category_id: from.id,
      title: 'Moving',
    })
    await db.update(forumThreads).set({ totalReplies: 4 }).where(eq(forumThreads.id, thread.id))
    await db.update(forumCategories).set({ totalReplies: 4 }).where(eq(forumCategories.id, from.id))
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { forum_category_id: to.id, is_sticky: true },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      forum_category_id: to.id,
      is_sticky: true,
      url: `/forum/${to.slug}/${thread.slug}`,
    })
    expect(await categoryRow(from.id)).toMatchObject({ totalThreads: 0, totalReplies: 0 })
    expect(await categoryRow(to.id)).toMatchObject({ totalThreads: 1, totalReplies: 4 })
  })
})

describe('PUT /api/forum/threads/:id: who may read the thread afterwards', () => {
  // Issue 9: an author's edit must not widen who reads other members' replies.
  const put = (id: number, session: Session, json: unknown) =>
    call(`/api/forum/threads/${id}`, { method: 'PUT', session, json })
  const threadRow = async (id: number) =>
    (await db.select().from(forumThreads).where(eq(forumThreads.id, id)))[0]!

  it('refuses an author moving their thread out of a group-only category (403); a forum moderator may', async () => {
    const owner = await forumMember()
    const admin = await forumMember({ role: 'admin' })
    const group = await createGroup([owner.user.id])
    const gated = await createForumCategory({ groupId: group.id })
    const open = await createForumCategory()
    const { thread } = await postThread(owner.session, {
      forum_category_id: gated.id,
      title: 'Inside',
    })
    const res = await put(thread.id, owner.session, { forum_category_id: open.id })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(CANNOT_MOVE_OUT_OF_GROUP)
    expect((await threadRow(thread.id)).forumCategoryId).toBe(gated.id)
    expect((await categoryRow(gated.id)).totalThreads).toBe(1)
    expect((await categoryRow(open.id)).totalThreads).toBe(0)
    const moved = await put(thread.id, admin.session, { forum_category_id: open.id })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect((await threadRow(thread.id)).forumCategoryId).toBe(open.id)
  })

  it('refuses a move into another group’s category (403), allows one within the same group and into a smaller audience', async () => {
    const owner = await forumMember()
    const first = await createGroup([owner.user.id])
    const second = await createGroup([owner.user.id])
    const gated = await createForumCategory({ groupId: first.id })
    const sameGroup = await createForumCategory({ groupId: first.id })
    const otherGroup = await createForumCategory({ groupId: second.id })
    const open = await createForumCategory()
    const { thread } = await postThread(owner.session, {
      forum_category_id: gated.id,
      title: 'Inside',
    })
    const res = await put(thread.id, owner.session, { forum_category_id: otherGroup.id })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(CANNOT_MOVE_OUT_OF_GROUP)
    expect((await threadRow(thread.id)).forumCategoryId).toBe(gated.id)
    expect((await put(thread.id, owner.session, { forum_category_id: sameGroup.id })).status).toBe(
      200,
    )
    expect((await threadRow(thread.id)).forumCategoryId).toBe(sameGroup.id)
    // From an open category into a group's: fewer readers, nothing exposed.
    const { thread: public_ } = await postThread(owner.session, {
      forum_category_id: open.id,
      title: 'Outside',
    })
    expect((await put(public_.id, owner.session, { forum_category_id: gated.id })).status).toBe(200)
    expect((await threadRow(public_.id)).forumCategoryId).toBe(gated.id)
  })

  it('answers 404 to a move into a group-only category the author cannot read', async () => {
    const owner = await forumMember()
    const gated = await createForumCategory({ groupId: (await createGroup()).id })
    const open = await createForumCategory()
    const { thread } = await postThread(owner.session, {
      forum_category_id: open.id,
      title: 'Knocking',
    })
    expect((await put(thread.id, owner.session, { forum_category_id: gated.id })).status).toBe(404)
    expect((await threadRow(thread.id)).forumCategoryId).toBe(open.id)
    expect((await categoryRow(gated.id)).totalThreads).toBe(0)
  })

  it('refuses an author making their private thread public (403), even holding create:private; a moderator may', async () => {
    const contributor = await forumMember({ role: 'contributor' })
    const admin = await forumMember({ role: 'admin' })
    const mentioned = await forumMember()
    const outsider = await forumMember()
    const category = await createForumCategory()
    const { thread } = await postThread(contributor.session, {
      forum_category_id: category.id,
      title: 'Just us',
      private: true,
      body: 'Hello @[0]',
      entities: [{ entity_id: mentioned.user.id, entity_type: 'user', body: '@Someone' }],
    })
    await db
      .insert(forumReplies)
      .values({ forumThreadId: thread.id, userId: mentioned.user.id, body: 'Between us' })
    const res = await put(thread.id, contributor.session, { private: false })
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(CANNOT_MAKE_PUBLIC)
    expect((await threadRow(thread.id)).private).toBe(true)
    expect((await get({ id: thread.id }, outsider.session)).status).toBe(404)
    // Saving the editor with private still ticked is no change.
    expect(
      (await put(thread.id, contributor.session, { title: 'Just us two', private: true })).status,
    ).toBe(200)
    const opened = await put(thread.id, admin.session, { private: false })
    expect(opened.status, JSON.stringify(opened.body)).toBe(200)
    expect((await get({ id: thread.id }, outsider.session)).status).toBe(200)
  })
})

describe('PUT /api/forum/threads/:id: sticky and polls', () => {
  it('toggling sticky leaves the thread unedited: last_edited_at stays as it was', async () => {
    const owner = await forumMember()
    const admin = await forumMember({ role: 'admin' })
    const { thread } = await postThread(owner.session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Pin me',
    })
    const stuck = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { is_sticky: true },
    })
    expect(stuck.status).toBe(200)
    expect(stuck.body.data).toMatchObject({ is_sticky: true, last_edited_at: null })
    const unstuck = await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { is_sticky: false },
    })
    expect(unstuck.body.data).toMatchObject({ is_sticky: false, last_edited_at: null })
    // An edit that was one before stays one, and the sticky toggle does not move its time.
    const edited = await send(
      apiAs(owner.session).forum.threads[':id'].$put({
        param: { id: String(thread.id) },
        json: { title: 'Pinned for real' },
      }),
    )
    const editedAt = edited.body.data.last_edited_at
    expect(editedAt).not.toBeNull()
    await call(`/api/forum/threads/${thread.id}`, {
      method: 'PUT',
      session: admin.session,
      json: { is_sticky: true },
    })
    expect(
      (await db.select().from(forumThreads).where(eq(forumThreads.id, thread.id)))[0]!.lastEditedAt,
    ).toBe(editedAt)
  })

  it('refuses a poll_id (polls do not exist yet) with a 422 on poll_id; null is accepted', async () => {
    const { session } = await forumMember()
    const category = await createForumCategory()
    const created = await postThread(session, {
      forum_category_id: category.id,
      title: 'Vote',
      poll_id: 5,
    })
    expect(created.status).toBe(422)
    expect(errorOf(created).errors?.poll_id).toEqual([POLLS_NOT_YET])
    expect((await categoryRow(category.id)).totalThreads).toBe(0)
    const ok = await postThread(session, {
      forum_category_id: category.id,
      title: 'No vote',
      poll_id: null,
    })
    expect(ok.status).toBe(201)
    expect(ok.thread.poll_id).toBeNull()
    const edited = await call(`/api/forum/threads/${ok.thread.id}`, {
      method: 'PUT',
      session,
      json: { poll_id: 7 },
    })
    expect(edited.status).toBe(422)
    expect(edited.body.errors?.poll_id).toEqual([POLLS_NOT_YET])
    expect(
      (await db.select().from(forumThreads).where(eq(forumThreads.id, ok.thread.id)))[0]!.pollId,
    ).toBeNull()
    expect(
      (
        await call(`/api/forum/threads/${ok.thread.id}`, {
          method: 'PUT',
          session,
          json: { poll_id: null },
        })
      ).status,
    ).toBe(200)
  })
})

describe('DELETE /api/forum/threads/:id', () => {
  it('lets the owner delete, dropping the category counters; others get 403 and visitors 401', async () => {
    const owner = await memberSession()
    const other = await memberSession()
    const category = await createForumCategory()
    const { thread } = await postThread(owner.session, {
      forum_category_id: category.id,
      title: 'Short-lived',
    })
    await db.insert(forumReplies).values([
      { forumThreadId: thread.id, body: 'a' },
      { forumThreadId: thread.id, body: 'b' },
    ])
    await db.update(forumThreads).set({ totalReplies: 2 }).where(eq(forumThreads.id, thread.id))
    await db
      .update(forumCategories)
      .set({ totalReplies: 5 })
      .where(eq(forumCategories.id, category.id))

    expect((await call(`/api/forum/threads/${thread.id}`, { method: 'DELETE' })).status).toBe(401)
    expect(
      (await call(`/api/forum/threads/${thread.id}`, { method: 'DELETE', session: other.session }))
        .status,
    ).toBe(403)
    const res = await call(`/api/forum/threads/${thread.id}`, {
      method: 'DELETE',
      session: owner.session,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: thread.id })
    expect(await categoryRow(category.id)).toMatchObject({ totalThreads: 0, totalReplies: 3 })
    expect((await get({ id: thread.id }, owner.session)).status).toBe(404)
    expect(
      (await call(`/api/forum/threads/${thread.id}`, { method: 'DELETE', session: owner.session }))
        .status,
    ).toBe(404)
  })

  it('lets forum managers delete any thread', async () => {
    const owner = await memberSession()
    const admin = await signedInAs('admin')
    const { thread } = await postThread(owner.session, {
      forum_category_id: (await createForumCategory()).id,
      title: 'Spam',
    })
    expect(
      (await call(`/api/forum/threads/${thread.id}`, { method: 'DELETE', session: admin.session }))
        .status,
    ).toBe(200)
  })
})
