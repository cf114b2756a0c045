import type { Db } from '../db/client'
import type { Actor } from '../lib/actor'
import { afterAnswer, requireUser, type Deps } from '../lib/deps'
import { forbidden, invalid, notFound } from '../lib/errors'
import type { Paging } from '../lib/paging'
import { visitorMayHold } from '../lib/policy'
import { slugText } from '../lib/slug-text'
import { recheckLiveAccess } from '../live/live-access'
import { ADMIN_REPAIR_KEYS, canDeleteRole, canEditRole, ungrantable } from './roles.policy'
import {
  catalogueKeysQuery,
  deleteRoleStatement,
  heldKeysOfRoleHoldersQuery,
  heldKeysOfUserQuery,
  holdersOfRoleQuery,
  insertRoleStatement,
  permissionCatalogueQuery,
  replacePermissionsStatements,
  roleByIdQuery,
  roleByKeyQuery,
  rolesCountQuery,
  rolesPageQuery,
  updateRoleStatement,
} from './roles.queries'
import { toPermissionResource, toRoleResource } from './roles.resources'
import type { RoleInput, RoleResource, UpdateRoleInput } from './roles.schemas'

/**
 * Roles and their permissions (spec 02 §5): nobody grants, takes away or edits beyond what they
 * hold. A change that can take permissions away re-decides the holders' live sockets.
 */

/** One round trip: the page and its total (with the session rows on a signed-in read). */
export const listRoles = async (deps: Deps, paging: Paging) => {
  const { db } = deps
  const [rows, [count]] = await db.batch([rolesPageQuery(db, paging), rolesCountQuery(db)])
  return { rows: rows.map(toRoleResource), total: count?.total ?? 0 }
}

export const listPermissionCatalogue = async (deps: Deps) => {
  const [rows] = await deps.db.batch([permissionCatalogueQuery(deps.db)])
  return rows.map(toPermissionResource)
}

export const findRole = async (db: Db, id: number) => {
  // A batch, so a signed-in read of one role also carries the session rows.
  const [[row]] = await db.batch([roleByIdQuery(db, id)])
  return row ? toRoleResource(row) : null
}

export const findRoleByKey = async (db: Db, key: string) => {
  const [row] = await roleByKeyQuery(db, key)
  return row ? toRoleResource(row) : null
}

/** The catalogue keys a user holds, e.g. to refuse changing someone who holds more than the caller. */
export const heldKeysOfUser = async (db: Db, userId: number) =>
  (await heldKeysOfUserQuery(db, userId)).map((r) => r.key)

const catalogueKeys = async (db: Db) => new Set((await catalogueKeysQuery(db)).map((r) => r.key))

export const unknownPermissionMessage = (key: string) =>
  `"${key}" permission could not be found. It may no longer be supported.`

const rules = {
  visitor: (key: string) =>
    `The visitor role may only hold permissions to view: "${key}" is not one.`,
  adminKeeps: (keys: string[]) =>
    `The admin role must keep ${keys.join(', ')}: admins need them to repair roles and users.`,
}

/**
 * Unknown keys are a 422 naming each one (`permissions.N`); duplicates are folded. The visitor
 * role takes read keys only and the admin role keeps its repair keys (422 too); nobody grants or
 * takes away a permission they do not hold (403).
 */
const checkPermissions = async (db: Db, actor: Actor, wanted: string[], role?: RoleResource) => {
  const known = await catalogueKeys(db)
  const fields: Record<string, string[]> = {}
  wanted.forEach((key, i) => {
    if (!known.has(key)) fields[`permissions.${i}`] = [unknownPermissionMessage(key)]
    else if (role?.key === 'visitor' && !visitorMayHold(key))
      fields[`permissions.${i}`] = [rules.visitor(key)]
  })
  const dropped = ADMIN_REPAIR_KEYS.filter((k) => role?.key === 'admin' && !wanted.includes(k))
  if (dropped.length > 0) fields.permissions = [rules.adminKeeps(dropped)]
  if (Object.keys(fields).length > 0) throw invalid(fields)
  const current = role?.permissions ?? []
  const lacking = ungrantable(
    actor,
    wanted.filter((k) => !current.includes(k)),
  )
  if (lacking.length > 0)
    throw forbidden(`You cannot grant permissions you do not hold: ${lacking.join(', ')}`)
  const unheld = ungrantable(
    actor,
    current.filter((k) => !wanted.includes(k) && known.has(k)),
  )
  if (unheld.length > 0)
    throw forbidden(`You cannot take away permissions you do not hold: ${unheld.join(', ')}`)
  return [...new Set(wanted)]
}

/** Nobody changes the permissions of members who hold a permission the actor lacks. */
const checkHolders = async (db: Db, actor: Actor, role: RoleResource) => {
  const held = (await heldKeysOfRoleHoldersQuery(db, role)).map((r) => r.key)
  const lacking = ungrantable(actor, held)
  if (lacking.length > 0) {
    throw forbidden(
      `Members on this role hold permissions you do not hold (${lacking.join(', ')}), so you cannot change it.`,
    )
  }
}

const uniqueRoleKey = async (db: Db, label: string) => {
  const base = `custom-${slugText(label, 60) || 'member'}`
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? base : `${base}-${n}`
    if (!(await findRoleByKey(db, key))) return key
  }
}

/** The admin legacy role puts holders on the admin role: only those holding all of it may choose it. */
const checkLegacyRole = async (db: Db, actor: Actor, legacyRole: RoleInput['legacy_role']) => {
  if (legacyRole !== 'admin') return
  const lacking = ungrantable(actor, (await findRoleByKey(db, 'admin'))?.permissions ?? [])
  if (lacking.length > 0)
    throw forbidden(`You cannot grant permissions you do not hold: ${lacking.join(', ')}`)
}

export const createRole = async (deps: Deps, input: RoleInput): Promise<RoleResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  await checkLegacyRole(db, actor, input.legacy_role)
  const keys = await checkPermissions(db, actor, input.permissions)
  const key = await uniqueRoleKey(db, input.label)
  await db.batch([
    insertRoleStatement(db, {
      key,
      label: input.label,
      legacyRole: input.legacy_role,
      isSystem: false,
    }),
    ...replacePermissionsStatements(db, key, keys),
  ])
  const created = await findRoleByKey(db, key)
  if (!created) throw new Error('role vanished after insert')
  return created
}

const loadRole = async (db: Db, id: number) => {
  const role = await findRole(db, id)
  if (!role) throw notFound()
  return role
}

export const getRole = (deps: Deps, id: number) => loadRole(deps.db, id)

/**
 * Built-in roles keep their key and legacy role; super_admin is never edited, and nobody edits
 * a role they hold themselves (a demotion would otherwise be self-service) or one whose members
 * hold a permission they lack.
 */
export const updateRole = async (deps: Deps, id: number, input: UpdateRoleInput) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const role = await loadRole(db, id)
  if (!canEditRole(actor, role)) {
    throw forbidden(
      role.key === 'super_admin'
        ? 'The super admin role cannot be changed.'
        : 'You cannot change a role you hold yourself.',
    )
  }
  const legacy = (input.legacy_role ?? role.legacy_role) as RoleInput['legacy_role']
  if (!role.is_system && legacy !== role.legacy_role) await checkLegacyRole(db, actor, legacy)
  const keys = await checkPermissions(db, actor, input.permissions, role)
  await checkHolders(db, actor, role)
  await db.batch([
    updateRoleStatement(db, id, {
      label: input.label,
      ...(role.is_system ? {} : { legacyRole: legacy }),
    }),
    ...replacePermissionsStatements(db, role.key, keys),
  ])
  // Holders may have lost a manage permission (private threads, gated categories, the switched-off forum).
  await afterAnswer(deps, recheckLiveAccess(deps, { role: id }))
  return loadRole(db, id)
}

/**
 * Members on a deleted custom role fall back to their legacy role (role_id is set null), so the
 * deleter must hold everything those members hold.
 */
export const deleteRole = async (deps: Deps, id: number) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const role = await loadRole(db, id)
  if (!canDeleteRole(actor, role)) {
    throw forbidden(
      role.is_system
        ? 'Built-in roles cannot be deleted.'
        : 'You cannot delete a role you hold yourself.',
    )
  }
  await checkHolders(db, actor, role)
  // Its holders, found before the delete sets their role_id null.
  const [holders] = await db.batch([holdersOfRoleQuery(db, id), deleteRoleStatement(db, id)])
  await afterAnswer(deps, recheckLiveAccess(deps, { users: holders.map((h) => h.id) }))
  return role
}
