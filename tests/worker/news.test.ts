import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { createCategory } from '../helpers/event-factories'
import { type Principal, signedInAs } from '../helpers/factories'
import type { Session } from '../helpers/http'
import { createNewsPost, likePost, reloadPost } from '../helpers/post-factories'

type NewNews = Parameters<typeof api.news.$post>[0]['json']
type NewsChanges = Parameters<(typeof api.news)[':id']['$put']>[0]['json']

const DOC = {
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello town' }] }],
}
const newNews = (overrides: Partial<NewNews> = {}): NewNews => ({
  title: `Spring fair ${crypto.randomUUID().slice(0, 6)}`,
  excerpt: 'Stalls on the green',
  body: DOC,
  ...overrides,
})
const post = (session: Session | null, json: NewNews) => send(apiAs(session).news.$post({ json }))
const put = (session: Session | null, id: number | string, json: NewsChanges) =>
  send(apiAs(session).news[':id'].$put({ param: { id: String(id) }, json }))
const get = (key: string | number, session?: Session | null) =>
  send(apiAs(session).news[':id'].$get({ param: { id: String(key) } }))
const list = (session: Session | null, query: Record<string, string> = {}) =>
  send(apiAs(session).news.$get({ query }))
const remove = (session: Session | null, id: number) =>
  send(apiAs(session).news[':id'].$delete({ param: { id: String(id) } }))
const notificationsOf = async (userId: number, kind: string) =>
  (
    await env.DB.prepare('SELECT title, link FROM notifications WHERE user_id = ? AND kind = ?')
      .bind(userId, kind)
      .all<{ title: string; link: string }>()
  ).results

describe('GET /api/news', () => {
  it('counts exactly the approved posts in the public list’s total, and the filtered ones in a filtered list', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    await createNewsPost({ title: `${tag} one` })
    await createNewsPost({ title: `${tag} two` })
    await createNewsPost({ title: `${tag} waiting`, status: 'pending' })
    await createNewsPost({ title: `${tag} refused`, status: 'rejected' })
    const approved = await env.DB.prepare(
      "SELECT count(*) AS n FROM posts WHERE type = 'news' AND status = 'approved'",
    ).first<{ n: number }>()
    const everything = await send(apiAs(null).news.$get({ query: {} }))
    expect(everything.body.meta.pagination.total).toBe(approved!.n)
    const mine = await send(apiAs(null).news.$get({ query: { q: tag } }))
    expect(mine.body.meta.pagination.total).toBe(2)
  })

  it('lists approved news newest first, never pending or rejected ones', async () => {
    const tag = crypto.randomUUID().slice(0, 8)
    const older = await createNewsPost({
      title: `${tag} older`,
      createdAt: '2026-01-01T10:00:00.000Z',
    })
    const newer = await createNewsPost({
      title: `${tag} newer`,
      createdAt: '2026-02-01T10:00:00.000Z',
    })
    await createNewsPost({ title: `${tag} pending`, status: 'pending' })
    await createNewsPost({ title: `${tag} rejected`, status: 'rejected' })
    const { session } = await signedInAs('admin')
    for (const reader of [null, session]) {
      const res = await list(reader, { q: tag })
      expect(res.status).toBe(200)
      expect(res.body.data.map((n) => n.id)).toEqual([newer.id, older.id])
      expect(res.body.meta.pagination.total).toBe(2)
      expect(res.body.data[0]).not.toHaveProperty('body')
    }
  })

  it('pages 12 at a time by default', async () => {
    const res = await list(null)
    expect(res.body.meta.pagination.per_page).toBe(12)
  })

  it('carries the totals of likes and comments and the reader’s like', async () => {
    const news = await createNewsPost({ title: `Liked ${crypto.randomUUID()}` })
    const { user, session } = await signedInAs('member')
    const { user: other } = await signedInAs('member')
    const like = await likePost('news', news.id, user.id)
    await likePost('news', news.id, other.id)
    const mine = (await list(session, { q: news.title })).body.data[0]
    expect(mine).toMatchObject({ total_likes: 2, total_comments: 0, user_liked: like.id })
    const visitor = (await list(null, { q: news.title })).body.data[0]
    expect(visitor).toMatchObject({ total_likes: 2, user_liked: 0, can_edit: false })
  })

  it('filters by category', async () => {
    const category = await createCategory()
    const tag = crypto.randomUUID().slice(0, 8)
    const { session } = await signedInAs('admin')
    const tagged = await post(session, newNews({ title: `${tag} a`, categories: [category.id] }))
    await post(session, newNews({ title: `${tag} b` }))
    const res = await list(null, { q: tag, categories: String(category.id) })
    expect(res.body.data.map((n) => n.id)).toEqual([tagged.body.data.id])
    expect(res.body.data[0]!.categories.map((c) => c.id)).toEqual([category.id])
  })

  it('lists one author’s approved news, and every status to that author (my news)', async () => {
    const { user, session } = await signedInAs('contributor')
    const approved = await createNewsPost({ userId: user.id })
    const pending = await createNewsPost({ userId: user.id, status: 'pending' })
    const others = await list(null, { user_id: String(user.id) })
    expect(others.body.data.map((n) => n.id)).toEqual([approved.id])
    const mine = await list(session, { user_id: String(user.id) })
    expect(mine.body.data.map((n) => n.id).sort()).toEqual([approved.id, pending.id].sort())
  })

  it('filters by status: managers see every matching post, others only their own', async () => {
    const { user, session } = await signedInAs('contributor')
    const mine = await createNewsPost({ userId: user.id, status: 'pending' })
    const theirs = await createNewsPost({ status: 'pending' })
    const { session: admin } = await signedInAs('admin')
    const managerIds = (await list(admin, { status: 'pending', per_page: '999' })).body.data.map(
      (n) => n.id,
    )
    expect(managerIds).toEqual(expect.arrayContaining([mine.id, theirs.id]))
    const res = await list(session, { status: 'pending' })
    expect(res.body.data.map((n) => n.id)).toEqual([mine.id])
    expect(res.body.data.every((n) => n.status === 'pending')).toBe(true)
    expect((await list(null, { status: 'pending' })).body.data).toEqual([])
  })
})

describe('GET /api/news/:id', () => {
  it('reads a post by id and by slug with every contract field', async () => {
    const { user } = await signedInAs('contributor')
    const news = await createNewsPost({
      userId: user.id,
      body: DOC,
      img: 'https://example.com/a.png',
    })
    const res = await get(news.id)
    expect(res.status).toBe(200)
    const keys = ['id', 'slug', 'title', 'excerpt', 'body', 'img', 'status', 'categories']
    const more = ['created_at', 'poll_id', 'settings', 'stripe_id', 'price_paid', 'offline_payment']
    for (const key of [...keys, ...more, 'total_impressions'])
      expect(res.body.data).toHaveProperty(key)
    expect(res.body.data).toMatchObject({
      type: 'news',
      body: DOC,
      user: { id: user.id, slug: user.slug },
      price_paid: 0,
      offline_payment: false,
    })
    expect((await get(news.slug)).body.data.id).toBe(news.id)
  })

  it('answers 404 for a missing post and for a pending one to other readers', async () => {
    const { user, session } = await signedInAs('contributor')
    const pending = await createNewsPost({ userId: user.id, status: 'pending' })
    expect((await get(999_999)).status).toBe(404)
    expect((await get('no-such-news')).status).toBe(404)
    expect((await get(pending.id)).status).toBe(404)
    const { session: someone } = await signedInAs('member')
    expect((await get(pending.id, someone)).status).toBe(404)
    expect((await get(pending.id, session)).status).toBe(200)
    const { session: admin } = await signedInAs('admin')
    expect((await get(pending.id, admin)).status).toBe(200)
  })
})

describe('POST /api/news', () => {
  it('answers 401 to visitors and 403 to members without a create key', async () => {
    expect((await post(null, newNews())).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await post(session, newNews())).status).toBe(403)
  })

  it('saves a manager’s post approved by default, with the created date they chose', async () => {
    const { user, session } = await signedInAs('admin')
    const res = await post(session, newNews({ created_at: '2026-03-01T09:00:00+01:00' }))
    expect(res.status).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 'approved',
      created_at: '2026-03-01T08:00:00.000Z',
      user_id: user.id,
      can_edit: true,
    })
    const row = await reloadPost(res.body.data.id)
    expect(row?.bodyText).toBe('Hello town')
    expect(row?.approvedAt).not.toBeNull()
    const asked = await post(session, newNews({ status: 'pending' }))
    expect(asked.body.data.status).toBe('pending')
  })

  it('keeps a contributor’s post pending, drops their created date and tells the managers', async () => {
    const { user: admin } = await signedInAs('admin')
    const { session } = await signedInAs('contributor')
    const res = await post(
      session,
      newNews({ status: 'approved', created_at: '2020-01-01T00:00:00Z' }),
    )
    expect(res.status).toBe(201)
    expect(res.body.data.status).toBe('pending')
    expect(res.body.data.created_at.startsWith('2020')).toBe(false)
    const notices = await notificationsOf(admin.id, 'post.submitted')
    expect(notices).toContainEqual({
      title: `New news post waiting for approval: ${res.body.data.title}`,
      link: '/admin/news?status=pending',
    })
    const publicList = await list(null, { q: res.body.data.title })
    expect(publicList.body.data).toEqual([])
  })

  it('gives each post a slug from its title, unique among news', async () => {
    const { session } = await signedInAs('admin')
    const title = `Village fete ${crypto.randomUUID().slice(0, 6)}`
    const first = await post(session, newNews({ title }))
    const second = await post(session, newNews({ title }))
    expect(second.body.data.slug).toBe(`${first.body.data.slug}-2`)
  })

  it('refuses an excerpt of 251 characters and categories that do not exist (422)', async () => {
    const { session } = await signedInAs('admin')
    const long = await post(session, newNews({ excerpt: 'x'.repeat(251) }))
    expect(long.status).toBe(422)
    expect(errorOf(long).errors).toHaveProperty('excerpt')
    expect((await post(session, newNews({ excerpt: 'x'.repeat(250) }))).status).toBe(201)
    const category = await createCategory()
    const missing = await post(session, newNews({ categories: [category.id, 999_999] }))
    expect(missing.status).toBe(422)
    expect(errorOf(missing).errors).toEqual({ 'categories.1': ['Choose an existing category'] })
  })
})

describe('PUT /api/news/:id', () => {
  type Row = [Principal, 'own' | 'other', 'edit' | 'status', number]
  // Spec 02 §6: owners edit their own; the status needs news.manage.
  const TABLE: Row[] = [
    ['member', 'own', 'edit', 200],
    ['member', 'own', 'status', 403],
    ['member', 'other', 'edit', 403],
    ['contributor', 'own', 'edit', 200],
    ['contributor', 'own', 'status', 403],
    ['contributor', 'other', 'edit', 403],
    ['contributor', 'other', 'status', 403],
    ['admin', 'own', 'edit', 200],
    ['admin', 'own', 'status', 200],
    ['admin', 'other', 'edit', 200],
    ['admin', 'other', 'status', 200],
  ]
  it.each(TABLE)('%s editing %s news (%s) answers %i', async (role, whose, change, status) => {
    const { user, session } = await signedInAs(role)
    const news = await createNewsPost({
      userId: whose === 'own' ? user.id : null,
      status: 'pending',
    })
    const json = change === 'edit' ? { title: 'Renamed' } : { status: 'approved' as const }
    const res = await put(session, news.id, json)
    expect(res.status).toBe(status)
    const row = await reloadPost(news.id)
    const saved = status === 200
    expect(row).toMatchObject({
      title: saved && change === 'edit' ? 'Renamed' : news.title,
      status: saved && change === 'status' ? 'approved' : 'pending',
    })
  })

  it('accepts the same status from an owner, and keeps their approved post approved', async () => {
    const { user, session } = await signedInAs('contributor')
    const news = await createNewsPost({ userId: user.id })
    const res = await put(session, news.id, { status: 'approved', excerpt: 'Changed' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ status: 'approved', excerpt: 'Changed' })
  })

  it('drops created_at from a non-manager and applies it for a manager', async () => {
    const { user, session } = await signedInAs('contributor')
    const news = await createNewsPost({ userId: user.id, createdAt: '2026-05-01T00:00:00.000Z' })
    await put(session, news.id, { created_at: '2020-01-01T00:00:00Z' })
    expect((await reloadPost(news.id))?.createdAt).toBe('2026-05-01T00:00:00.000Z')
    const { session: admin } = await signedInAs('admin')
    await put(admin, news.id, { created_at: '2020-01-01T00:00:00Z' })
    expect((await reloadPost(news.id))?.createdAt).toBe('2020-01-01T00:00:00.000Z')
  })

  it('marks a post approved from pending as recently approved and tells its author', async () => {
    const { user } = await signedInAs('contributor')
    const news = await createNewsPost({ userId: user.id, status: 'pending' })
    const { session: admin } = await signedInAs('admin')
    const res = await put(admin, news.id, { status: 'approved' })
    expect(res.body.data).toMatchObject({ status: 'approved', recently_approved: true })
    const row = (await list(admin, { status: 'all', q: news.title })).body.data[0]
    expect(row?.recently_approved).toBe(true)
    expect(await notificationsOf(user.id, 'post.approved')).toEqual([
      { title: `Your news post ${news.title} is approved`, link: `/news/${news.slug}` },
    ])
    const rejected = await put(admin, news.id, { status: 'rejected' })
    expect(rejected.body.data.recently_approved).toBe(false)
    expect((await reloadPost(news.id))?.approvedAt).toBeNull()
    expect(await notificationsOf(user.id, 'post.rejected')).toHaveLength(1)
  })

  it('answers 401 to visitors and 404 for a missing post', async () => {
    const news = await createNewsPost()
    expect((await put(null, news.id, { title: 'x' })).status).toBe(401)
    const { session } = await signedInAs('admin')
    expect((await put(session, 999_999, { title: 'x' })).status).toBe(404)
  })
})

describe('DELETE /api/news/:id', () => {
  it('lets the author and a manager delete, and nobody else', async () => {
    const { user, session } = await signedInAs('contributor')
    const own = await createNewsPost({ userId: user.id })
    const theirs = await createNewsPost()
    expect((await remove(session, theirs.id)).status).toBe(403)
    expect(await reloadPost(theirs.id)).toBeDefined()
    expect((await remove(session, own.id)).status).toBe(204)
    expect(await reloadPost(own.id)).toBeUndefined()
    const { session: admin } = await signedInAs('admin')
    expect((await remove(admin, theirs.id)).status).toBe(204)
    expect((await remove(admin, theirs.id)).status).toBe(404)
    expect((await remove(null, theirs.id)).status).toBe(401)
  })
})
