/**
 * Security suites 2 (IDOR and mass assignment) and 3 (role escalation): nobody reaches another
 * member's records (users, events, orders, uploads), writes a field outside the allowlist, grants
 * what they lack, creates or assigns super_admin, or changes their own role or status; a demotion
 * applies on the next request. Nobody takes away what they lack or changes the role, status or
 * role permissions of someone holding more (a sweep of every actor × target × move), the visitor
 * role holds read keys only, the admin role keeps its repair keys, and one active admin always
 * remains. Each refusal is checked on the rows as well as the status.
 */
import { env, exports } from 'cloudflare:workers'
import { beforeAll, describe, expect, it } from 'vitest'
import { solveCaptcha } from '../../helpers/captcha'
import {
  createEvent,
  createOrder,
  createReservedOrder,
  limitedTicket,
} from '../../helpers/event-factories'
import { createCustomRole, createUser, signIn } from '../../helpers/factories'
import { call, ORIGIN, type Session } from '../../helpers/http'
import {
  buildPrincipals,
  createUpload,
  isSignedIn,
  type Principal,
  type Principals,
} from '../../helpers/principals'
import { reportFigure } from './support/figure'
import type { RoleResource } from '@worker/roles/roles.schemas'

type Row = Record<string, unknown>

const SYSTEM = { visitor: 1, member: 2, contributor: 3, admin: 4, super_admin: 5 } as const

type Table = 'users' | 'roles' | 'events' | 'event_orders' | 'event_tickets' | 'uploads'
const row = async (table: Table, id: number) =>
  env.DB.prepare(`SELECT * FROM ${table} WHERE id = ?`).bind(id).first<Row>()
const rolePermissions = async (roleId: number) =>
  (
    await env.DB.prepare(
      'SELECT permission_key AS k FROM role_permissions WHERE role_id = ? ORDER BY k',
    )
      .bind(roleId)
      .all<{ k: string }>()
  ).results.map((r) => r.k)
const preferencesOf = async (userId: number) =>
  (
    await env.DB.prepare(
      'SELECT * FROM notification_preferences WHERE user_id = ? ORDER BY notification',
    )
      .bind(userId)
      .all<Row>()
  ).results
const notificationsOf = async (userId: number) =>
  (
    await env.DB.prepare('SELECT * FROM notifications WHERE user_id = ? ORDER BY id')
      .bind(userId)
      .all<Row>()
  ).results
const seedNotification = async (userId: number) =>
  (await env.DB.prepare(
    "INSERT INTO notifications (user_id, kind, title, body, data, created_at) VALUES (?, 'user.requested', 'Private to the owner', '', '{}', ?) RETURNING id",
  )
    .bind(userId, new Date().toISOString())
    .first<{ id: number }>())!.id

/** A member on a custom role holding exactly `keys` (on top of the member role), signed in. */
const holderOf = async (keys: string[]) => {
  const role = await createCustomRole(keys)
  const user = await createUser({ roleId: role.id })
  return { user, role, session: await signIn(user.email) }
}

const put = (path: string, session: Session | null, json: unknown) =>
  call(path, { method: 'PUT', session, json })
const post = (path: string, session: Session | null, json: unknown) =>
  call(path, { method: 'POST', session, json })
/** Sends `raw` exactly (for keys JSON.stringify would not write, such as an own __proto__). */
const sendRaw = async (method: string, path: string, session: Session | null, raw: string) => {
  const res = await exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    headers: {
      origin: ORIGIN,
      'content-type': 'application/json',
      ...(session?.cookie ? { cookie: session.cookie } : {}),
    },
    body: raw,
  })
  await res.text()
  return res.status
}

let principals: Principals
let checks = 0
const refused = (status: number, allowed: readonly number[] = [403]) => {
  checks += 1
  expect(allowed, `answered ${status}, expected one of ${allowed.join(', ')}`).toContain(status)
}

/** The role and user managers' keys: a custom role may hold them without the rest of admin. */
const MANAGER_KEYS = [
  'roles.manage',
  'users.delete',
  'users.set.is_active',
  'users.set.role_id',
  'users.update',
]

beforeAll(async () => {
  principals = await buildPrincipals(
    [
      'roles.manage',
      'users.set.role_id',
      'users.update',
      'users.set.is_active',
      'users.delete',
      'events.create',
    ],
    // The review's attacker (roles.manage with users.set.role_id), and every manager key at once.
    [['roles.manage', 'users.set.role_id'], MANAGER_KEYS],
  )
}, 90_000)

reportFigure(
  'escalation, IDOR and mass assignment (suites 2, 3)',
  () => `${checks} refusals checked on status and rows`,
)

describe('suite 3: nobody grants what they lack', () => {
  it('refuses to add a permission the caller lacks to an existing role, and leaves its grants as they were', async () => {
    const manager = await holderOf(['roles.manage', 'events.view'])
    const target = await createCustomRole(['events.view'])
    const before = await rolePermissions(target.id)
    const res = await put(`/api/roles/${target.id}`, manager.session, {
      label: 'Sneaky',
      permissions: ['events.view', 'users.delete'],
    })
    refused(res.status)
    expect(res.body.message).toContain('users.delete')
    expect(await rolePermissions(target.id)).toEqual(before)
    expect((await row('roles', target.id))?.label).toBe(target.label)
  })

  it.each(Object.entries(SYSTEM).filter(([k]) => k !== 'member' && k !== 'visitor'))(
    'refuses to add a permission to the built-in %s role for a roles.manage holder who lacks it',
    async (_key, id) => {
      const manager = await holderOf(['roles.manage'])
      const before = await rolePermissions(id)
      const lacking = ['users.delete', 'news.create-billable'].find((k) => !before.includes(k))!
      refused(
        (
          await put(`/api/roles/${id}`, manager.session, {
            label: 'Changed',
            permissions: [...before, lacking],
          })
        ).status,
      )
      expect(await rolePermissions(id)).toEqual(before)
    },
  )

  it('refuses every role holding a permission the assigner lacks, role by role, and assigns the rest', async () => {
    const assigner = await holderOf(['users.set.role_id', 'users.update', 'events.create'])
    const customs = [
      await createCustomRole(['events.create']),
      await createCustomRole(['users.delete']),
      await createCustomRole([]),
    ]
    const member = await createUser()
    const held = new Set([
      'events.create',
      'users.set.role_id',
      'users.update',
      ...(await rolePermissions(SYSTEM.member)),
    ])
    const expected: string[] = []
    const actual: string[] = []
    for (const id of [
      SYSTEM.member,
      SYSTEM.contributor,
      SYSTEM.admin,
      ...customs.map((c) => c.id),
    ]) {
      const before = await row('users', member.id)
      const grantable = (await rolePermissions(id)).every((k) => held.has(k))
      const res = await put(`/api/users/${member.id}`, assigner.session, { role_id: id })
      const unchanged = JSON.stringify(await row('users', member.id)) === JSON.stringify(before)
      checks += grantable ? 0 : 1
      expected.push(`role ${id}: ${grantable ? '200, row changed' : '403, row unchanged'}`)
      actual.push(`role ${id}: ${res.status}, ${unchanged ? 'row unchanged' : 'row changed'}`)
    }
    expect(actual).toEqual(expected)
    expect(expected.filter((o) => o.includes('403')).length).toBeGreaterThanOrEqual(3)
  })

  // BUG (reported to the lead): a custom role's legacy_role 'admin' puts the member on the admin
  // role (users.role = 'admin'), so it grants every admin permission; neither creating such a role
  // nor assigning it checks those permissions. Remove `.fails` once the fix lands.
  it('refuses to create a role on the admin legacy role for a caller who does not hold the admin permissions', async () => {
    const manager = await holderOf(['roles.manage'])
    const res = await post('/api/roles', manager.session, {
      label: 'Back door',
      legacy_role: 'admin',
      permissions: [],
    })
    expect(res.status).toBe(403)
  })

  it('refuses to assign a custom role on the admin legacy role to a caller who lacks the admin permissions', async () => {
    const backdoor = await createCustomRole([], 'admin')
    const assigner = await holderOf(['users.set.role_id', 'users.update'])
    const accomplice = await createUser()
    const res = await put(`/api/users/${accomplice.id}`, assigner.session, {
      role_id: backdoor.id,
    })
    expect(res.status).toBe(403)
    const me = (await call('/api/me', { session: await signIn(accomplice.email) })).body.data as {
      permissions: string[]
    }
    expect(me.permissions).not.toContain('users.delete')
  })
})

describe('suite 3: nobody creates or assigns super_admin', () => {
  it('keeps super_admin out of the legacy roles a role can be created on or moved to', async () => {
    const { session } = principals.signedIn('super_admin')
    const before = (await env.DB.prepare(
      "SELECT count(*) AS n FROM roles WHERE legacy_role = 'super_admin'",
    ).first<{ n: number }>())!.n
    refused(
      (await post('/api/roles', session, { label: 'Owner', legacy_role: 'super_admin' })).status,
      [422],
    )
    const custom = await createCustomRole([])
    refused(
      (
        await put(`/api/roles/${custom.id}`, session, {
          label: 'Owner',
          legacy_role: 'super_admin',
        })
      ).status,
      [422],
    )
    expect(
      (await env.DB.prepare(
        "SELECT count(*) AS n FROM roles WHERE legacy_role = 'super_admin'",
      ).first<{ n: number }>())!.n,
    ).toBe(before)
  })

  it.each(['admin', 'super_admin', 'custom-with:users.set.role_id'])(
    'refuses %s assigning the super_admin role',
    async (name) => {
      const { session } = principals.signedIn(name)
      const target = await createUser()
      const before = await row('users', target.id)
      refused(
        (await put(`/api/users/${target.id}`, session, { role_id: SYSTEM.super_admin })).status,
      )
      expect(await row('users', target.id)).toEqual(before)
    },
  )

  it.each(['admin', 'super_admin', 'custom-with:roles.manage'])(
    'refuses %s editing the super_admin role',
    async (name) => {
      const { session } = principals.signedIn(name)
      const before = {
        role: await row('roles', SYSTEM.super_admin),
        grants: await rolePermissions(SYSTEM.super_admin),
      }
      refused(
        (
          await put(`/api/roles/${SYSTEM.super_admin}`, session, {
            label: 'Owner',
            permissions: [],
          })
        ).status,
      )
      refused(
        (await call(`/api/roles/${SYSTEM.super_admin}`, { method: 'DELETE', session })).status,
      )
      expect({
        role: await row('roles', SYSTEM.super_admin),
        grants: await rolePermissions(SYSTEM.super_admin),
      }).toEqual(before)
    },
  )

  it('refuses an admin demoting or deleting a super_admin', async () => {
    const { session } = principals.signedIn('admin')
    const owner = await createUser({ role: 'super_admin' })
    const before = await row('users', owner.id)
    refused((await put(`/api/users/${owner.id}`, session, { role_id: SYSTEM.member })).status)
    refused((await call(`/api/users/${owner.id}`, { method: 'DELETE', session })).status)
    expect(await row('users', owner.id)).toEqual(before)
  })

  // BUG (reported to the lead): users.set.is_active lets an admin deactivate a super_admin (and so
  // sign them out everywhere), though the same admin may neither demote nor delete them.
  it('refuses an admin deactivating a super_admin', async () => {
    const { session } = principals.signedIn('admin')
    const owner = await createUser({ role: 'super_admin' })
    const res = await put(`/api/users/${owner.id}`, session, { is_active: 0 })
    expect(res.status).toBe(403)
    expect((await row('users', owner.id))?.is_active).toBe(1)
  })
})

describe('suite 3: nobody changes their own role or status', () => {
  it('refuses every principal their own role_id and is_active, leaving their row unchanged', async () => {
    const signedIn = principals.all.filter(isSignedIn)
    for (const p of signedIn) {
      const before = await row('users', p.user.id)
      for (const change of [
        { role_id: SYSTEM.admin },
        { role_id: SYSTEM.member },
        { role_id: null },
        { is_active: 0 },
        { is_active: 1 },
      ]) {
        const res = await put(`/api/users/${p.user.id}`, p.session, change)
        expect(res.status, `${p.name} ${JSON.stringify(change)}`).toBe(403)
        checks += 1
      }
      const after = await row('users', p.user.id)
      expect({ ...after, last_active_at: null }, p.name).toEqual({
        ...before,
        last_active_at: null,
      })
    }
  })

  it('refuses a roles.manage holder editing or deleting the custom role they hold, or the member role under it', async () => {
    const manager = await holderOf(['roles.manage', 'events.create'])
    for (const id of [manager.role.id, SYSTEM.member]) {
      const before = { role: await row('roles', id), grants: await rolePermissions(id) }
      refused(
        (
          await put(`/api/roles/${id}`, manager.session, {
            label: 'Mine now',
            permissions: [...before.grants, 'roles.manage'],
          })
        ).status,
      )
      refused(
        (await call(`/api/roles/${id}`, { method: 'DELETE', session: manager.session })).status,
      )
      expect({ role: await row('roles', id), grants: await rolePermissions(id) }).toEqual(before)
    }
  })
})

describe('suite 3: a demotion applies on the next request', () => {
  it('refuses the next write after an admin moves the holder to the member role', async () => {
    const { session: admin } = principals.signedIn('admin')
    const manager = await holderOf(['roles.manage'])
    expect((await post('/api/roles', manager.session, { label: 'Before demotion' })).status).toBe(
      201,
    )
    expect(
      (await put(`/api/users/${manager.user.id}`, admin, { role_id: SYSTEM.member })).status,
    ).toBe(200)
    const count = (await env.DB.prepare('SELECT count(*) AS n FROM roles').first<{ n: number }>())!
      .n
    refused((await post('/api/roles', manager.session, { label: 'After demotion' })).status)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM roles').first<{ n: number }>())!.n,
    ).toBe(count)
  })

  it('refuses the next read and write after the permission is taken off the holder’s role', async () => {
    const { session: admin } = principals.signedIn('admin')
    const holder = await holderOf(['users.update', 'users.set.is_active'])
    const target = await createUser()
    expect((await call('/api/users', { session: holder.session })).status).toBe(200)
    expect(
      (await put(`/api/roles/${holder.role.id}`, admin, { label: 'Trimmed', permissions: [] }))
        .status,
    ).toBe(200)
    refused((await call('/api/users', { session: holder.session })).status)
    refused((await call(`/api/users/${target.id}`, { session: holder.session })).status)
    const before = await row('users', target.id)
    refused((await put(`/api/users/${target.id}`, holder.session, { forename: 'Changed' })).status)
    expect(await row('users', target.id)).toEqual(before)
  })
})

describe('suite 3: nobody changes the role, status or role permissions of someone who holds more', () => {
  /** Keys the built-in admin role must keep (worker/roles/roles.policy.ts ADMIN_REPAIR_KEYS). */
  const REPAIR_KEYS = [
    'roles.manage',
    'users.set.role_id',
    'users.set.is_active',
    'users.update',
    'users.view:inactive',
  ]
  type Move =
    | 'reactivate'
    | 'demote'
    | 'deactivate'
    | 'take a permission off their role'
    | 'delete their role'
    | 'delete'
  const NEEDS: Record<Move, string> = {
    reactivate: 'users.set.is_active',
    demote: 'users.set.role_id',
    deactivate: 'users.set.is_active',
    'take a permission off their role': 'roles.manage',
    'delete their role': 'roles.manage',
    delete: 'users.delete',
  }
  const USER_MOVES: Move[] = ['reactivate', 'demote', 'deactivate', 'delete']
  type Outcome = 'allowed' | 'refused' | '401'

  const targets = () => principals.all.filter(isSignedIn)
  const lacksAny = (actor: Principal, keys: Iterable<string>) =>
    [...keys].some((k) => !actor.holds(k))
  /** Everyone holding a built-in role among the principals (custom ones sit on member). */
  const holdersOf = (kind: string) =>
    principals.all.filter((p) => p.kind === kind || (kind === 'member' && p.kind === 'custom'))
  /** The key a role move takes off the target's role (never an admin repair key). */
  const keyToTake = (target: Principal) =>
    target.kind === 'custom'
      ? target.grants[0]!
      : ({ member: 'events.view', contributor: 'events.create', admin: 'polls.export-voters' }[
          target.kind as 'member'
        ] ?? 'events.view')
  const ownsRole = (actor: Principal, target: Principal) =>
    target.kind !== 'custom' &&
    (actor.kind === target.kind || (actor.kind === 'custom' && target.kind === 'member'))

  /** What the rules say, from the seeded permissions alone (never from the app). */
  const expected = (actor: Principal, target: Principal, move: Move): Outcome => {
    if (actor.kind === 'visitor') return '401'
    if (!actor.holds(NEEDS[move])) return 'refused'
    if (actor.kind === 'super_admin')
      return target.kind === 'super_admin' && !USER_MOVES.includes(move) ? 'refused' : 'allowed'
    if (USER_MOVES.includes(move)) {
      return target.kind === 'super_admin' || lacksAny(actor, target.permissions)
        ? 'refused'
        : 'allowed'
    }
    if (target.kind === 'super_admin' || ownsRole(actor, target)) return 'refused'
    if (move === 'delete their role' && target.kind !== 'custom') return 'refused'
    if (move === 'take a permission off their role' && !actor.holds(keyToTake(target)))
      return 'refused'
    const holders = target.kind === 'custom' ? [target] : holdersOf(target.kind)
    return holders.some((h) => h.kind === 'super_admin' || lacksAny(actor, h.permissions))
      ? 'refused'
      : 'allowed'
  }

  const classify = (status: number): Outcome | `status ${number}` =>
    status >= 200 && status < 300
      ? 'allowed'
      : status === 401
        ? '401'
        : [403, 409, 422].includes(status)
          ? 'refused'
          : `status ${status}`

  /** A fresh user of the target's kind (new custom role for custom ones), and their role id. */
  const freshTarget = async (target: Principal) => principals.disposable(target)

  const userRow = async (id: number) => {
    const r = await row('users', id)
    return r ? JSON.stringify({ ...r, last_active_at: null, updated_at: null }) : 'gone'
  }
  const roleState = async (id: number) =>
    JSON.stringify({ role: await row('roles', id), grants: await rolePermissions(id) })

  /** Runs one move; answers its outcome and whether the target's rows changed. */
  const perform = async (actor: Principal, target: Principal, move: Move) => {
    const roleId = target.roleId!
    const userId = target.user!.id
    if (move === 'reactivate') {
      await env.DB.prepare('UPDATE users SET is_active = 0 WHERE id = ?').bind(userId).run()
    }
    const before = USER_MOVES.includes(move) ? await userRow(userId) : await roleState(roleId)
    let res: Awaited<ReturnType<typeof call>>
    if (move === 'reactivate')
      res = await put(`/api/users/${userId}`, actor.session, { is_active: 1 })
    else if (move === 'demote')
      res = await put(`/api/users/${userId}`, actor.session, { role_id: null })
    else if (move === 'deactivate')
      res = await put(`/api/users/${userId}`, actor.session, { is_active: 0 })
    else if (move === 'delete')
      res = await call(`/api/users/${userId}`, { method: 'DELETE', session: actor.session })
    else if (move === 'delete their role')
      res = await call(`/api/roles/${roleId}`, { method: 'DELETE', session: actor.session })
    else {
      const grants = await rolePermissions(roleId)
      const taken = keyToTake(target)
      res = await put(`/api/roles/${roleId}`, actor.session, {
        label: 'Trimmed',
        permissions: grants.filter((k) => k !== taken),
      })
    }
    const after = USER_MOVES.includes(move) ? await userRow(userId) : await roleState(roleId)
    if (move === 'reactivate' && res.status !== 200) {
      await env.DB.prepare('UPDATE users SET is_active = 1 WHERE id = ?').bind(userId).run()
    }
    // A built-in role trimmed by someone allowed to: put the key back for the moves that follow.
    if (
      move === 'take a permission off their role' &&
      target.kind !== 'custom' &&
      res.status === 200
    ) {
      await env.DB.prepare(
        'INSERT OR IGNORE INTO role_permissions (role_id, permission_key) VALUES (?, ?)',
      )
        .bind(roleId, keyToTake(target))
        .run()
      await env.DB.prepare('UPDATE roles SET label = ? WHERE id = ?')
        .bind(JSON.parse(before).role.label, roleId)
        .run()
    }
    return { outcome: classify(res.status), changed: before !== after }
  }

  const MOVES_ON = (target: Principal): Move[] => [
    'reactivate',
    'demote',
    'deactivate',
    'take a permission off their role',
    ...(target.kind === 'custom' ? (['delete their role'] as Move[]) : []),
    'delete',
  ]

  /** The pairs the sweep covers and what each answered (printed with the figure). */
  const pairs = { total: 0, allowed: 0 }
  reportFigure(
    'role takeover sweep (suite 3: actor × target × move)',
    () => `${pairs.total} moves over every pair of principals, ${pairs.allowed} of them allowed`,
  )

  it.each([
    'visitor',
    'member',
    'contributor',
    'admin',
    'super_admin',
    'custom-without',
    'custom-with:events.create',
    'custom-with:roles.manage',
    'custom-with:users.delete',
    'custom-with:users.set.is_active',
    'custom-with:users.set.role_id',
    'custom-with:users.update',
    'custom-with:roles.manage+users.set.role_id',
    `custom-with:${MANAGER_KEYS.join('+')}`,
  ])(
    '%s changes only those who hold nothing it lacks, on every target and move',
    async (name) => {
      const actor = principals.get(name)
      const want: string[] = []
      const got: string[] = []
      for (const kind of targets()) {
        let target = await freshTarget(kind)
        for (const move of MOVES_ON(kind)) {
          const outcome = expected(actor, kind, move)
          const res = await perform(actor, target, move)
          pairs.total += 1
          if (res.outcome === 'allowed') pairs.allowed += 1
          else checks += 1
          const label = `${name} → ${kind.name}: ${move}`
          // Demoting a plain member to the member role is allowed and changes nothing.
          const changes = outcome === 'allowed' && !(move === 'demote' && kind.kind === 'member')
          want.push(`${label}: ${outcome}, ${changes ? 'changed' : 'unchanged'}`)
          got.push(`${label}: ${res.outcome}, ${res.changed ? 'changed' : 'unchanged'}`)
          // An allowed move spent the target: the next move gets a fresh one.
          if (res.changed) target = await freshTarget(kind)
        }
      }
      expect(got).toEqual(want)
    },
    120_000,
  )

  it('refuses everyone a write or manage permission on the visitor role, and an emptied admin role', async () => {
    const visitorBefore = await roleState(SYSTEM.visitor)
    const adminBefore = await roleState(SYSTEM.admin)
    const visitorGrants = await rolePermissions(SYSTEM.visitor)
    const want: string[] = []
    const got: string[] = []
    for (const actor of principals.all) {
      const keys =
        actor.kind === 'visitor'
          ? ['roles.manage']
          : ['roles.manage', 'events.create', 'users.update'].filter((k) => actor.holds(k))
      for (const key of keys.length > 0 ? keys : ['roles.manage']) {
        const res = await put(`/api/roles/${SYSTEM.visitor}`, actor.session, {
          label: 'Visitor',
          permissions: [...visitorGrants, key],
        })
        want.push(
          `${actor.name} grants visitors ${key}: ${actor.kind === 'visitor' ? '401' : 'refused'}`,
        )
        got.push(`${actor.name} grants visitors ${key}: ${classify(res.status)}`)
        checks += 1
      }
      const res = await put(`/api/roles/${SYSTEM.admin}`, actor.session, {
        label: 'Admin',
        permissions: ['events.view'],
      })
      want.push(
        `${actor.name} empties the admin role: ${actor.kind === 'visitor' ? '401' : 'refused'}`,
      )
      got.push(`${actor.name} empties the admin role: ${classify(res.status)}`)
      checks += 1
      // Every repair key is kept even by those who may edit the admin role.
      for (const key of REPAIR_KEYS) {
        const grants = (await rolePermissions(SYSTEM.admin)).filter((k) => k !== key)
        const trim = await put(`/api/roles/${SYSTEM.admin}`, actor.session, {
          label: 'Admin',
          permissions: grants,
        })
        want.push(
          `${actor.name} takes ${key} off the admin role: ${actor.kind === 'visitor' ? '401' : 'refused'}`,
        )
        got.push(`${actor.name} takes ${key} off the admin role: ${classify(trim.status)}`)
        checks += 1
      }
    }
    expect(got).toEqual(want)
    expect(await roleState(SYSTEM.visitor)).toBe(visitorBefore)
    expect(await roleState(SYSTEM.admin)).toBe(adminBefore)
    // With no cookie, nothing that writes: not even the role screens' reads.
    const roles = (await env.DB.prepare('SELECT count(*) AS n FROM roles').first<{ n: number }>())!
      .n
    refused((await post('/api/roles', null, { label: 'Anonymous' })).status, [401])
    refused((await call('/api/roles')).status, [401])
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM roles').first<{ n: number }>())!.n,
    ).toBe(roles)
  })
})

describe('suite 3: at least one active admin always remains', () => {
  /** Deactivates every active admin and super admin but `keep` for the callback (restored after). */
  const only = async (keep: number[], run: () => Promise<void>) => {
    const parked = (
      await env.DB.prepare(
        `SELECT id FROM users WHERE role IN ('admin', 'super_admin') AND is_active = 1 AND id NOT IN (${keep.map(() => '?').join(', ')})`,
      )
        .bind(...keep)
        .all<{ id: number }>()
    ).results.map((r) => r.id)
    const set = (to: number) =>
      env.DB.batch(
        parked.map((id) =>
          env.DB.prepare('UPDATE users SET is_active = ? WHERE id = ?').bind(to, id),
        ),
      )
    await set(0)
    try {
      await run()
    } finally {
      await set(1)
    }
  }
  const activeAdmins = async () =>
    (await env.DB.prepare(
      "SELECT count(*) AS n FROM users WHERE role IN ('admin', 'super_admin') AND is_active = 1",
    ).first<{ n: number }>())!.n

  it.each(['admin', 'super_admin'] as const)(
    'keeps the last active %s through demotion, deactivation and deletion by a holder of every permission it has',
    async (kind) => {
      const keys =
        kind === 'admin'
          ? await rolePermissions(SYSTEM.admin)
          : (
              await env.DB.prepare('SELECT key FROM permissions').all<{ key: string }>()
            ).results.map((r) => r.key)
      const holder = await holderOf(keys)
      const last = await createUser({ role: kind })
      await only([last.id], async () => {
        const before = await row('users', last.id)
        for (const move of [
          { method: 'PUT', json: { role_id: null } },
          { method: 'PUT', json: { role_id: SYSTEM.contributor } },
          { method: 'PUT', json: { is_active: 0 } },
          { method: 'DELETE' },
        ]) {
          const res = await call(`/api/users/${last.id}`, { ...move, session: holder.session })
          // A super admin is only ever changed by a super admin (403); an admin is kept (409).
          refused(res.status, kind === 'super_admin' ? [403] : [409])
        }
        expect(await row('users', last.id)).toEqual(before)
        expect(await activeAdmins()).toBe(1)
      })
    },
    30_000,
  )

  it('lets only one of two last admins demote or deactivate the other when both try at once', async () => {
    for (const change of [{ role_id: null }, { is_active: 0 }]) {
      const a = await holderOf([])
      const b = await holderOf([])
      await env.DB.batch(
        [a, b].map((h) =>
          env.DB.prepare("UPDATE users SET role = 'admin', role_id = NULL WHERE id = ?").bind(
            h.user.id,
          ),
        ),
      )
      await only([a.user.id, b.user.id], async () => {
        const answers = await Promise.all([
          put(`/api/users/${b.user.id}`, a.session, change),
          put(`/api/users/${a.user.id}`, b.session, change),
        ])
        // The loser is refused by the last-admin rule (409), or already demoted when it was
        // read (403); never both through.
        const statuses = answers.map((r) => r.status).sort()
        expect(statuses[0], JSON.stringify(change)).toBe(200)
        refused(statuses[1]!, [403, 409])
        expect(await activeAdmins()).toBe(1)
      })
    }
  }, 30_000)
})

describe('suite 2: mass assignment', () => {
  const USER_EXTRAS: Record<string, unknown>[] = [
    { role: 'super_admin' },
    { role_id: undefined, roleId: SYSTEM.admin },
    { is_system: true },
    { key: 'super_admin' },
    { id: 1 },
    { created_at: '2000-01-01T00:00:00.000Z' },
    { password_hash: 'scrypt$15$8$3$AAAA$BBBB' },
    { passwordHash: 'scrypt$15$8$3$AAAA$BBBB' },
    { email: 'taken-over@example.test' },
    { slug: 'admin' },
    { site_id: 2 },
    { isActive: 1 },
    { total_signins: 1000 },
    { agreed_at: '2000-01-01T00:00:00.000Z' },
    { permissions: ['users.delete'] },
  ]

  it.each(['member', 'admin', 'super_admin'])(
    'PUT /api/users/:id refuses fields outside the allowlist from %s (own and another’s record)',
    async (name) => {
      const p = principals.signedIn(name)
      const other = await createUser()
      for (const id of [p.user.id, other.id]) {
        for (const extra of USER_EXTRAS) {
          const before = await row('users', id)
          const res = await put(`/api/users/${id}`, p.session, { forename: 'Allowed', ...extra })
          refused(res.status, [422])
          expect(
            { ...(await row('users', id)), last_active_at: null },
            JSON.stringify(extra),
          ).toEqual({ ...before, last_active_at: null })
        }
      }
    },
  )

  it('PUT /api/users/:id refuses an own __proto__ key carrying a role', async () => {
    const p = principals.signedIn('member')
    const before = await row('users', p.user.id)
    refused(
      await sendRaw(
        'PUT',
        `/api/users/${p.user.id}`,
        p.session,
        '{"forename":"Proto","__proto__":{"role":"super_admin","role_id":5}}',
      ),
      [422],
    )
    refused(
      await sendRaw(
        'PUT',
        `/api/users/${p.user.id}`,
        p.session,
        '{"forename":"Proto","constructor":{"prototype":{"role":"super_admin"}}}',
      ),
      [422],
    )
    expect({ ...(await row('users', p.user.id)), last_active_at: null }).toEqual({
      ...before,
      last_active_at: null,
    })
  })

  it('PUT /api/users/:id keeps is_active, role_id and is_forum_mod to their permissions even on one’s own record', async () => {
    const p = principals.signedIn('member')
    const before = await row('users', p.user.id)
    for (const change of [
      { is_forum_mod: true },
      { forename: 'Ok', is_forum_mod: true },
      { forename: 'Ok', role_id: SYSTEM.contributor },
    ]) {
      refused((await put(`/api/users/${p.user.id}`, p.session, change)).status)
    }
    expect({ ...(await row('users', p.user.id)), last_active_at: null }).toEqual({
      ...before,
      last_active_at: null,
    })
  })

  it('POST /api/roles ignores key, is_system, id and timestamps: the row is a fresh custom role', async () => {
    const { session } = principals.signedIn('super_admin')
    const res = await post('/api/roles', session, {
      label: 'Mass assigned',
      key: 'super_admin',
      is_system: true,
      isSystem: true,
      id: SYSTEM.super_admin,
      created_at: '2000-01-01T00:00:00.000Z',
      total_users: 99,
    })
    expect(res.status).toBe(201)
    checks += 1
    const created = res.body.data as RoleResource
    const stored = await row('roles', created.id)
    expect(created.id).not.toBe(SYSTEM.super_admin)
    expect(stored).toMatchObject({ label: 'Mass assigned', is_system: 0, legacy_role: 'member' })
    expect(String(stored?.key)).toMatch(/^custom-/)
    expect(stored?.created_at).not.toBe('2000-01-01T00:00:00.000Z')
    expect(await row('roles', SYSTEM.super_admin)).toMatchObject({
      key: 'super_admin',
      is_system: 1,
    })
  })

  it('PUT /api/roles/:id ignores key, is_system and id, and keeps a built-in role’s legacy role', async () => {
    const { session } = principals.signedIn('super_admin')
    const custom = await createCustomRole([])
    const before = await row('roles', custom.id)
    const res = await put(`/api/roles/${custom.id}`, session, {
      label: 'Still custom',
      key: 'admin',
      is_system: true,
      id: SYSTEM.admin,
    })
    expect(res.status).toBe(200)
    checks += 1
    expect(await row('roles', custom.id)).toMatchObject({
      ...before,
      label: 'Still custom',
      updated_at: expect.any(String),
    })
    const contributor = await row('roles', SYSTEM.contributor)
    const grants = await rolePermissions(SYSTEM.contributor)
    expect(
      (
        await put(`/api/roles/${SYSTEM.contributor}`, session, {
          label: 'Contributor',
          legacy_role: 'admin',
          permissions: grants,
        })
      ).status,
    ).toBe(200)
    expect(await row('roles', SYSTEM.contributor)).toMatchObject({
      key: 'contributor',
      legacy_role: 'contributor',
      is_system: 1,
      id: contributor?.id,
    })
  })

  it('POST /api/signup ignores role, role_id, is_active and the like: the applicant waits as a member', async () => {
    const email = `mass-${Date.now()}@example.test`
    const res = await post('/api/signup', null, {
      forename: 'Mass',
      surname: 'Assigned',
      email,
      agreed_to: true,
      password: 'a long enough passphrase',
      password_confirmation: 'a long enough passphrase',
      captcha: await solveCaptcha(exports.default),
      role: 'super_admin',
      role_id: SYSTEM.super_admin,
      is_active: 1,
      is_forum_mod: true,
      id: 1,
      created_at: '2000-01-01T00:00:00.000Z',
      total_signins: 5,
    })
    expect(res.status).toBe(201)
    checks += 1
    const stored = await env.DB.prepare('SELECT * FROM users WHERE email = ?')
      .bind(email)
      .first<Row>()
    expect(stored).toMatchObject({
      role: 'member',
      role_id: null,
      is_active: -1,
      is_forum_mod: 0,
      total_signins: 0,
    })
    expect(stored?.id).not.toBe(1)
  })

  it('PUT /api/settings refuses unknown keys and writes nothing', async () => {
    const { session } = principals.signedIn('super_admin')
    const count = async () =>
      (await env.DB.prepare(
        'SELECT count(*) AS n, group_concat(key) AS k FROM site_settings',
      ).first<Row>())!
    const before = await count()
    for (const extra of [
      { is_admin: true },
      { site_name: 'Ok', admin_email: 'x@example.test' },
      { site_name: 'Ok', role: 'super_admin' },
    ]) {
      refused((await put('/api/settings', session, { settings: extra })).status, [422])
    }
    refused(
      await sendRaw(
        'PUT',
        '/api/settings',
        session,
        '{"settings":{"site_name":"Ok","__proto__":{"registration_mode":"open"}}}',
      ),
      [422],
    )
    expect(await count()).toEqual(before)
  })
})

describe('suite 2: IDOR (another member’s id in path, query and body)', () => {
  it('refuses a member another member’s record, in every spelling of its id, and changes nothing', async () => {
    const p = principals.signedIn('member')
    const other = await createUser({ bio: 'private bio' })
    const before = await row('users', other.id)
    const spellings = [
      `${other.id}`,
      `0${other.id}`,
      `${other.id}.0`,
      `+${other.id}`,
      `0x${other.id.toString(16)}`,
      `${other.id}e0`,
      `%20${other.id}`,
    ]
    for (const id of spellings) {
      const read = await call(`/api/users/${id}`, { session: p.session })
      refused(read.status, [403, 404, 422])
      expect(JSON.stringify(read.body)).not.toContain(other.email)
      refused(
        (await put(`/api/users/${id}`, p.session, { forename: 'Hijacked' })).status,
        [403, 404, 422],
      )
      refused(
        (await call(`/api/users/${id}`, { method: 'DELETE', session: p.session })).status,
        [403, 404, 422],
      )
    }
    expect(await row('users', other.id)).toEqual(before)
  })

  it('keeps another member’s notification preferences private and unchanged', async () => {
    const p = principals.signedIn('member')
    const other = await createUser()
    await post('/api/user-notifications', await signIn(other.email), {
      user_id: other.id,
      notifications: [{ notification: 'user.requested', email: false, push: false }],
    })
    const before = await preferencesOf(other.id)
    expect(before).toHaveLength(1)
    refused((await call(`/api/user-notifications/${other.id}`, { session: p.session })).status)
    refused(
      (
        await post('/api/user-notifications', p.session, {
          user_id: other.id,
          notifications: [{ notification: 'user.requested', email: true, push: true }],
        })
      ).status,
    )
    refused(
      (await post('/api/user-notifications', p.session, { user_id: other.id, notifications: [] }))
        .status,
    )
    expect(await preferencesOf(other.id)).toEqual(before)
  })

  it.each(['member', 'admin', 'super_admin'])(
    'never lets %s mark another member’s notification read, by id, by all or by a user id in the body',
    async (name) => {
      const p = principals.signedIn(name)
      const other = await createUser()
      const theirs = await seedNotification(other.id)
      const before = await notificationsOf(other.id)
      // `all` marks only the caller's own unread (an admin's sign-up alerts); by id nothing matches.
      for (const body of [{ all: true }, { all: true, user_id: other.id }]) {
        refused((await post('/api/notifications', p.session, body)).status, [200, 422])
      }
      for (const body of [
        { ids: [theirs] },
        { ids: [theirs], user_id: other.id, userId: other.id },
      ]) {
        const res = await post('/api/notifications', p.session, body)
        checks += 1
        expect({ status: res.status, body: res.body }).toEqual({
          status: 200,
          body: { data: { updated: 0 } },
        })
      }
      expect(await notificationsOf(other.id)).toEqual(before)
    },
  )

  it('lists only the caller’s notifications whatever user id the query names', async () => {
    const p = principals.signedIn('member')
    const other = await createUser()
    await seedNotification(other.id)
    for (const query of [
      `user_id=${other.id}`,
      `userId=${other.id}`,
      `user=${other.id}`,
      `id=${other.id}`,
    ]) {
      const res = await call(`/api/notifications?${query}`, { session: p.session })
      expect(res.status).toBe(200)
      checks += 1
      expect(JSON.stringify(res.body)).not.toContain('Private to the owner')
    }
  })
})

describe('suite 2: events, orders and uploads belong to their owners', () => {
  /** An event of its own member, and a member who is neither its owner nor a manager. */
  const otherMembersEvent = async () => {
    const owner = await createUser()
    const { event } = await createEvent({ userId: owner.id, status: 'pending' })
    return event
  }

  it.each(['member', 'contributor', 'custom-with:events.create'])(
    'refuses %s editing or deleting another member’s event, and leaves the row as it was',
    async (name) => {
      const { session } = principals.signedIn(name)
      const event = await otherMembersEvent()
      const before = await row('events', event.id)
      for (const body of [{ title: 'Hijacked' }, { status: 'approved' }, { user_id: 1 }]) {
        refused((await put(`/api/events/${event.id}`, session, body)).status, [403, 422])
      }
      refused((await call(`/api/events/${event.id}`, { method: 'DELETE', session })).status)
      expect(await row('events', event.id)).toEqual(before)
    },
  )

  it.each(['member', 'contributor'])(
    'refuses %s setting the status of their own event (approval is for events.manage)',
    async (name) => {
      const p = principals.signedIn(name)
      const { event } = await createEvent({ userId: p.user.id, status: 'pending' })
      const before = await row('events', event.id)
      for (const status of ['approved', 'rejected']) {
        refused((await put(`/api/events/${event.id}`, p.session, { status })).status)
        refused(
          (await put(`/api/events/${event.id}`, p.session, { title: 'Also approve', status }))
            .status,
        )
      }
      expect(await row('events', event.id)).toEqual(before)
    },
  )

  it('refuses a member cancelling another member’s order: the order and the seats stay as they were', async () => {
    const { session } = principals.signedIn('member')
    const buyer = await createUser()
    const { event, tickets } = await createEvent({}, [limitedTicket(5, 1)])
    const order = await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: buyer.id,
    })
    const before = {
      order: await row('event_orders', order.id),
      seats: await row('event_tickets', tickets[0]!.id),
    }
    refused((await call(`/api/event-orders/${order.id}`, { method: 'DELETE', session })).status)
    expect({
      order: await row('event_orders', order.id),
      seats: await row('event_tickets', tickets[0]!.id),
    }).toEqual(before)
  })

  it('refuses confirming another member’s reservation without its reference', async () => {
    const { session } = principals.signedIn('member')
    const buyer = await createUser()
    const { event, tickets } = await createEvent()
    const order = await createReservedOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: buyer.id,
    })
    const before = await row('event_orders', order.id)
    for (const who of [session, null]) {
      const res = await post(`/api/event-orders/${order.id}/confirm`, who, {
        reference: crypto.randomUUID(),
        payment_method: 'free',
      })
      refused(res.status, [403, 404, 422])
    }
    expect(await row('event_orders', order.id)).toEqual(before)
  })

  it('refuses a member another member’s orders through ?user_id=, and never lists them', async () => {
    const { session } = principals.signedIn('member')
    const buyer = await createUser()
    const { event, tickets } = await createEvent()
    const order = await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: buyer.id,
    })
    refused((await call(`/api/event-orders?user_id=${buyer.id}`, { session })).status)
    // Other spellings are not the filter: the list stays the caller's own.
    for (const query of [`userId=${buyer.id}`, `user=${buyer.id}`, `event_id=${event.id}`]) {
      const res = await call(`/api/event-orders?${query}`, { session })
      checks += 1
      expect([200, 403, 422]).toContain(res.status)
      expect(JSON.stringify(res.body)).not.toContain(order.reference)
    }
  })

  it('refuses a member deleting another member’s upload: the row and the stored file remain', async () => {
    const { session } = principals.signedIn('member')
    const owner = await createUser()
    const upload = await createUpload(owner.id)
    const res = await call('/api/uploads', {
      method: 'DELETE',
      session,
      json: { path: upload.path, id: upload.id },
    })
    refused(res.status)
    expect(await row('uploads', upload.id)).toMatchObject({ path: upload.path, user_id: owner.id })
    expect(await env.UPLOADS.head(upload.path)).not.toBeNull()
    // A path that is not the id's own does not delete either row.
    const mine = await createUpload(principals.signedIn('member').user.id)
    refused(
      (
        await call('/api/uploads', {
          method: 'DELETE',
          session,
          json: { path: upload.path, id: mine.id },
        })
      ).status,
      [403, 404],
    )
    expect(await row('uploads', upload.id)).not.toBeNull()
    expect(await row('uploads', mine.id)).not.toBeNull()
    expect(await env.UPLOADS.head(upload.path)).not.toBeNull()
  })
})

describe('suite 2: mass assignment on events', () => {
  const count = async () =>
    (await env.DB.prepare('SELECT count(*) AS n FROM events').first<{ n: number }>())!.n

  it.each(['contributor', 'admin'])(
    'POST /api/events refuses owner, approval and counter fields from %s, and inserts nothing',
    async (name) => {
      const { session } = principals.signedIn(name)
      const start = Date.now() + 7 * 86_400_000
      const valid = {
        title: 'Mass assigned',
        starts_at: new Date(start).toISOString(),
        ends_at: new Date(start + 3_600_000).toISOString(),
      }
      const before = await count()
      const answers: string[] = []
      for (const extra of [
        { user_id: 1 },
        { approved_at: '2000-01-01T00:00:00.000Z' },
        { total_redeemed: 99 },
        { total_redeemed_tickets: 99 },
        { series_id: 1 },
        { slug: 'taken-over' },
        { id: 1 },
        { created_at: '2000-01-01T00:00:00.000Z' },
      ]) {
        const res = await post('/api/events', session, { ...valid, ...extra })
        checks += 1
        answers.push(`${JSON.stringify(extra)} → ${res.status}`)
      }
      expect(answers).toEqual(answers.map((a) => a.replace(/→ \d+$/, '→ 422')))
      expect(await count()).toBe(before)
      // A ticket's counters are not input either: refused, or dropped so the seats start empty.
      const res = await post('/api/events', session, {
        ...valid,
        tickets: [
          {
            label: 'Free for all',
            no_limit: false,
            total_available_tickets: 5,
            total_redeemed: 5,
            total_held: 5,
          },
        ],
      })
      checks += 1
      expect([201, 422], JSON.stringify(res.body).slice(0, 200)).toContain(res.status)
      const seats = await env.DB.prepare(
        "SELECT t.total_redeemed + t.total_held AS taken FROM event_tickets t JOIN events e ON e.id = t.event_id WHERE e.title = 'Mass assigned'",
      ).all<{ taken: number }>()
      expect(seats.results.every((t) => t.taken === 0)).toBe(true)
    },
  )

  it('PUT /api/events/:id refuses the same fields on the owner’s own event', async () => {
    const p = principals.signedIn('contributor')
    const { event } = await createEvent({ userId: p.user.id })
    const before = await row('events', event.id)
    for (const extra of [
      { user_id: 1 },
      { approved_at: null },
      { total_redeemed: 0 },
      { slug: 'x' },
    ]) {
      refused(
        (await put(`/api/events/${event.id}`, p.session, { title: 'Ok', ...extra })).status,
        [422],
      )
    }
    expect(await row('events', event.id)).toEqual(before)
  })
})

describe('suite 2: what one may read of others’ events', () => {
  it('keeps a member’s unapproved event from other members and visitors (404), not from its owner', async () => {
    const owner = await createUser()
    const ownerSession = await signIn(owner.email)
    const { event } = await createEvent({
      userId: owner.id,
      status: 'pending',
      title: 'Secret plans',
    })
    const { session } = principals.signedIn('member')
    for (const who of [session, null]) {
      for (const path of [
        `/api/events/${event.id}`,
        `/api/events/${event.slug}`,
        `/api/events/${event.id}/ics`,
        `/api/event-attendees?event_id=${event.id}`,
      ]) {
        const res = await call(path, { session: who })
        refused(res.status, [404])
        expect(JSON.stringify(res.body)).not.toContain('Secret plans')
      }
      const list = await call('/api/events?q=Secret%20plans', { session: who })
      checks += 1
      expect(list.status).toBe(200)
      expect(JSON.stringify(list.body)).not.toContain('Secret plans')
      refused((await post(`/api/events/${event.id}/waitlist`, who, {})).status, [401, 404])
    }
    expect((await call(`/api/events/${event.id}`, { session: ownerSession })).status).toBe(200)
  })

  it('keeps a private event from visitors', async () => {
    const { event } = await createEvent({ private: true, title: 'Members only evening' })
    for (const path of [`/api/events/${event.id}`, `/api/events/${event.id}/ics`]) {
      const res = await call(path)
      refused(res.status, [404])
      expect(JSON.stringify(res.body)).not.toContain('Members only evening')
    }
    expect(JSON.stringify((await call('/api/events?page=1&per_page=1000')).body)).not.toContain(
      'Members only evening',
    )
    const { session } = principals.signedIn('member')
    expect((await call(`/api/events/${event.id}`, { session })).status).toBe(200)
  })

  it('shows attendees’ email addresses to event managers and the attendee only', async () => {
    const attendee = await createUser()
    const { event, tickets } = await createEvent()
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: attendee.id,
      email: 'private.attendee@example.test',
    })
    const paths = [
      `/api/event-attendees?event_id=${event.id}`,
      `/api/events/${event.id}?with=attendees`,
    ]
    for (const who of [
      principals.signedIn('member').session,
      principals.signedIn('contributor').session,
      null,
    ]) {
      for (const path of paths) {
        const res = await call(path, { session: who })
        checks += 1
        expect(res.status).toBe(200)
        expect(JSON.stringify(res.body)).toContain('Attendee 1')
        expect(JSON.stringify(res.body)).not.toContain('private.attendee@example.test')
      }
    }
    for (const session of [principals.signedIn('admin').session, await signIn(attendee.email)]) {
      for (const path of paths)
        expect(JSON.stringify((await call(path, { session })).body)).toContain(
          'private.attendee@example.test',
        )
    }
  })

  it('hides the attendees of an event that hides them, and refuses let’s meet there', async () => {
    const attendee = await createUser()
    const { event, tickets } = await createEvent({ settings: { hide_attendees: true } })
    await createOrder({
      eventId: event.id,
      ticketId: tickets[0]!.id,
      userId: attendee.id,
      fullName: 'Hidden Guest',
    })
    const { session } = principals.signedIn('member')
    for (const who of [session, null]) {
      for (const path of [
        `/api/event-attendees?event_id=${event.id}`,
        `/api/events/${event.id}?with=attendees`,
      ]) {
        const res = await call(path, { session: who })
        checks += 1
        expect(res.status).toBe(200)
        expect(JSON.stringify(res.body)).not.toContain('Hidden Guest')
      }
    }
    const res = await post(`/api/events/${event.id}/lets-meet`, session, {
      user_to: attendee.id,
      message: 'Found you anyway',
    })
    refused(res.status)
  })

  it('sends let’s meet only to an attendee of the event: anyone else is refused and not notified', async () => {
    const stranger = await createUser()
    const { event } = await createEvent()
    const { session } = principals.signedIn('member')
    const before = await notificationsOf(stranger.id)
    const res = await post(`/api/events/${event.id}/lets-meet`, session, {
      user_to: stranger.id,
      message: 'Spam through any event',
    })
    refused(res.status, [403, 404, 422])
    expect(await notificationsOf(stranger.id)).toEqual(before)
    expect(
      (await env.DB.prepare('SELECT count(*) AS n FROM event_lets_meet WHERE user_to = ?')
        .bind(stranger.id)
        .first<{ n: number }>())!.n,
    ).toBe(0)
  })
})
