import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
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
  // Spelled "roles"."id" etc.: drizzle writes a lone table's columns unqualified ("id"), which
  // inside these subqueries would name the inner table's own column (users.id, not roles.id).
  permissions: sql<string>`(SELECT json_group_array(permission_key) FROM (SELECT permission_key FROM role_permissions rp WHERE rp.role_id = "roles"."id" ORDER BY permission_key))`,
  totalUsers: sql<number>`(SELECT count(*) FROM users u WHERE u.role_id = "roles"."id" OR ("roles"."is_system" = 1 AND u.role = "roles"."key" AND u.role_id IS NULL))`,
}

const toResource = (row: {
  id: number
  key: string
  label: string
  legacyRole: string
  isSystem: boolean
  permissions: string
  totalUsers: number
}): RoleResource => ({
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
    db
      .select(roleColumns)
      .from(roles)
      .orderBy(desc(roles.isSystem), asc(roles.id))
      .limit(paging.perPage)
      .offset(paging.offset),
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
  const [rows] = await db.batch([
    db.select().from(permissions).orderBy(asc(permissions.feature), asc(permissions.key)),
  ])
  return rows.map((p) => ({
    key: p.key,
    label: p.label,
    feature: p.feature,
    default_roles: p.defaultRoles,
    warning: p.warning,
  }))
}

export const catalogueKeys = async (db: Db) =>
  new Set((await db.select({ key: permissions.key }).from(permissions)).map((r) => r.key))

export const replacePermissionsStatements = (db: Db, roleKey: string, keys: string[]) => {
  const roleId = sql`(SELECT id FROM roles WHERE key = ${roleKey})`
  return [
    db.delete(rolePermissions).where(sql`${rolePermissions.roleId} = ${roleId}`),
    ...keys.map((k) =>
      db.insert(rolePermissions).values({ roleId: roleId as unknown as number, permissionKey: k }),
    ),
  ]
}

/**
 * The catalogue keys held by the users matching `who` (a condition on `u`), as their sessions
 * would hold them: every key if one is a super_admin, else the keys of their legacy and custom
 * roles. One statement that reads each matching user a few times, never once per key.
 */
const heldKeys = async (db: Db, who: SQL) => {
  const rows = await db.all<{ key: string }>(sql`
    SELECT rp.permission_key AS key FROM role_permissions rp
    WHERE rp.permission_key IN (SELECT key FROM permissions) AND rp.role_id IN (
      SELECT u.role_id FROM users u WHERE ${who} AND u.role_id IS NOT NULL
      UNION SELECT r.id FROM roles r WHERE r.key IN (SELECT u.role FROM users u WHERE ${who}))
    UNION SELECT p.key FROM permissions p WHERE EXISTS (SELECT 1 FROM users u WHERE ${who} AND u.role = 'super_admin')`)
  return rows.map((r) => r.key)
}

/** What a user holds, e.g. to refuse changing someone who holds more than the caller. */
export const heldKeysOfUser = (db: Db, userId: number) => heldKeys(db, sql`u.id = ${userId}`)

/**
 * What the role's holders hold between them: its custom-role members, or for a built-in role the
 * members of that legacy role (with any custom role they hold on top). Nobody holds visitor.
 */
export const heldKeysOfRoleHolders = (
  db: Db,
  role: Pick<RoleResource, 'id' | 'key' | 'is_system'>,
) =>
  heldKeys(
    db,
    role.is_system
      ? sql`(u.role_id = ${role.id} OR u.role = ${role.key})`
      : sql`u.role_id = ${role.id}`,
  )
