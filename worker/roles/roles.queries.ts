import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { permissions, rolePermissions, roles } from '../db/schema'
import type { Paging } from '../lib/paging'
import type { PermissionResource, RoleResource } from './roles.schemas'

const roleColumns = {
  id: roles.id,
  key: roles.key,
  label: roles.label,
  legacyRole: roles.legacyRole,
  isSystem: roles.isSystem,
  permissions: sql<string>`(SELECT json_group_array(permission_key) FROM (SELECT permission_key FROM role_permissions WHERE role_id = ${roles.id} ORDER BY permission_key))`,
  totalUsers: sql<number>`(SELECT count(*) FROM users u WHERE u.role_id = ${roles.id} OR (${roles.isSystem} = 1 AND u.role = ${roles.key} AND u.role_id IS NULL))`,
}

const toResource = (row: { id: number; key: string; label: string; legacyRole: string; isSystem: boolean; permissions: string; totalUsers: number }): RoleResource => ({
  id: row.id,
  key: row.key,
  label: row.label,
  legacy_role: row.legacyRole,
  is_system: row.isSystem,
  permissions: JSON.parse(row.permissions) as string[],
  total_users: row.totalUsers,
})

/** One round trip: built-in roles first, then custom roles by name. */
export const listRoles = async (db: Db, paging: Paging) => {
  const [rows, [count]] = await db.batch([
    db.select(roleColumns).from(roles).orderBy(desc(roles.isSystem), asc(roles.id)).limit(paging.perPage).offset(paging.offset),
    db.select({ total: sql<number>`count(*)` }).from(roles),
  ])
  return { rows: rows.map(toResource), total: count?.total ?? 0 }
}

export const findRole = async (db: Db, id: number) => {
  // A batch, so a signed-in read of one role also carries the session rows.
  const [[row]] = await db.batch([db.select(roleColumns).from(roles).where(eq(roles.id, id))])
  return row ? toResource(row) : null
}

export const findRoleByKey = async (db: Db, key: string) => {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.key, key))
  return row ? toResource(row) : null
}

export const listPermissionCatalogue = async (db: Db): Promise<PermissionResource[]> => {
  const [rows] = await db.batch([db.select().from(permissions).orderBy(asc(permissions.feature), asc(permissions.key))])
  return rows.map((p) => ({ key: p.key, label: p.label, feature: p.feature, default_roles: p.defaultRoles, warning: p.warning }))
}

export const catalogueKeys = async (db: Db) =>
  new Set((await db.select({ key: permissions.key }).from(permissions)).map((r) => r.key))

export const replacePermissionsStatements = (db: Db, roleKey: string, keys: string[]) => {
  const roleId = sql`(SELECT id FROM roles WHERE key = ${roleKey})`
  return [
    db.delete(rolePermissions).where(sql`${rolePermissions.roleId} = ${roleId}`),
    ...keys.map((k) => db.insert(rolePermissions).values({ roleId: roleId as unknown as number, permissionKey: k })),
  ]
}
