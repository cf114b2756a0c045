import { asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { permissions, rolePermissions, roles, users } from '../db/schema'
import type { Paging } from '../lib/paging'
import type { RoleResource } from './roles.schemas'

/** Statements of the roles use cases: roles with their keys and holders, and the catalogue. */

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

export type RoleRow = {
  id: number
  key: string
  label: string
  legacyRole: string
  isSystem: boolean
  permissions: string
  totalUsers: number
}

/** Built-in roles first, then custom roles by name. */
export const rolesPageQuery = (db: Db, paging: Paging) =>
  db
    .select(roleColumns)
    .from(roles)
    .orderBy(desc(roles.isSystem), asc(roles.id))
    .limit(paging.perPage)
    .offset(paging.offset)

export const rolesCountQuery = (db: Db) => db.select({ total: sql<number>`count(*)` }).from(roles)

export const roleByIdQuery = (db: Db, id: number) =>
  db.select(roleColumns).from(roles).where(eq(roles.id, id))

export const roleByKeyQuery = (db: Db, key: string) =>
  db.select(roleColumns).from(roles).where(eq(roles.key, key))

export const permissionCatalogueQuery = (db: Db) =>
  db.select().from(permissions).orderBy(asc(permissions.feature), asc(permissions.key))

export const catalogueKeysQuery = (db: Db) => db.select({ key: permissions.key }).from(permissions)

export const insertRoleStatement = (db: Db, values: typeof roles.$inferInsert) =>
  db.insert(roles).values(values)

export const updateRoleStatement = (
  db: Db,
  id: number,
  changes: Partial<typeof roles.$inferInsert>,
) => db.update(roles).set(changes).where(eq(roles.id, id))

/** The members on a custom role (by users.role_id). */
export const holdersOfRoleQuery = (db: Db, id: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.roleId, id))

/** Members on the role fall back to their legacy role (role_id is set null). */
export const deleteRoleStatement = (db: Db, id: number) => db.delete(roles).where(eq(roles.id, id))

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
const heldKeysQuery = (db: Db, who: SQL) =>
  db.all<{ key: string }>(sql`
    SELECT rp.permission_key AS key FROM role_permissions rp
    WHERE rp.permission_key IN (SELECT key FROM permissions) AND rp.role_id IN (
      SELECT u.role_id FROM users u WHERE ${who} AND u.role_id IS NOT NULL
      UNION SELECT r.id FROM roles r WHERE r.key IN (SELECT u.role FROM users u WHERE ${who}))
    UNION SELECT p.key FROM permissions p WHERE EXISTS (SELECT 1 FROM users u WHERE ${who} AND u.role = 'super_admin')`)

/** What a user holds, e.g. to refuse changing someone who holds more than the caller. */
export const heldKeysOfUserQuery = (db: Db, userId: number) =>
  heldKeysQuery(db, sql`u.id = ${userId}`)

/**
 * What the role's holders hold between them: its custom-role members, or for a built-in role the
 * members of that legacy role (with any custom role they hold on top). Nobody holds visitor.
 */
export const heldKeysOfRoleHoldersQuery = (
  db: Db,
  role: Pick<RoleResource, 'id' | 'key' | 'is_system'>,
) =>
  heldKeysQuery(
    db,
    role.is_system
      ? sql`(u.role_id = ${role.id} OR u.role = ${role.key})`
      : sql`u.role_id = ${role.id}`,
  )
