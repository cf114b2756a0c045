import type { permissions } from '../db/schema'
import { jsonText } from '../lib/json'
import type { RoleRow } from './roles.queries'
import { permissionKeys, type PermissionResource, type RoleResource } from './roles.schemas'

const permissionKeysJson = jsonText(permissionKeys)

export const toRoleResource = (row: RoleRow): RoleResource => ({
  id: row.id,
  key: row.key,
  label: row.label,
  legacy_role: row.legacyRole,
  is_system: row.isSystem,
  permissions: permissionKeysJson.parse(row.permissions),
  total_users: row.totalUsers,
})

export const toPermissionResource = (p: typeof permissions.$inferSelect): PermissionResource => ({
  key: p.key,
  label: p.label,
  feature: p.feature,
  default_roles: p.defaultRoles,
  warning: p.warning,
})
