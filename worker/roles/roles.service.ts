import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { roles } from '../db/schema'
import type { Actor } from '../lib/context'
import { forbidden, invalid, notFound } from '../lib/errors'
import { slugify } from '../users/user-slug'
import { canDeleteRole, canEditRole, ungrantable } from './roles.policy'
import { catalogueKeys, findRole, findRoleByKey, replacePermissionsStatements } from './roles.queries'
import type { RoleInput, RoleResource, UpdateRoleInput } from './roles.schemas'

export const unknownPermissionMessage = (key: string) =>
  `"${key}" permission could not be found. It may no longer be supported.`

/** Unknown keys are a 422 naming each one (`permissions.N`); duplicates are folded. */
const checkPermissions = async (db: Db, actor: Actor, wanted: string[], current: string[] = []) => {
  const known = await catalogueKeys(db)
  const fields: Record<string, string[]> = {}
  wanted.forEach((key, i) => {
    if (!known.has(key)) fields[`permissions.${i}`] = [unknownPermissionMessage(key)]
  })
  if (Object.keys(fields).length > 0) throw invalid(fields)
  const added = wanted.filter((k) => !current.includes(k))
  const lacking = ungrantable(actor, added)
  if (lacking.length > 0) throw forbidden(`You cannot grant permissions you do not hold: ${lacking.join(', ')}`)
  return [...new Set(wanted)]
}

const uniqueRoleKey = async (db: Db, label: string) => {
  const base = `custom-${slugify(label)}`
  for (let n = 1; ; n += 1) {
    const key = n === 1 ? base : `${base}-${n}`
    if (!(await findRoleByKey(db, key))) return key
  }
}

/** The admin legacy role puts holders on the admin role: only those holding all of it may choose it. */
const checkLegacyRole = async (db: Db, actor: Actor, legacyRole: RoleInput['legacy_role']) => {
  if (legacyRole !== 'admin') return
  const lacking = ungrantable(actor, (await findRoleByKey(db, 'admin'))?.permissions ?? [])
  if (lacking.length > 0) throw forbidden(`You cannot grant permissions you do not hold: ${lacking.join(', ')}`)
}

export const createRole = async (db: Db, actor: Actor, input: RoleInput): Promise<RoleResource> => {
  await checkLegacyRole(db, actor, input.legacy_role)
  const keys = await checkPermissions(db, actor, input.permissions)
  const key = await uniqueRoleKey(db, input.label)
  await db.batch([
    db.insert(roles).values({ key, label: input.label, legacyRole: input.legacy_role, isSystem: false }),
    ...replacePermissionsStatements(db, key, keys),
  ])
  const created = await findRoleByKey(db, key)
  if (!created) throw new Error('role vanished after insert')
  return created
}

export const getRole = async (db: Db, id: number) => {
  const role = await findRole(db, id)
  if (!role) throw notFound()
  return role
}

/**
 * Built-in roles keep their key and legacy role; super_admin is never edited, and nobody edits
 * a role they hold themselves (a demotion would otherwise be self-service).
 */
export const updateRole = async (db: Db, actor: Actor, id: number, input: UpdateRoleInput) => {
  const role = await getRole(db, id)
  if (!canEditRole(actor, role)) {
    throw forbidden(role.key === 'super_admin' ? 'The super admin role cannot be changed.' : 'You cannot change a role you hold yourself.')
  }
  const legacy = (input.legacy_role ?? role.legacy_role) as RoleInput['legacy_role']
  if (!role.is_system && legacy !== role.legacy_role) await checkLegacyRole(db, actor, legacy)
  const keys = await checkPermissions(db, actor, input.permissions, role.permissions)
  await db.batch([
    db
      .update(roles)
      .set({ label: input.label, ...(role.is_system ? {} : { legacyRole: legacy }) })
      .where(eq(roles.id, id)),
    ...replacePermissionsStatements(db, role.key, keys),
  ])
  return getRole(db, id)
}

/** Members on a deleted custom role fall back to their legacy role (role_id is set null). */
export const deleteRole = async (db: Db, actor: Actor, id: number) => {
  const role = await getRole(db, id)
  if (!canDeleteRole(actor, role)) {
    throw forbidden(role.is_system ? 'Built-in roles cannot be deleted.' : 'You cannot delete a role you hold yourself.')
  }
  await db.delete(roles).where(eq(roles.id, id))
  return role
}
