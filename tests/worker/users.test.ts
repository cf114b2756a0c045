import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import {
  createCustomRole,
  createUser,
  PASSWORD,
  reloadUser,
  signedInAs,
  signIn,
  signInThroughApi,
} from '../helpers/factories'
import { type api, apiAs, send } from '../helpers/api'
import { call, type Session } from '../helpers/http'

type UsersQuery = Parameters<typeof api.users.$get>[0]['query']

const usersPage = async (session: Session, query: UsersQuery) =>
  (await send(apiAs(session).users.$get({ query }))).body
const rolesOf = async (session: Session) =>
  (await send(apiAs(session).roles.$get({ query: {} }))).body.data
const meOf = async (session: Session) => (await send(apiAs(session).me.$get())).body.data

describe('approving a member (PUT /api/users/:id is_active=1)', () => {
  it('activates a requested member, emails and notifies them, and lets them sign in with their password', async () => {
    const { session } = await signedInAs('admin')
    const applicant = await createUser({ isActive: -1 })
    expect(
      (await call('/api/signin', { json: { email: applicant.email, password: PASSWORD } })).status,
    ).toBe(403)

    const listed = await usersPage(session, { userStatus: '-1', page: '1', page_size: '15' })
    expect(listed.data.map((u) => u.id)).toContain(applicant.id)

    const res = await send(
      apiAs(session).users[':id'].$put({
        param: { id: String(applicant.id) },
        json: { is_active: 1 },
      }),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.is_active).toBe(1)

    const mail = await env.DB.prepare(
      'SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1',
    )
      .bind(applicant.email)
      .first<{ subject: string; text: string }>()
    expect(mail?.subject).toBe('Welcome to Guildhall')
    expect(mail?.text).toContain('http://localhost/signin')
    const signedIn = await signInThroughApi(applicant.email)
    const notes = (await send(apiAs(signedIn).notifications.$get({ query: {} }))).body.data
    expect(notes.map((n) => n.kind)).toContain('user.approved')
  }, 20_000) // four scrypt sign-ins: over 5 s on a busy machine

  it('is refused to members without users.set.is_active', async () => {
    const applicant = await createUser({ isActive: -1 })
    const { session } = await signedInAs('contributor')
    expect(
      (await call(`/api/users/${applicant.id}`, { method: 'PUT', session, json: { is_active: 1 } }))
        .status,
    ).toBe(403)
    expect((await reloadUser(applicant.id))?.isActive).toBe(-1)
  })
})

describe('deactivating a member', () => {
  it('signs them out everywhere at once', async () => {
    const { session } = await signedInAs('admin')
    const member = await createUser()
    const memberSession = await signIn(member.email)
    expect(
      (await call(`/api/users/${member.id}`, { method: 'PUT', session, json: { is_active: 0 } }))
        .status,
    ).toBe(200)
    expect((await call('/api/me', { session: memberSession })).body).toEqual({ data: null })
    const left = await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?')
      .bind(member.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
  })
})

describe('role assignment', () => {
  it('never grants super_admin and never lets a user change their own role or status', async () => {
    const { user, session } = await signedInAs('admin')
    const roles = await rolesOf(session)
    const superAdmin = roles.find((r) => r.key === 'super_admin')!
    const member = await createUser()
    expect(
      (
        await call(`/api/users/${member.id}`, {
          method: 'PUT',
          session,
          json: { role_id: superAdmin.id },
        })
      ).status,
    ).toBe(403)
    expect(
      (await call(`/api/users/${user.id}`, { method: 'PUT', session, json: { role_id: null } }))
        .status,
    ).toBe(403)
    expect(
      (await call(`/api/users/${user.id}`, { method: 'PUT', session, json: { is_active: 0 } }))
        .status,
    ).toBe(403)
  })

  it('refuses to assign a role holding permissions the caller lacks', async () => {
    const manager = await createCustomRole(['users.set.role_id', 'users.update', 'events.view'])
    const caller = await createUser({ roleId: manager.id })
    const session = await signIn(caller.email)
    const roles = await rolesOf(session)
    const admin = roles.find((r) => r.key === 'admin')!
    const member = await createUser()
    expect(
      (
        await call(`/api/users/${member.id}`, {
          method: 'PUT',
          session,
          json: { role_id: admin.id },
        })
      ).status,
    ).toBe(403)
    expect((await reloadUser(member.id))?.role).toBe('member')
  })

  it('applies a promotion on the next request', async () => {
    const { session } = await signedInAs('admin')
    const roles = await rolesOf(session)
    const contributor = roles.find((r) => r.key === 'contributor')!
    const member = await createUser()
    const memberSession = await signIn(member.email)
    await call(`/api/users/${member.id}`, {
      method: 'PUT',
      session,
      json: { role_id: contributor.id },
    })
    const me = (await meOf(memberSession))!
    expect(me.role).toBe('contributor')
    expect(me.permissions).toContain('events.create')
  })

  it('refuses fields outside the allowlist', async () => {
    const { session } = await signedInAs('admin')
    const member = await createUser()
    const res = await call(`/api/users/${member.id}`, {
      method: 'PUT',
      session,
      json: { role: 'super_admin', created_at: '2000-01-01' },
    })
    expect(res.status).toBe(422)
    expect((await reloadUser(member.id))?.role).toBe('member')
  })
})

describe('GET /api/users', () => {
  it('hides inactive members from those without users.view:inactive', async () => {
    const role = await createCustomRole(['users.update'])
    const caller = await createUser({ roleId: role.id })
    const session = await signIn(caller.email)
    const inactive = await createUser({ isActive: 0 })
    const all = await usersPage(session, { q: inactive.email })
    expect(all.data).toHaveLength(0)
    expect((await call('/api/users?userStatus=0', { session })).status).toBe(403)
    const admin = await signedInAs('admin')
    const seen = await usersPage(admin.session, { userStatus: '0', q: inactive.email })
    expect(seen.data.map((u) => u.id)).toEqual([inactive.id])
  })

  it('offers Expired (2) only once a reminder threshold is set', async () => {
    const { session } = await signedInAs('admin')
    const refused = await call('/api/users?userStatus=2', { session })
    expect(refused.status).toBe(422)
    await call('/api/settings', {
      method: 'PUT',
      session,
      json: {
        settings: {
          gdpr_settings: {
            signup: { content: 'x', modified: null },
            reminder: { content: 'y', threshold: '6 months' },
          },
        },
      },
    })
    const stale = await createUser({ lastActiveAt: '2020-01-01T00:00:00.000Z' })
    const res = await usersPage(session, { userStatus: '2', q: stale.email })
    expect(res.data.map((u) => u.id)).toEqual([stale.id])
  })

  it('filters forum moderators (is_forum_mod=1) from everyone else (=0)', async () => {
    const { session } = await signedInAs('admin')
    const surname = `Mod${crypto.randomUUID().slice(0, 8)}`
    const moderator = await createUser({ surname, isForumMod: true })
    const plain = await createUser({ surname })
    const ids = async (flag: '0' | '1') =>
      (await usersPage(session, { q: surname, is_forum_mod: flag })).data.map((u) => u.id)
    expect(await ids('1')).toEqual([moderator.id])
    expect(await ids('0')).toEqual([plain.id])
  })

  it('answers 404 for a missing user', async () => {
    const { session } = await signedInAs('admin')
    expect((await call('/api/users/999999', { session })).status).toBe(404)
    expect(
      (await call('/api/users/999999', { method: 'PUT', session, json: { is_active: 1 } })).status,
    ).toBe(404)
  })
})

describe('the admin list total', () => {
  const total = async (query: UsersQuery, session: Session) =>
    (await usersPage(session, query)).meta.pagination.total
  const counted = async (where: string) =>
    (await env.DB.prepare(`SELECT count(*) AS n FROM users WHERE ${where}`).first<{ n: number }>())!
      .n

  it('matches the rows through sign-ups, approvals, deactivations and deletions', async () => {
    const { session } = await signedInAs('admin')
    const a = await createUser({ isActive: -1 })
    const b = await createUser()
    await call(`/api/users/${a.id}`, { method: 'PUT', session, json: { is_active: 1 } })
    await call(`/api/users/${b.id}`, { method: 'PUT', session, json: { is_active: 0 } })
    await call(`/api/users/${b.id}`, { method: 'DELETE', session })
    expect(await total({}, session)).toBe(await counted('1 = 1'))
    expect(await total({ userStatus: '1' }, session)).toBe(await counted('is_active = 1'))
    expect(await total({ userStatus: '-1' }, session)).toBe(await counted('is_active = -1'))
    expect(await total({ userStatus: '0' }, session)).toBe(await counted('is_active = 0'))
    expect(await total({ q: a.email }, session)).toBe(1)
  })

  it('leaves inactive members out of the total for those who cannot see them', async () => {
    const role = await createCustomRole(['users.update'])
    const caller = await createUser({ roleId: role.id })
    await createUser({ isActive: 0 })
    expect(await total({}, await signIn(caller.email))).toBe(await counted('is_active <> 0'))
  })
})

describe('role labels in the admin list', () => {
  it('name the custom role, else the built-in role of the legacy key', async () => {
    const { session } = await signedInAs('admin')
    const custom = await createCustomRole(['events.view'])
    const onCustom = await createUser({ roleId: custom.id })
    const contributor = await createUser({ role: 'contributor' })
    const labelOf = async (email: string) =>
      (await usersPage(session, { q: email })).data[0]?.role_label
    expect(await labelOf(onCustom.email)).toBe(custom.label)
    expect(await labelOf(contributor.email)).toBe('Contributor')
  })
})

describe('role_label on a member’s record', () => {
  it('names the custom role, else the built-in role, in GET /api/users/:id and /api/me', async () => {
    const { session } = await signedInAs('admin')
    const custom = await createCustomRole(['events.view'])
    const onCustom = await createUser({ roleId: custom.id })
    const contributor = await createUser({ role: 'contributor' })
    const labelOf = async (id: number) =>
      (await send(apiAs(session).users[':id'].$get({ param: { id: String(id) } }))).body.data
        .role_label
    expect(await labelOf(onCustom.id)).toBe(custom.label)
    expect(await labelOf(contributor.id)).toBe('Contributor')
    const me = async (email: string) => (await meOf(await signIn(email)))!.role_label
    expect(await me(onCustom.email)).toBe(custom.label)
    expect(await me(contributor.email)).toBe('Contributor')
    const renamed = await send(
      apiAs(session).users[':id'].$put({
        param: { id: String(onCustom.id) },
        json: { forename: 'Renamed' },
      }),
    )
    expect(renamed.body.data.role_label).toBe(custom.label)
  })
})

const keysOf = async (roleKey: string) =>
  (
    await env.DB.prepare(
      'SELECT rp.permission_key AS k FROM role_permissions rp JOIN roles r ON r.id = rp.role_id WHERE r.key = ?',
    )
      .bind(roleKey)
      .all<{ k: string }>()
  ).results.map((r) => r.k)

describe('changing someone who holds more than the caller', () => {
  it.each([
    ['demote', ['users.set.role_id', 'roles.manage'], { method: 'PUT', json: { role_id: null } }],
    [
      'move to the member role',
      ['users.set.role_id', 'users.update'],
      { method: 'PUT', json: { role_id: 2 } },
    ],
    ['deactivate', ['users.set.is_active'], { method: 'PUT', json: { is_active: 0 } }],
    ['delete', ['users.delete'], { method: 'DELETE' }],
  ] as const)(
    'refuses a holder of only %s-rights changing an admin',
    async (_move, keys, request) => {
      const role = await createCustomRole([...keys])
      const caller = await createUser({ roleId: role.id })
      const session = await signIn(caller.email)
      const admin = await createUser({ role: 'admin' })
      const before = await reloadUser(admin.id)
      const res = await call(`/api/users/${admin.id}`, { ...request, session })
      expect(res.status).toBe(403)
      expect(await reloadUser(admin.id)).toEqual(before)
    },
  )

  it('lets the same holder change a member who holds nothing more', async () => {
    const role = await createCustomRole(['users.set.is_active'])
    const caller = await createUser({ roleId: role.id })
    const member = await createUser()
    const res = await call(`/api/users/${member.id}`, {
      method: 'PUT',
      session: await signIn(caller.email),
      json: { is_active: 0 },
    })
    expect(res.status).toBe(200)
    expect((await reloadUser(member.id))?.isActive).toBe(0)
  })
})

describe('the last active admin', () => {
  /** Deactivates every other admin and super admin for the test's length (restored after). */
  const alone = async (admin: { id: number }, run: () => Promise<void>) => {
    const parked = (
      await env.DB.prepare(
        "SELECT id FROM users WHERE role IN ('admin', 'super_admin') AND is_active = 1 AND id <> ?",
      )
        .bind(admin.id)
        .all<{ id: number }>()
    ).results.map((r) => r.id)
    await env.DB.batch(
      parked.map((id) => env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(id)),
    )
    try {
      await run()
    } finally {
      await env.DB.batch(
        parked.map((id) => env.DB.prepare('UPDATE users SET is_active = 1 WHERE id = ?').bind(id)),
      )
    }
  }

  it('is never demoted, deactivated or deleted, even by someone holding every admin permission', async () => {
    const everything = await createCustomRole(await keysOf('admin'))
    const caller = await createUser({ roleId: everything.id })
    const session = await signIn(caller.email)
    const last = await createUser({ role: 'admin' })
    await alone(last, async () => {
      const before = await reloadUser(last.id)
      for (const request of [
        { method: 'PUT', json: { role_id: null } },
        { method: 'PUT', json: { role_id: 3 } },
        { method: 'PUT', json: { is_active: 0 } },
        { method: 'DELETE' },
      ]) {
        const res = await call(`/api/users/${last.id}`, { ...request, session })
        expect(res.status, JSON.stringify(request)).toBe(409)
        expect(res.body.message).toBe('At least one active admin must remain.')
      }
      expect(await reloadUser(last.id)).toEqual(before)
      // A profile edit is not a demotion.
      expect(
        (
          await call(`/api/users/${last.id}`, {
            method: 'PUT',
            session,
            json: { forename: 'Still' },
          })
        ).status,
      ).toBe(200)
    })
    // With another active admin about, the same demotion goes through.
    expect(
      (await call(`/api/users/${last.id}`, { method: 'PUT', session, json: { role_id: null } }))
        .status,
    ).toBe(200)
  })
})
