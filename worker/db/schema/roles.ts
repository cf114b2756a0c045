import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, json, updatedAt } from './columns'

/** The permission catalogue of spec 03 §6; rows are written by a data migration. */
export const permissions = sqliteTable('permissions', {
  key: text('key').primaryKey(),
  label: text('label').notNull(),
  feature: text('feature').notNull(),
  defaultRoles: json<string[]>('default_roles').notNull(),
  warning: text('warning'),
})

/**
 * Built-in roles (visitor, member, contributor, admin, super_admin) have is_system set;
 * custom roles add permissions on top of their legacy_role (admin or member).
 */
export const roles = sqliteTable('roles', {
  id: id(),
  key: text('key').notNull().unique(),
  label: text('label').notNull(),
  legacyRole: text('legacy_role', {
    enum: ['visitor', 'member', 'contributor', 'admin', 'super_admin'],
  })
    .notNull()
    .default('member'),
  isSystem: bool('is_system').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const rolePermissions = sqliteTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    // No foreign key to permissions: a retired key stays visible so the UI can warn about it.
    permissionKey: text('permission_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.permissionKey] }),
    index('role_permissions_key').on(t.permissionKey),
  ],
)
