import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ALREADY_REQUESTED } from '@worker/groups/group-requests.service'
import {
  JOINED_GROUP,
  REQUEST_DECLINED,
  REQUEST_SENT,
  USER_ADDED,
  type GroupJoinResult,
} from '@worker/groups/groups.schemas'
import { type api, apiAs, errorOf, send } from '../helpers/api'
import { signedInAs } from '../helpers/factories'
import { call, type Session } from '../helpers/http'

type NewGroup = Parameters<typeof api.groups.$post>[0]['json']

const newGroup = async (admin: Session, overrides: Partial<NewGroup> = {}) => {
  const res = await send(
    apiAs(admin).groups.$post({
      json: {
        title: `Circle ${crypto.randomUUID().slice(0, 6)}`,
        status: 'approved',
        ...overrides,
      },
    }),
  )
  if (res.status !== 201)
    throw new Error(`group create failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.data
}
const ask = (session: Session | null, groupId: number, userId: number) =>
  send(
    apiAs(session)['group-user-requests'].$post({ json: { group_id: groupId, user_id: userId } }),
  )
const accept = (session: Session | null, id: number) =>
  call(`/api/group-user-requests/${id}/accept`, { session, method: 'POST' })
const decline = (session: Session | null, id: number) =>
  call(`/api/group-user-requests/${id}/decline`, { session, method: 'POST' })

const totalUsers = async (groupId: number) =>
  (await env.DB.prepare('SELECT total_users FROM groups WHERE id = ?')
    .bind(groupId)
    .first<{ total_users: number }>())!.total_users
const isMember = async (groupId: number, userId: number) =>
  (await env.DB.prepare('SELECT 1 AS x FROM group_users WHERE group_id = ? AND user_id = ?')
    .bind(groupId, userId)
    .first()) !== null
const requestsOf = async (groupId: number) =>
  (
    await env.DB.prepare('SELECT id, user_id FROM group_user_requests WHERE group_id = ?')
      .bind(groupId)
      .all<{ id: number; user_id: number }>()
  ).results
const notificationsOf = async (userId: number, kind: string) =>
  (
    await env.DB.prepare(
      'SELECT title, link, data FROM notifications WHERE user_id = ? AND kind = ?',
    )
      .bind(userId, kind)
      .all<{ title: string; link: string; data: string }>()
  ).results

describe('POST /api/group-user-requests', () => {
  it('joins an approved public group at once and counts the member', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin, { privacy: 'public' })
    const res = await ask(session, group.id, user.id)
    expect(res.status, JSON.stringify(res.body)).toBe(201)
    expect(res.body.data).toEqual({
      status: 'joined',
      message: JOINED_GROUP,
      request: null,
    } satisfies GroupJoinResult)
    expect(await isMember(group.id, user.id)).toBe(true)
    expect(await totalUsers(group.id)).toBe(1)
    expect(await requestsOf(group.id)).toEqual([])
    expect((await ask(session, group.id, user.id)).status).toBe(409)
    expect(await totalUsers(group.id)).toBe(1)
  })

  it('asks to join a private group, tells the managers, and shows userRequested', async () => {
    const { user: adminUser, session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member', { forename: 'Priya', surname: 'Shah' })
    const group = await newGroup(admin, { privacy: 'private' })
    const res = await ask(session, group.id, user.id)
    expect(res.status).toBe(201)
    const result = res.body.data
    expect(result).toMatchObject({
      status: 'requested',
      message: REQUEST_SENT,
      request: { group_id: group.id, user_id: user.id },
    })
    expect(await requestsOf(group.id)).toEqual([{ id: result.request!.id, user_id: user.id }])
    expect(await isMember(group.id, user.id)).toBe(false)
    expect(await totalUsers(group.id)).toBe(0)

    const told = await notificationsOf(adminUser.id, 'group.join_request')
    expect(told.find((n) => n.link === `/admin/groups?members=${group.id}`)?.title).toBe(
      `Priya Shah asked to join ${group.title}`,
    )
    expect(await notificationsOf(user.id, 'group.join_request')).toEqual([])

    const seen = (
      await send(apiAs(session).groups[':id'].$get({ param: { id: String(group.id) }, query: {} }))
    ).body.data
    expect(seen).toMatchObject({ userRequested: true, is_member: false })
  })

  it('answers 409 when asking twice (the first request stands)', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    expect((await ask(session, group.id, user.id)).status).toBe(201)
    const again = await ask(session, group.id, user.id)
    expect(again.status).toBe(409)
    expect(errorOf(again).message).toBe(ALREADY_REQUESTED)
    expect(await requestsOf(group.id)).toHaveLength(1)
  })

  it('answers 409 for a member of the group', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    await call(`/api/groups/${group.id}/users`, { session: admin, json: { user_id: user.id } })
    expect((await ask(session, group.id, user.id)).status).toBe(409)
    expect(await requestsOf(group.id)).toEqual([])
  })

  it('refuses asking for someone else (403), visitors (401), unseen groups (404) and bad input (422)', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const other = await signedInAs('member')
    const group = await newGroup(admin)
    const pending = await newGroup(admin, { status: 'pending', privacy: 'public' })
    expect((await ask(session, group.id, other.user.id)).status).toBe(403)
    expect((await ask(admin, group.id, user.id)).status).toBe(403)
    expect((await ask(null, group.id, user.id)).status).toBe(401)
    expect((await ask(session, pending.id, user.id)).status).toBe(404)
    expect((await ask(session, 999_999, user.id)).status).toBe(404)
    const bad = await call('/api/group-user-requests', { session, json: { user_id: user.id } })
    expect(bad.status).toBe(422)
    expect(bad.body.errors).toEqual({ group_id: ['Choose a group'] })
    expect(await requestsOf(group.id)).toEqual([])
    expect(await isMember(pending.id, user.id)).toBe(false)
  })
})

describe('GET /api/group-user-requests', () => {
  it('lists requests with their member for managers, filtered by group', async () => {
    const { session: admin } = await signedInAs('admin')
    const a = await signedInAs('member')
    const b = await signedInAs('member')
    const group = await newGroup(admin)
    const other = await newGroup(admin)
    await ask(a.session, group.id, a.user.id)
    await ask(b.session, group.id, b.user.id)
    await ask(a.session, other.id, a.user.id)
    const res = await send(
      apiAs(admin)['group-user-requests'].$get({ query: { group_id: String(group.id) } }),
    )
    expect(res.status).toBe(200)
    const rows = res.body.data
    expect(rows.map((r) => r.user_id).sort()).toEqual([a.user.id, b.user.id].sort())
    expect(rows.find((r) => r.user_id === a.user.id)!.user).toMatchObject({
      id: a.user.id,
      slug: a.user.slug,
      joined_at: null,
    })
    expect(res.body.meta).toMatchObject({ pagination: { total: 2 } })
    expect((await call('/api/group-user-requests', { session: a.session })).status).toBe(403)
    expect((await call('/api/group-user-requests')).status).toBe(401)
  })
})

describe('POST /api/group-user-requests/:id/accept', () => {
  it('adds the member, removes the request, counts once and tells the member', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    const id = (await ask(session, group.id, user.id)).body.data.request!.id
    const res = await accept(admin, id)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.data).toEqual({ id, group_id: group.id, user_id: user.id, message: USER_ADDED })
    expect(await isMember(group.id, user.id)).toBe(true)
    expect(await requestsOf(group.id)).toEqual([])
    expect(await totalUsers(group.id)).toBe(1)
    expect(await notificationsOf(user.id, 'group.join_accepted')).toEqual([
      expect.objectContaining({
        title: `You have joined ${group.title}`,
        link: `/groups/${group.slug}`,
      }),
    ])
    expect((await call(`/api/groups/${group.id}`, { session })).body.data).toMatchObject({
      is_member: true,
      userRequested: false,
    })
    expect((await accept(admin, id)).status).toBe(404)
    expect(await totalUsers(group.id)).toBe(1)
  })

  it('answers 401, 403 and 404, changing nothing', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    const id = (await ask(session, group.id, user.id)).body.data.request!.id
    expect((await accept(null, id)).status).toBe(401)
    expect((await accept(session, id)).status).toBe(403)
    expect((await accept(admin, 999_999)).status).toBe(404)
    expect(await isMember(group.id, user.id)).toBe(false)
    expect(await requestsOf(group.id)).toHaveLength(1)
  })

  it('never adds a member when an accept races a decline of the same request', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    const id = (await ask(session, group.id, user.id)).body.data.request!.id
    const [accepted, declined] = await Promise.all([accept(admin, id), decline(admin, id)])
    expect([accepted.status, declined.status].filter((s) => s === 200)).toHaveLength(1)
    expect(await requestsOf(group.id)).toEqual([])
    expect(await isMember(group.id, user.id)).toBe(accepted.status === 200)
    expect(await totalUsers(group.id)).toBe(accepted.status === 200 ? 1 : 0)
  })
})

describe('POST /api/group-user-requests/:id/decline', () => {
  it('removes the request without adding the member', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    const id = (await ask(session, group.id, user.id)).body.data.request!.id
    const res = await decline(admin, id)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ id, message: REQUEST_DECLINED })
    expect(await requestsOf(group.id)).toEqual([])
    expect(await isMember(group.id, user.id)).toBe(false)
    expect(await totalUsers(group.id)).toBe(0)
    expect((await decline(admin, id)).status).toBe(404)
    // Declined, the member may ask again.
    expect((await ask(session, group.id, user.id)).status).toBe(201)
  })

  it('answers 401 and 403', async () => {
    const { session: admin } = await signedInAs('admin')
    const { user, session } = await signedInAs('member')
    const group = await newGroup(admin)
    const id = (await ask(session, group.id, user.id)).body.data.request!.id
    expect((await decline(null, id)).status).toBe(401)
    expect((await decline(session, id)).status).toBe(403)
    expect(await requestsOf(group.id)).toHaveLength(1)
  })
})
