import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { notify } from '@worker/notifications/notify'
import { createUser, db, signedInAs, signIn } from '../helpers/factories'
import { type api, apiAs, send } from '../helpers/api'
import { call, type Session } from '../helpers/http'

type NotesQuery = Parameters<typeof api.notifications.$get>[0]['query']

/** The caller's notifications page: rows, pagination and the unread count. */
const notesOf = async (session: Session, query: NotesQuery = {}) =>
  (await send(apiAs(session).notifications.$get({ query }))).body

const outboxCount = async (to: string) =>
  (await env.DB.prepare('SELECT count(*) AS n FROM email_outbox WHERE "to" = ?')
    .bind(to)
    .first<{ n: number }>())!.n

const seedNotes = async (userId: number, count: number) => {
  const stmt = env.DB.prepare(
    "INSERT INTO notifications (user_id, kind, title, body, data, created_at) VALUES (?, 'user.requested', ?, '', '{}', ?)",
  )
  await env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      stmt.bind(userId, `Note ${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()),
    ),
  )
}

describe('notify()', () => {
  it('stores an in-app notification and emails by the kind default with the template filled in', async () => {
    const user = await createUser()
    await notify({ db, env }, user, 'user.requested', {
      title: 'Ada asked to join',
      link: '/admin/users',
      values: { name: 'Ada Lovelace', email: 'ada@example.test' },
    })
    const session = await signIn(user.email)
    const list = await notesOf(session)
    expect(list.data[0]?.title).toBe('Ada asked to join')
    const mail = await env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ?')
      .bind(user.email)
      .first<{ subject: string; text: string }>()
    expect(mail?.subject).toBe('Ada Lovelace asked to join Guildhall')
    expect(mail?.text).toContain('http://localhost/admin/users')
    expect(mail?.text).not.toMatch(/:[a-z_]+/)
  })

  it('sends no email to a member who turned that email off', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const saved = await call('/api/user-notifications', {
      session,
      json: {
        user_id: user.id,
        notifications: [{ notification: 'user.requested', email: false, push: false }],
      },
    })
    expect(saved.status).toBe(200)
    await notify({ db, env }, user, 'user.requested', { title: 'Quiet please' })
    expect(await outboxCount(user.email)).toBe(0)
    expect((await notesOf(session)).data).toHaveLength(1)
  })
})

describe('GET /api/notifications', () => {
  it('lists newest first, 20 per page by default, with the unread count', async () => {
    const user = await createUser()
    await seedNotes(user.id, 25)
    const session = await signIn(user.email)
    const first = await notesOf(session)
    expect(first.data).toHaveLength(20)
    expect(first.data[0]!.title).toBe('Note 24')
    expect(first.meta.pagination.total).toBe(25)
    expect(first.meta.unread).toBe(25)
    const next = await notesOf(session, { page: '3', per_page: '10' })
    expect(next.data.map((n) => n.title)).toEqual([
      'Note 4',
      'Note 3',
      'Note 2',
      'Note 1',
      'Note 0',
    ])
  })

  it('filters read and unread, and marks read only the caller’s own', async () => {
    const user = await createUser()
    const other = await createUser()
    await seedNotes(user.id, 3)
    await seedNotes(other.id, 1)
    const session = await signIn(user.email)
    const mine = (await notesOf(session)).data
    const theirs = await env.DB.prepare('SELECT id FROM notifications WHERE user_id = ?')
      .bind(other.id)
      .first<{ id: number }>()
    const res = await call('/api/notifications', {
      session,
      json: { ids: [mine[0]!.id, theirs!.id] },
    })
    expect(res.body.data).toEqual({ updated: 1 })
    const unread = await notesOf(session, { status: 'unread' })
    const read = await notesOf(session, { status: 'read' })
    expect(unread.data).toHaveLength(2)
    expect(read.data.map((n) => n.id)).toEqual([mine[0]!.id])
    const otherRow = await env.DB.prepare('SELECT read_at FROM notifications WHERE id = ?')
      .bind(theirs!.id)
      .first<{ read_at: string | null }>()
    expect(otherRow?.read_at).toBeNull()
    await call('/api/notifications', { session, json: { all: true } })
    expect((await notesOf(session, { status: 'unread' })).meta.pagination.total).toBe(0)
  })

  it('refuses visitors with 401 and an empty id list with 422', async () => {
    expect((await call('/api/notifications')).status).toBe(401)
    const { session } = await signedInAs('member')
    expect((await call('/api/notifications', { session, json: { ids: [] } })).status).toBe(422)
  })
})

describe('notification preferences', () => {
  it('lists every kind with notification, email, push and can_disable', async () => {
    const { user, session } = await signedInAs('member')
    const res = await call(`/api/user-notifications/${user.id}`, { session })
    expect(res.status).toBe(200)
    expect(res.body.data).toContainEqual({
      notification: 'user.approved',
      label: 'Your membership is approved',
      email: true,
      push: false,
      can_disable: false,
    })
  })

  it('keeps other members’ preferences private unless the caller holds users.update', async () => {
    const a = await signedInAs('member')
    const b = await createUser()
    expect((await call(`/api/user-notifications/${b.id}`, { session: a.session })).status).toBe(403)
    expect(
      (
        await call('/api/user-notifications', {
          session: a.session,
          json: { user_id: b.id, notifications: [] },
        })
      ).status,
    ).toBe(403)
    const admin = await signedInAs('admin')
    expect((await call(`/api/user-notifications/${b.id}`, { session: admin.session })).status).toBe(
      200,
    )
  })

  it('refuses to turn off a notification that cannot be disabled', async () => {
    const { user, session } = await signedInAs('member')
    const res = await call('/api/user-notifications', {
      session,
      json: {
        user_id: user.id,
        notifications: [{ notification: 'user.approved', email: false, push: false }],
      },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      'notifications.0': ['This notification cannot be turned off'],
    })
  })
})
