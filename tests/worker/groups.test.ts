import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { GROUP_GATES_CATEGORIES, USER_ADDED, USER_REMOVED } from '@worker/groups/groups.schemas'
import { type api, apiAs, send } from '../helpers/api'
import { createCustomRole, createUser, signedInAs, signIn } from '../helpers/factories'
import { createForumCategory } from '../helpers/forum-factories'
import { call, type Session } from '../helpers/http'

const doc = (text: string) => ({
  type: 'doc' as const,
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
})
const uniqueTitle = (title = 'Book Club') => `${title} ${crypto.randomUUID().slice(0, 6)}`

type NewGroup = Parameters<typeof api.groups.$post>[0]['json']
type GroupsQuery = Parameters<typeof api.groups.$get>[0]['query']
type GroupUsersQuery = Parameters<(typeof api.groups)[':id']['users']['$get']>[0]['query']

/** Any body, for the refusals; `post` sends a well-formed one through the typed client. */
const create = (session: Session | null, json: Record<string, unknown>) =>
  call('/api/groups', { session, json })
const post = (session: Session, json: NewGroup) => send(apiAs(session).groups.$post({ json }))
const put = (session: Session | null, id: number, json: unknown) =>
  call(`/api/groups/${id}`, { method: 'PUT', session, json })
const get = async (key: string | number, session?: Session | null, relations?: string) => {
  const res = await send(
    apiAs(session).groups[':id'].$get({ param: { id: String(key) }, query: { with: relations } }),
  )
  return { status: res.status, group: res.body.data }
}
const list = (session: Session, query: GroupsQuery) => send(apiAs(session).groups.$get({ query }))
const listUsers = (session: Session, groupId: number, query: GroupUsersQuery) =>
  send(apiAs(session).groups[':id'].users.$get({ param: { id: String(groupId) }, query }))

/** An admin's new group (approved unless told otherwise). */
const newGroup = async (admin: Session, overrides: Partial<NewGroup> = {}) => {
  const res = await post(admin, { title: uniqueTitle(), status: 'approved', ...overrides })
  if (res.status !== 201)
    throw new Error(`group create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data
}

const groupRow = async (id: number) =>
  env.DB.prepare(
    'SELECT status, privacy, total_users, show_members, hide_attendees, user_id, description FROM groups WHERE id = ?',
  )
    .bind(id)
    .first<{
      status: string
      privacy: string
      total_users: number
      show_members: number
      hide_attendees: number
      user_id: number | null
      description: string | null
    }>()
const memberIds = async (groupId: number) =>
  (
    await env.DB.prepare('SELECT user_id FROM group_users WHERE group_id = ? ORDER BY user_id')
      .bind(groupId)
      .all<{ user_id: number }>()
  ).results.map((r) => r.user_id)
const addMember = (session: Session | null, groupId: number, userId: number) =>
  call(`/api/groups/${groupId}/users`, { session, json: { user_id: userId } })

describe('POST /api/groups', () => {
  it('creates a pending group by default with a slug from the title and every contract field', async () => {
    const { user, session } = await signedInAs('admin')
    const title = uniqueTitle('Garden Lovers!')
    const res = await post(session, {
      title,
      description: doc('We grow things'),
      img: 'https://example.test/banner.png',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    const group = res.body.data
    expect(group).toMatchObject({
      title,
      status: 'pending',
      privacy: 'private',
      private: 1,
      show_members: true,
      settings: { hide_attendees: false },
      total_users: 0,
      is_member: false,
      userRequested: false,
      img: 'https://example.test/banner.png',
      description: doc('We grow things'),
    })
    expect(group.slug).toBe(`garden-lovers-${title.split(' ').pop()!.toLowerCase()}`)
    expect(await groupRow(group.id)).toMatchObject({
      status: 'pending',
      privacy: 'private',
      total_users: 0,
      user_id: user.id,
    })
  })

  it('keeps the status, privacy and settings a manager sets, and serves an upload path through /api/files', async () => {
    const { session } = await signedInAs('super_admin')
    const res = await create(session, {
      title: uniqueTitle(),
      status: 'approved',
      privacy: 'public',
      show_members: false,
      settings: { hide_attendees: true },
      img: 'images/2026/banner.png',
    })
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toMatchObject({
      status: 'approved',
      privacy: 'public',
      private: 0,
      show_members: false,
      settings: { hide_attendees: true },
      img: '/api/files/images/2026/banner.png',
    })
  })

  it('makes a unique slug when titles repeat', async () => {
    const { session } = await signedInAs('admin')
    const title = uniqueTitle()
    const first = await newGroup(session, { title })
    const second = await newGroup(session, { title })
    expect(second.slug).toBe(`${first.slug}-2`)
  })

  it('refuses visitors (401) and members without groups.manage (403), writing nothing', async () => {
    const { session } = await signedInAs('member')
    const title = uniqueTitle()
    expect((await create(null, { title })).status).toBe(401)
    expect((await create(session, { title })).status).toBe(403)
    const count = await env.DB.prepare('SELECT count(*) AS n FROM groups WHERE title = ?')
      .bind(title)
      .first<{ n: number }>()
    expect(count!.n).toBe(0)
  })

  it('lets a custom role holding groups.manage create', async () => {
    const role = await createCustomRole(['groups.manage'])
    const user = await createUser({ roleId: role.id })
    const res = await create(await signIn(user.email), { title: uniqueTitle() })
    expect(res.status).toBe(201)
  })

  it('answers 422 with field messages for a missing title, a bad privacy, a bad image and a bad description', async () => {
    const { session } = await signedInAs('admin')
    const res = await create(session, {
      title: ' ',
      privacy: 'secret',
      img: 'javascript:alert(1)',
      description: '<p>html</p>',
    })
    expect(res.status).toBe(422)
    expect(res.body.errors!.title).toEqual(['Title is required'])
    expect(res.body.errors!.privacy).toEqual(['Choose private or public'])
    expect(res.body.errors!.img).toEqual(['Use an uploaded image or an https:// address'])
    expect(res.body.errors!.description).toBeDefined()
  })
})

describe('GET /api/groups', () => {
  it('shows members approved groups only, managers every group, and filters by status and q', async () => {
    const { session: admin } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const tag = crypto.randomUUID().slice(0, 8)
    const approved = await newGroup(admin, { title: `Approved ${tag}` })
    const pending = await newGroup(admin, { title: `Pending ${tag}`, status: 'pending' })
    const rejected = await newGroup(admin, { title: `Rejected ${tag}`, status: 'rejected' })

    const asMember = await list(member, { q: tag })
    expect(asMember.status).toBe(200)
    expect(asMember.body.data.map((g) => g.id)).toEqual([approved.id])
    expect(asMember.body.meta).toMatchObject({
      pagination: { total: 1, count: 1, current_page: 1 },
    })
    expect((await list(member, { q: tag, status: 'pending' })).body.data).toEqual([])

    const asAdmin = await list(admin, { q: tag })
    expect(asAdmin.body.data.map((g) => g.id)).toEqual([approved.id, pending.id, rejected.id])
    const onlyPending = await list(admin, { q: tag, status: 'pending' })
    expect(onlyPending.body.data.map((g) => g.id)).toEqual([pending.id])
  })

  it('pages in SQL and searches case-insensitively without LIKE wildcards', async () => {
    const { session } = await signedInAs('admin')
    const tag = crypto.randomUUID().slice(0, 8)
    for (const n of [1, 2, 3]) await newGroup(session, { title: `Paged ${tag} ${n}` })
    const second = await list(session, { q: `PAGED ${tag}`, per_page: '2', page: '2' })
    expect(second.body.data.map((g) => g.title)).toEqual([`Paged ${tag} 3`])
    expect(second.body.meta).toMatchObject({
      pagination: { total: 3, count: 1, per_page: 2, current_page: 2, total_pages: 2 },
    })
    expect((await list(session, { q: `${tag}%` })).body.data).toEqual([])
  })

  it('tells the viewer whether they belong', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const tag = crypto.randomUUID().slice(0, 8)
    const mine = await newGroup(admin, { title: `Mine ${tag}` })
    await newGroup(admin, { title: `Other ${tag}` })
    expect((await addMember(admin, mine.id, user.id)).status).toBe(201)
    const rows = (await list(session, { q: tag })).body.data
    expect(rows.map((g) => [g.title, g.is_member, g.total_users])).toEqual([
      [`Mine ${tag}`, true, 1],
      [`Other ${tag}`, false, 0],
    ])
  })

  it('refuses visitors (401)', async () => {
    expect((await call('/api/groups')).status).toBe(401)
  })
})

describe('GET /api/groups/:id', () => {
  it('reads a group by id and by slug; a member gets 404 for a pending one', async () => {
    const { session: admin } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const group = await newGroup(admin)
    const pending = await newGroup(admin, { status: 'pending' })
    expect((await get(group.id, member)).group.slug).toBe(group.slug)
    expect((await get(group.slug, member)).group.id).toBe(group.id)
    expect((await get(pending.id, member)).status).toBe(404)
    expect((await get(pending.slug, admin)).status).toBe(200)
    expect((await get(999_999, member)).status).toBe(404)
    expect((await get('no-such-group', member)).status).toBe(404)
    expect((await get(group.id, null)).status).toBe(401)
  })

  it('lists users to managers and to members when show_members; never to outsiders; user_requests to managers only', async () => {
    const { session: admin } = await signedInAs('admin')
    const inside = await signedInAs('member')
    const outside = await signedInAs('member')
    const asker = await signedInAs('member')
    const group = await newGroup(admin, { privacy: 'private' })
    const hidden = await newGroup(admin, { privacy: 'private', show_members: false })
    await addMember(admin, group.id, inside.user.id)
    await addMember(admin, hidden.id, inside.user.id)
    const asked = await call('/api/group-user-requests', {
      session: asker.session,
      json: { group_id: group.id, user_id: asker.user.id },
    })
    expect(asked.status).toBe(201)

    const forAdmin = (await get(group.id, admin, 'users,user_requests')).group
    expect(forAdmin.users!.map((u) => u.id)).toEqual([inside.user.id])
    expect(forAdmin.users![0]).toMatchObject({
      full_name: `${inside.user.forename} ${inside.user.surname}`,
      slug: inside.user.slug,
      initials: 'TU',
    })
    expect(forAdmin.users![0]!.joined_at).not.toBeNull()
    expect(forAdmin.user_requests!.map((r) => [r.user_id, r.group_id, r.user?.id])).toEqual([
      [asker.user.id, group.id, asker.user.id],
    ])

    const forMember = (await get(group.id, inside.session, 'users,user_requests')).group
    expect(forMember.is_member).toBe(true)
    expect(forMember.users!.map((u) => u.id)).toEqual([inside.user.id])
    expect(forMember.user_requests).toEqual([])
    expect((await get(hidden.id, inside.session, 'users')).group.users).toEqual([])
    expect((await get(group.id, outside.session, 'users')).group.users).toEqual([])

    const forAsker = (await get(group.id, asker.session)).group
    expect(forAsker).toMatchObject({ is_member: false, userRequested: true })
    expect(forAsker.users).toBeUndefined()
  })

  it('costs one D1 round trip signed in', async () => {
    const { session } = await signedInAs('admin')
    const group = await newGroup(session)
    const res = await call(`/api/groups/${group.slug}?with=users,user_requests`, { session })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
    const list = await call('/api/groups', { session })
    expect(list.headers.get('x-d1-round-trips')).toBe('1')
  })
})

describe('PUT /api/groups/:id', () => {
  it('changes only the fields sent and keeps the slug', async () => {
    const { session } = await signedInAs('admin')
    const group = await newGroup(session, {
      description: doc('Old'),
      settings: { hide_attendees: true },
    })
    const res = await put(session, group.id, {
      title: 'Renamed',
      privacy: 'public',
      status: 'rejected',
      img: null,
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toMatchObject({
      title: 'Renamed',
      slug: group.slug,
      privacy: 'public',
      private: 0,
      status: 'rejected',
      img: null,
      settings: { hide_attendees: true },
      description: doc('Old'),
    })
    expect(await groupRow(group.id)).toMatchObject({
      status: 'rejected',
      privacy: 'public',
      hide_attendees: 1,
    })
  })

  it('answers 401, 403, 404 and 422', async () => {
    const { session } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const group = await newGroup(session)
    expect((await put(null, group.id, { title: 'x' })).status).toBe(401)
    expect((await put(member, group.id, { title: 'x' })).status).toBe(403)
    expect((await put(session, 999_999, { title: 'x' })).status).toBe(404)
    const bad = await put(session, group.id, { privacy: 'hidden', title: '' })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors!).sort()).toEqual(['privacy', 'title'])
    expect((await groupRow(group.id))!.privacy).toBe('private')
  })
})

describe('DELETE /api/groups/:id', () => {
  it('deletes the group with its members and requests', async () => {
    const { session } = await signedInAs('admin')
    const user = await createUser()
    const group = await newGroup(session)
    await addMember(session, group.id, user.id)
    const res = await call(`/api/groups/${group.id}`, { method: 'DELETE', session })
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id: group.id })
    expect(await groupRow(group.id)).toBeNull()
    expect(await memberIds(group.id)).toEqual([])
    expect((await call(`/api/groups/${group.id}`, { method: 'DELETE', session })).status).toBe(404)
  })

  it('refuses visitors and members', async () => {
    const { session } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const group = await newGroup(session)
    expect((await call(`/api/groups/${group.id}`, { method: 'DELETE' })).status).toBe(401)
    expect(
      (await call(`/api/groups/${group.id}`, { method: 'DELETE', session: member })).status,
    ).toBe(403)
    expect(await groupRow(group.id)).not.toBeNull()
  })

  it('refuses to delete a group that gates forum categories, which stay closed', async () => {
    const { session } = await signedInAs('admin')
    const group = await newGroup(session)
    const category = await createForumCategory({ groupId: group.id })
    const res = await call(`/api/groups/${group.id}`, { method: 'DELETE', session })
    expect(res.status).toBe(409)
    expect(res.body.message).toBe(GROUP_GATES_CATEGORIES)
    expect(await groupRow(group.id)).not.toBeNull()
    const row = await env.DB.prepare('SELECT group_id FROM forum_categories WHERE id = ?')
      .bind(category.id)
      .first<{ group_id: number }>()
    expect(row?.group_id).toBe(group.id)
  })
})

describe('deleting a member', () => {
  it('takes them out of the member count of every group they were in', async () => {
    const { session } = await signedInAs('admin')
    const [leaver, stayer] = [await createUser(), await createUser()]
    const group = await newGroup(session)
    await addMember(session, group.id, leaver.id)
    await addMember(session, group.id, stayer.id)
    expect((await groupRow(group.id))?.total_users).toBe(2)
    await env.DB.prepare('DELETE FROM users WHERE id = ?').bind(leaver.id).run()
    expect((await groupRow(group.id))?.total_users).toBe(1)
    expect(await memberIds(group.id)).toEqual([stayer.id])
  })
})

describe('POST /api/groups/:id/users and DELETE /api/groups/:id/users/:user_id', () => {
  it('adds and removes a member, keeping total_users exact', async () => {
    const { session } = await signedInAs('admin')
    const [a, b] = [await createUser(), await createUser()]
    const group = await newGroup(session)
    const added = await addMember(session, group.id, a.id)
    expect(added.status).toBe(201)
    expect(added.body.data).toEqual({ group_id: group.id, user_id: a.id, message: USER_ADDED })
    await addMember(session, group.id, b.id)
    expect(await memberIds(group.id)).toEqual([a.id, b.id].sort((x, y) => x - y))
    expect((await groupRow(group.id))!.total_users).toBe(2)

    const again = await addMember(session, group.id, a.id)
    expect(again.status).toBe(409)
    expect((await groupRow(group.id))!.total_users).toBe(2)

    const removed = await call(`/api/groups/${group.id}/users/${a.id}`, {
      method: 'DELETE',
      session,
    })
    expect(removed.status).toBe(200)
    expect(removed.body.data).toEqual({ group_id: group.id, user_id: a.id, message: USER_REMOVED })
    expect(await memberIds(group.id)).toEqual([b.id])
    expect((await groupRow(group.id))!.total_users).toBe(1)
    expect(
      (await call(`/api/groups/${group.id}/users/${a.id}`, { method: 'DELETE', session })).status,
    ).toBe(404)
    expect((await groupRow(group.id))!.total_users).toBe(1)
  })

  it('counts one member when two adds race', async () => {
    const { session } = await signedInAs('admin')
    const user = await createUser()
    const group = await newGroup(session)
    const statuses = (
      await Promise.all([
        addMember(session, group.id, user.id),
        addMember(session, group.id, user.id),
      ])
    ).map((r) => r.status)
    expect(statuses.sort()).toEqual([201, 409])
    expect((await groupRow(group.id))!.total_users).toBe(1)
  })

  it('removes a pending request when the member is added', async () => {
    const { session: admin } = await signedInAs('admin')
    const asker = await signedInAs('member')
    const group = await newGroup(admin)
    await call('/api/group-user-requests', {
      session: asker.session,
      json: { group_id: group.id, user_id: asker.user.id },
    })
    expect((await addMember(admin, group.id, asker.user.id)).status).toBe(201)
    const left = await env.DB.prepare(
      'SELECT count(*) AS n FROM group_user_requests WHERE group_id = ?',
    )
      .bind(group.id)
      .first<{ n: number }>()
    expect(left!.n).toBe(0)
  })

  it('answers 401, 403, 404 (group) and 422 (user)', async () => {
    const { session } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const user = await createUser()
    const group = await newGroup(session)
    expect((await addMember(null, group.id, user.id)).status).toBe(401)
    expect((await addMember(member, group.id, user.id)).status).toBe(403)
    expect((await addMember(session, 999_999, user.id)).status).toBe(404)
    const unknown = await addMember(session, group.id, 999_999)
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({ user_id: ['Choose a member'] })
    expect(
      (
        await call(`/api/groups/${group.id}/users/${user.id}`, {
          method: 'DELETE',
          session: member,
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(`/api/groups/999999/users/${user.id}`, { method: 'DELETE', session })).status,
    ).toBe(404)
    expect(await memberIds(group.id)).toEqual([])
  })
})

describe('GET /api/groups/:id/users', () => {
  it('scope=all lists active users with is_member, searched and paged; scope=members the members', async () => {
    const { session } = await signedInAs('admin')
    const tag = `Zed${crypto.randomUUID().slice(0, 6)}`
    const alice = await createUser({ forename: 'Alice', surname: tag })
    const bob = await createUser({ forename: 'Bob', surname: tag })
    await createUser({ forename: 'Carol', surname: tag, isActive: 0 })
    const group = await newGroup(session)
    await addMember(session, group.id, bob.id)

    const all = await listUsers(session, group.id, { scope: 'all', q: tag.toLowerCase() })
    expect(all.status).toBe(200)
    expect(all.body.data.map((u) => [u.full_name, u.is_member])).toEqual([
      [`Alice ${tag}`, false],
      [`Bob ${tag}`, true],
    ])
    expect(all.body.meta).toMatchObject({ pagination: { total: 2 } })

    const paged = await listUsers(session, group.id, {
      scope: 'all',
      q: tag,
      per_page: '1',
      page: '2',
    })
    expect(paged.body.data.map((u) => u.id)).toEqual([bob.id])

    const fullName = await listUsers(session, group.id, { scope: 'all', q: `alice ${tag}` })
    expect(fullName.body.data.map((u) => u.id)).toEqual([alice.id])

    const members = await listUsers(session, group.id, { scope: 'members' })
    expect(members.body.data.map((u) => [u.id, u.is_member])).toEqual([[bob.id, true]])
    expect(members.body.data[0]!.joined_at).not.toBeNull()
  })

  it('answers 401, 403 and 404', async () => {
    const { session } = await signedInAs('admin')
    const { session: member } = await signedInAs('member')
    const group = await newGroup(session)
    expect((await call(`/api/groups/${group.id}/users`)).status).toBe(401)
    expect((await call(`/api/groups/${group.id}/users`, { session: member })).status).toBe(403)
    expect((await call('/api/groups/999999/users', { session })).status).toBe(404)
  })
})
