import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { forumCategories } from '@worker/db/schema'
import { FORUM_OFF } from '@worker/forum/forum.schemas'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { db, signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'
import {
  createForumCategory,
  createForumThread,
  createGroup,
  memberSession,
  postThread,
  setForumActive,
} from './forum-threads.fixtures'

const listAll = async (session?: Session | null) => {
  const res = await send(apiAs(session).forum.categories.$get({ query: { per_page: '1000' } }))
  return { ...res, categories: res.body.data ?? [] }
}
const getCategory = async (key: string | number, session?: Session | null) => {
  const res = await send(
    apiAs(session).forum.categories[':id'].$get({ param: { id: String(key) } }),
  )
  return { ...res, category: res.body.data }
}
const create = (session: Session, json: Parameters<typeof api.forum.categories.$post>[0]['json']) =>
  send(apiAs(session).forum.categories.$post({ json }))
const rowCount = async (sql: string, ...values: unknown[]) =>
  (await env.DB.prepare(sql)
    .bind(...values)
    .first<{ n: number }>())!.n
const uniqueName = (name: string) => `${name} ${crypto.randomUUID().slice(0, 6)}`

afterEach(() => setForumActive(true))

describe('GET /api/forum/categories', () => {
  it('lists by position then name, gated ones with can_access false and the viewer’s pending request', async () => {
    const { user, session } = await memberSession()
    const group = await createGroup()
    await env.DB.prepare(
      'INSERT INTO group_user_requests (group_id, user_id, created_at) VALUES (?, ?, ?)',
    )
      .bind(group.id, user.id, new Date().toISOString())
      .run()
    const b = await createForumCategory({ name: 'B open', position: 1 })
    const a = await createForumCategory({
      name: 'A open',
      position: 1,
      img: 'images/forum/2026/01/banner.png',
    })
    const gated = await createForumCategory({ name: 'Gated', position: 0, groupId: group.id })

    const res = await listAll(session)
    expect(res.status).toBe(200)
    const ids = res.categories.map((c) => c.id)
    expect(ids.indexOf(gated.id)).toBeLessThan(ids.indexOf(a.id))
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id))
    const shown = res.categories.find((c) => c.id === gated.id)!
    expect(shown).toMatchObject({
      can_access: false,
      userRequested: true,
      group: { id: group.id, title: group.title, slug: group.slug, privacy: 'private' },
    })
    expect(shown.group?.user_requests).toEqual([{ id: expect.any(Number), user_id: user.id }])
    expect(res.categories.find((c) => c.id === a.id)).toMatchObject({
      can_access: true,
      userRequested: false,
      group: null,
      img: '/api/files/images/forum/2026/01/banner.png',
    })
    expect(Number(res.headers.get('x-d1-round-trips'))).toBe(1)
    // Someone else's request is not the viewer's.
    const other = await memberSession()
    expect((await listAll(other.session)).categories.find((c) => c.id === gated.id)).toMatchObject({
      userRequested: false,
      group: { user_requests: [] },
    })
  })

  it('opens a gated category to its group members and to managers', async () => {
    const member = await memberSession()
    const admin = await signedInAs('admin')
    const gated = await createForumCategory({ groupId: (await createGroup([member.user.id])).id })
    expect(
      (await listAll(member.session)).categories.find((c) => c.id === gated.id)?.can_access,
    ).toBe(true)
    expect(
      (await listAll(admin.session)).categories.find((c) => c.id === gated.id)?.can_access,
    ).toBe(true)
    expect((await listAll()).categories.find((c) => c.id === gated.id)?.can_access).toBe(false)
  })

  it('answers 403 to members while the forum is off, 200 to managers', async () => {
    const member = await memberSession()
    const admin = await signedInAs('admin')
    await setForumActive(false)
    const res = await listAll(member.session)
    expect(res.status).toBe(403)
    expect(errorOf(res).message).toBe(FORUM_OFF)
    expect((await listAll(admin.session)).status).toBe(200)
  })
})

describe('GET /api/forum/categories/:id', () => {
  it('reads by id or slug; a gated category shows its card but not its threads; 404 when missing', async () => {
    const outsider = await memberSession()
    const gated = await createForumCategory({ groupId: (await createGroup()).id })
    await createForumThread({ forumCategoryId: gated.id })
    for (const key of [gated.id, gated.slug]) {
      const res = await getCategory(key, outsider.session)
      expect(res.status).toBe(200)
      expect(res.category).toMatchObject({ id: gated.id, slug: gated.slug, can_access: false })
    }
    expect(
      (
        await call(`/api/forum/threads?forum_category_id=${gated.id}`, {
          session: outsider.session,
        })
      ).body.data,
    ).toEqual([])
    expect((await getCategory('no-such-category')).status).toBe(404)
    expect((await getCategory(99999999)).status).toBe(404)
  })
})

describe('POST /api/forum/categories', () => {
  it('creates with a slug from the name, then -2 for the same name', async () => {
    const { session } = await signedInAs('admin')
    const name = uniqueName('Help & Advice')
    const res = await create(session, { name, position: 3 })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const created = res.body.data
    expect(created).toMatchObject({
      name,
      position: 3,
      total_threads: 0,
      can_access: true,
      group: null,
    })
    expect(created.slug).toBe(`help-advice-${name.split(' ').pop()!.toLowerCase()}`)
    const again = await create(session, { name })
    expect(again.body.data.slug).toBe(`${created.slug}-2`)
  })

  it('refuses a taken slug and a missing group with 422', async () => {
    const { session } = await signedInAs('admin')
    const existing = await createForumCategory()
    const taken = await call('/api/forum/categories', {
      session,
      json: { name: 'Other', slug: existing.slug },
    })
    expect(taken.status).toBe(422)
    expect(taken.body.errors).toEqual({ slug: ['That address is taken'] })
    const noGroup = await call('/api/forum/categories', {
      session,
      json: { name: 'Other', group_id: 99999999 },
    })
    expect(noGroup.status).toBe(422)
    expect(noGroup.body.errors?.group_id).toBeDefined()
    expect((await call('/api/forum/categories', { session, json: { name: '' } })).status).toBe(422)
  })

  it('is for forum-categories.manage: visitors 401, members 403', async () => {
    const member = await memberSession()
    expect((await call('/api/forum/categories', { json: { name: 'X' } })).status).toBe(401)
    expect(
      (await call('/api/forum/categories', { session: member.session, json: { name: 'X' } }))
        .status,
    ).toBe(403)
  })
})

describe('PUT /api/forum/categories/:id', () => {
  it('updates name, group and slug; the slug stays unless asked; taken slugs 422; missing 404', async () => {
    const { session } = await signedInAs('admin')
    const category = await createForumCategory()
    const other = await createForumCategory()
    const group = await createGroup()
    const res = await call(`/api/forum/categories/${category.id}`, {
      method: 'PUT',
      session,
      json: { name: 'Renamed', group_id: group.id },
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      name: 'Renamed',
      slug: category.slug,
      group_id: group.id,
      group: { id: group.id },
    })
    const clash = await call(`/api/forum/categories/${category.id}`, {
      method: 'PUT',
      session,
      json: { slug: other.slug },
    })
    expect(clash.status).toBe(422)
    expect(clash.body.errors).toEqual({ slug: ['That address is taken'] })
    expect(
      (
        await call(`/api/forum/categories/${category.id}`, {
          method: 'PUT',
          session,
          json: { slug: category.slug },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await call('/api/forum/categories/99999999', {
          method: 'PUT',
          session,
          json: { name: 'X' },
        })
      ).status,
    ).toBe(404)
    const member = await memberSession()
    expect(
      (
        await call(`/api/forum/categories/${category.id}`, {
          method: 'PUT',
          session: member.session,
          json: { name: 'X' },
        })
      ).status,
    ).toBe(403)
  })

  it('refuses a group that does not exist with 422 on group_id, leaving the category as it was (issue 9)', async () => {
    const { session } = await signedInAs('admin')
    const category = await createForumCategory()
    const res = await call(`/api/forum/categories/${category.id}`, {
      method: 'PUT',
      session,
      json: { group_id: 99999999 },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ group_id: ['Choose an existing group'] })
    const [row] = await db.select().from(forumCategories).where(eq(forumCategories.id, category.id))
    expect(row?.groupId).toBeNull()
    // null takes the gate off.
    expect(
      (
        await call(`/api/forum/categories/${category.id}`, {
          method: 'PUT',
          session,
          json: { group_id: null },
        })
      ).status,
    ).toBe(200)
  })
})

describe('DELETE /api/forum/categories/:id', () => {
  it('deletes the category with its threads and their likes; 404 after; members 403', async () => {
    const admin = await signedInAs('admin')
    const author = await memberSession()
    const category = await createForumCategory()
    const { thread } = await postThread(author.session, {
      forum_category_id: category.id,
      title: 'Doomed',
    })
    await env.DB.prepare(
      "INSERT INTO forum_likes (forum_object_type, forum_object_id, user_id, created_at) VALUES ('thread', ?, ?, ?)",
    )
      .bind(thread.id, author.user.id, new Date().toISOString())
      .run()
    expect(
      (
        await call(`/api/forum/categories/${category.id}`, {
          method: 'DELETE',
          session: author.session,
        })
      ).status,
    ).toBe(403)
    const res = await call(`/api/forum/categories/${category.id}`, {
      method: 'DELETE',
      session: admin.session,
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: category.id })
    expect(await rowCount('SELECT count(*) AS n FROM forum_threads WHERE id = ?', thread.id)).toBe(
      0,
    )
    expect(
      await rowCount(
        "SELECT count(*) AS n FROM forum_likes WHERE forum_object_type = 'thread' AND forum_object_id = ?",
        thread.id,
      ),
    ).toBe(0)
    expect(
      (
        await call(`/api/forum/categories/${category.id}`, {
          method: 'DELETE',
          session: admin.session,
        })
      ).status,
    ).toBe(404)
  })
})

describe('PUT /api/settings/forum', () => {
  it('switches the forum off and on for sites.set.settings; members 403', async () => {
    const admin = await signedInAs('admin')
    const member = await memberSession()
    expect(
      (
        await call('/api/settings/forum', {
          method: 'PUT',
          session: member.session,
          json: { is_forum_active: false },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call('/api/settings/forum', { method: 'PUT', json: { is_forum_active: false } }))
        .status,
    ).toBe(401)
    const off = await call('/api/settings/forum', {
      method: 'PUT',
      session: admin.session,
      json: { is_forum_active: false },
    })
    expect(off.status).toBe(200)
    expect(off.body.data).toEqual({ is_forum_active: false })
    expect((await listAll(member.session)).status).toBe(403)
    expect(
      (
        await call('/api/settings/forum', {
          method: 'PUT',
          session: admin.session,
          json: { is_forum_active: true },
        })
      ).body.data,
    ).toEqual({ is_forum_active: true })
    expect((await listAll(member.session)).status).toBe(200)
    expect(
      (await call('/api/settings/forum', { method: 'PUT', session: admin.session, json: {} }))
        .status,
    ).toBe(422)
  })
})
