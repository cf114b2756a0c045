import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createCustomRole, createUser, signedInAs, signIn } from '../helpers/factories'
import { type api, apiAs, send } from '../helpers/api'
import { call, type Session } from '../helpers/http'

type NewRole = Parameters<typeof api.roles.$post>[0]['json']
type RoleChanges = Parameters<(typeof api.roles)[':id']['$put']>[0]['json']

const createRole = (session: Session, json: NewRole) => send(apiAs(session).roles.$post({ json }))
const readRole = (session: Session, id: number) =>
  send(apiAs(session).roles[':id'].$get({ param: { id: String(id) } }))
const updateRole = (session: Session, id: number, json: RoleChanges) =>
  send(apiAs(session).roles[':id'].$put({ param: { id: String(id) }, json }))
const rolesOf = async (session: Session, query: { per_page?: string } = {}) =>
  (await send(apiAs(session).roles.$get({ query }))).body.data
const meOf = async (session: Session) => (await send(apiAs(session).me.$get())).body.data

describe('GET /api/permissions', () => {
  it('lists the catalogue with key, label, feature, default_roles and warning', async () => {
    const { session } = await signedInAs('member')
    const res = await send(apiAs(session).permissions.$get())
    expect(res.status).toBe(200)
    const list = res.body.data
    expect(list.length).toBeGreaterThanOrEqual(40)
    const roles = list.find((p) => p.key === 'roles.manage')
    expect(roles).toMatchObject({
      label: 'Create, edit and delete roles',
      feature: 'Roles',
      default_roles: ['admin'],
    })
    expect(typeof roles?.warning).toBe('string')
  })

  it('is refused to visitors', async () => {
    expect((await call('/api/permissions')).status).toBe(401)
  })
})

describe('GET /api/roles', () => {
  it('lists the built-in roles with their permissions', async () => {
    const { session } = await signedInAs('admin')
    const res = await send(apiAs(session).roles.$get({ query: {} }))
    expect(res.status).toBe(200)
    const keys = res.body.data.map((r) => r.key)
    expect(keys).toEqual(expect.arrayContaining(['member', 'contributor', 'admin', 'super_admin']))
    const admin = res.body.data.find((r) => r.key === 'admin')!
    expect(admin.permissions).toContain('roles.manage')
  })

  it.each([
    ['a visitor', null, 401],
    ['a member', 'member', 403],
    ['a contributor', 'contributor', 403],
  ] as const)('is refused to %s', async (_who, role, status) => {
    const session = role ? (await signedInAs(role)).session : null
    expect((await call('/api/roles', { session })).status).toBe(status)
  })

  it('is allowed to a custom role holding roles.manage', async () => {
    const role = await createCustomRole(['roles.manage'])
    const user = await createUser({ roleId: role.id })
    expect((await call('/api/roles', { session: await signIn(user.email) })).status).toBe(200)
  })
})

describe('POST /api/roles', () => {
  it('creates a custom role (legacy role member by default) that GET returns', async () => {
    const { session } = await signedInAs('admin')
    const res = await createRole(session, {
      label: 'Event organiser',
      permissions: ['events.create', 'events.manage'],
    })
    expect(res.status).toBe(201)
    const role = res.body.data
    expect(role).toMatchObject({
      label: 'Event organiser',
      legacy_role: 'member',
      is_system: false,
    })
    expect(role.permissions).toEqual(['events.create', 'events.manage'])
    expect((await readRole(session, role.id)).body.data.label).toBe('Event organiser')
  })

  it('refuses an unknown legacy role and unknown permission keys with 422 naming each', async () => {
    const { session } = await signedInAs('admin')
    const owner = await call('/api/roles', { session, json: { label: 'X', legacy_role: 'owner' } })
    expect(owner.status).toBe(422)
    expect(owner.body.errors).toHaveProperty('legacy_role')
    const unknown = await call('/api/roles', {
      session,
      json: { label: 'X', permissions: ['events.view', 'teleport.use'] },
    })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors).toEqual({
      'permissions.1': [
        '"teleport.use" permission could not be found. It may no longer be supported.',
      ],
    })
  })

  it('refuses to grant permissions the caller does not hold', async () => {
    const role = await createCustomRole(['roles.manage', 'events.view'])
    const user = await createUser({ roleId: role.id })
    const session = await signIn(user.email)
    const res = await call('/api/roles', {
      session,
      json: { label: 'Sneaky', permissions: ['users.delete'] },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toContain('users.delete')
    expect(
      (await call('/api/roles', { session, json: { label: 'Fine', permissions: ['events.view'] } }))
        .status,
    ).toBe(201)
  })
})

describe('PUT /api/roles/:id', () => {
  it('changes label and permissions, and the members on it feel it on their next request', async () => {
    const { session } = await signedInAs('admin')
    const created = (await createRole(session, { label: 'Editors', permissions: ['news.create'] }))
      .body.data
    const member = await createUser({ roleId: created.id })
    const memberSession = await signIn(member.email)
    const res = await updateRole(session, created.id, {
      label: 'News editors',
      permissions: ['news.manage'],
    })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ label: 'News editors', permissions: ['news.manage'] })
    const me = (await meOf(memberSession))!
    expect(me.permissions).toContain('news.manage')
    expect(me.permissions).not.toContain('news.create')
  })

  it('never lets anyone change super_admin, nor an admin change the admin role they hold', async () => {
    const { session } = await signedInAs('admin')
    const roles = await rolesOf(session)
    const superAdmin = roles.find((r) => r.key === 'super_admin')!
    const admin = roles.find((r) => r.key === 'admin')!
    expect(
      (
        await call(`/api/roles/${superAdmin.id}`, {
          method: 'PUT',
          session,
          json: { label: 'Me', permissions: [] },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await call(`/api/roles/${admin.id}`, {
          method: 'PUT',
          session,
          json: { label: 'Admin', permissions: ['roles.manage'] },
        })
      ).status,
    ).toBe(403)
  })

  it('answers 404 for a role that does not exist', async () => {
    const { session } = await signedInAs('admin')
    expect(
      (await call('/api/roles/999999', { method: 'PUT', session, json: { label: 'Nope' } })).status,
    ).toBe(404)
  })
})

describe('DELETE /api/roles/:id', () => {
  it('deletes a custom role; its members fall back to their legacy role', async () => {
    const { session } = await signedInAs('admin')
    const created = (
      await createRole(session, { label: 'Temporary', permissions: ['events.manage'] })
    ).body.data
    const member = await createUser({ roleId: created.id })
    const memberSession = await signIn(member.email)
    const res = await send(
      apiAs(session).roles[':id'].$delete({ param: { id: String(created.id) } }),
    )
    expect(res.status).toBe(200)
    expect(res.body.data.label).toBe('Temporary')
    expect((await call(`/api/roles/${created.id}`, { session })).status).toBe(404)
    const me = (await meOf(memberSession))!
    expect(me.role_id).toBeNull()
    expect(me.permissions).not.toContain('events.manage')
    const rows = await env.DB.prepare(
      'SELECT count(*) AS n FROM role_permissions WHERE role_id = ?',
    )
      .bind(created.id)
      .first<{ n: number }>()
    expect(rows?.n).toBe(0)
  })

  it('refuses to delete built-in roles', async () => {
    const { session } = await signedInAs('super_admin')
    const roles = await rolesOf(session)
    const member = roles.find((r) => r.key === 'member')!
    expect((await call(`/api/roles/${member.id}`, { method: 'DELETE', session })).status).toBe(403)
  })

  it('is refused to members without roles.manage', async () => {
    const { session } = await signedInAs('admin')
    const created = (await createRole(session, { label: 'Keep me' })).body.data
    const other = await signedInAs('contributor')
    expect(
      (await call(`/api/roles/${created.id}`, { method: 'DELETE', session: other.session })).status,
    ).toBe(403)
    expect((await call(`/api/roles/${created.id}`, { method: 'DELETE' })).status).toBe(401)
  })
})

describe('PUT /api/roles/:id without legacy_role', () => {
  it('keeps the custom role’s legacy role', async () => {
    const { session } = await signedInAs('super_admin')
    const created = (await createRole(session, { label: 'Board', legacy_role: 'admin' })).body.data
    const res = await updateRole(session, created.id, { label: 'The Board' })
    expect(res.body.data).toMatchObject({ label: 'The Board', legacy_role: 'admin' })
  })
})

describe('a role’s member count (total_users)', () => {
  it('counts the members on a custom role, in the list and on the role itself', async () => {
    const { session } = await signedInAs('admin')
    const role = await createCustomRole(['events.view'])
    await createUser({ roleId: role.id })
    await createUser({ roleId: role.id, isActive: 0 })
    const one = (await readRole(session, role.id)).body.data
    expect(one.total_users).toBe(2)
    const listed = await rolesOf(session, { per_page: '100' })
    expect(listed.find((r) => r.id === role.id)?.total_users).toBe(2)
    const empty = await createCustomRole([])
    expect((await readRole(session, empty.id)).body.data.total_users).toBe(0)
  })

  it('counts a built-in role’s members who hold no custom role', async () => {
    const { session } = await signedInAs('admin')
    const counted = await env.DB.prepare(
      "SELECT count(*) AS n FROM users WHERE role = 'contributor' AND role_id IS NULL",
    ).first<{ n: number }>()
    await createUser({ role: 'contributor' })
    const listed = await rolesOf(session, { per_page: '100' })
    expect(listed.find((r) => r.key === 'contributor')?.total_users).toBe(counted!.n + 1)
  })
})

const grantsOf = async (roleId: number) =>
  (
    await env.DB.prepare(
      'SELECT permission_key AS k FROM role_permissions WHERE role_id = ? ORDER BY k',
    )
      .bind(roleId)
      .all<{ k: string }>()
  ).results.map((r) => r.k)

const managerHolding = async (keys: string[]) => {
  const role = await createCustomRole(keys)
  const user = await createUser({ roleId: role.id })
  return { role, user, session: await signIn(user.email) }
}

describe('what a role manager may take away, and from whom', () => {
  it('refuses to take away a permission the caller does not hold', async () => {
    const manager = await managerHolding(['roles.manage', 'events.view'])
    const target = await createCustomRole(['events.view', 'users.delete'])
    const res = await call(`/api/roles/${target.id}`, {
      method: 'PUT',
      session: manager.session,
      json: { label: 'Trimmed', permissions: ['events.view'] },
    })
    expect(res.status).toBe(403)
    expect(res.body.message).toContain('users.delete')
    expect(await grantsOf(target.id)).toEqual(['events.view', 'users.delete'])
    // Keeping what one lacks while changing the rest is fine when nobody holds the role.
    const kept = await call(`/api/roles/${target.id}`, {
      method: 'PUT',
      session: manager.session,
      json: { label: 'Kept', permissions: ['users.delete'] },
    })
    expect(kept.status).toBe(200)
    expect(await grantsOf(target.id)).toEqual(['users.delete'])
  })

  it('refuses to edit or delete a role whose members hold a permission the caller lacks', async () => {
    const manager = await managerHolding(['roles.manage', 'events.view'])
    const target = await createCustomRole(['events.view'])
    await createUser({ role: 'admin', roleId: target.id })
    const before = await grantsOf(target.id)
    const edit = await call(`/api/roles/${target.id}`, {
      method: 'PUT',
      session: manager.session,
      json: { label: 'Changed', permissions: [] },
    })
    expect(edit.status).toBe(403)
    expect(
      (await call(`/api/roles/${target.id}`, { method: 'DELETE', session: manager.session }))
        .status,
    ).toBe(403)
    expect(await grantsOf(target.id)).toEqual(before)
    expect(
      (
        await env.DB.prepare('SELECT label FROM roles WHERE id = ?')
          .bind(target.id)
          .first<{ label: string }>()
      )?.label,
    ).toBe(target.label)
    // An admin holds all of it: the same edit goes through.
    const { session } = await signedInAs('admin')
    expect(
      (
        await call(`/api/roles/${target.id}`, {
          method: 'PUT',
          session,
          json: { label: 'Changed', permissions: [] },
        })
      ).status,
    ).toBe(200)
  })

  it('keeps the built-in admin role’s keys that let admins repair roles and users', async () => {
    const { session } = await signedInAs('super_admin')
    const adminRole = (await env.DB.prepare("SELECT id FROM roles WHERE key = 'admin'").first<{
      id: number
    }>())!.id
    const before = await grantsOf(adminRole)
    const emptied = await call(`/api/roles/${adminRole}`, {
      method: 'PUT',
      session,
      json: { label: 'Admin', permissions: ['events.view'] },
    })
    expect(emptied.status).toBe(422)
    expect(emptied.body.errors?.permissions?.[0]).toContain('roles.manage')
    expect(await grantsOf(adminRole)).toEqual(before)
    // Other keys may still go.
    const trimmed = before.filter((k) => k !== 'polls.export-voters')
    expect(
      (
        await call(`/api/roles/${adminRole}`, {
          method: 'PUT',
          session,
          json: { label: 'Admin', permissions: trimmed },
        })
      ).status,
    ).toBe(200)
    expect(await grantsOf(adminRole)).toEqual(trimmed)
    expect(
      (
        await call(`/api/roles/${adminRole}`, {
          method: 'PUT',
          session,
          json: { label: 'Admin', permissions: before },
        })
      ).status,
    ).toBe(200)
  })
})

describe('the visitor role', () => {
  it('holds read permissions only: anything else is refused with 422 naming it', async () => {
    const { session } = await signedInAs('super_admin')
    const before = await grantsOf(1)
    const res = await call('/api/roles/1', {
      method: 'PUT',
      session,
      json: { label: 'Visitor', permissions: [...before, 'roles.manage', 'events.create'] },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      [`permissions.${before.length}`]: [
        'The visitor role may only hold permissions to view: "roles.manage" is not one.',
      ],
      [`permissions.${before.length + 1}`]: [
        'The visitor role may only hold permissions to view: "events.create" is not one.',
      ],
    })
    expect(await grantsOf(1)).toEqual(before)
    const read = await call('/api/roles/1', {
      method: 'PUT',
      session,
      json: { label: 'Visitor', permissions: [...before, 'users.view:directory'] },
    })
    expect(read.status).toBe(200)
    expect(
      (
        await call('/api/roles/1', {
          method: 'PUT',
          session,
          json: { label: 'Visitor', permissions: before },
        })
      ).status,
    ).toBe(200)
  })

  it('gives no cookie a write or manage permission even when the database’s visitor role holds one', async () => {
    await env.DB.prepare(
      "INSERT INTO role_permissions (role_id, permission_key) VALUES (1, 'roles.manage')",
    ).run()
    try {
      const count = async () =>
        (await env.DB.prepare('SELECT count(*) AS n FROM roles').first<{ n: number }>())!.n
      const before = await count()
      expect((await call('/api/roles')).status).toBe(401)
      expect((await call('/api/roles', { json: { label: 'Anonymous' } })).status).toBe(401)
      expect(await count()).toBe(before)
    } finally {
      await env.DB.prepare(
        "DELETE FROM role_permissions WHERE role_id = 1 AND permission_key = 'roles.manage'",
      ).run()
    }
  })
})
