import type { Actor } from '../lib/actor'
import type { RoleResource } from './roles.schemas'

/** Is this role one the actor holds (their legacy role or their custom role)? */
export const isOwnRole = (actor: Actor, role: Pick<RoleResource, 'id' | 'key' | 'is_system'>) =>
  Boolean(
    actor.user &&
    (actor.user.roleId === role.id || (role.is_system && actor.user.role === role.key)),
  )

/** Keys in `wanted` that the actor does not hold: nobody grants what they lack. */
export const ungrantable = (actor: Actor, wanted: Iterable<string>) =>
  actor.user?.role === 'super_admin' ? [] : [...wanted].filter((k) => !actor.permissions.has(k))

export const canEditRole = (actor: Actor, role: Pick<RoleResource, 'id' | 'key' | 'is_system'>) =>
  role.key !== 'super_admin' && !isOwnRole(actor, role)

export const canDeleteRole = (actor: Actor, role: Pick<RoleResource, 'id' | 'key' | 'is_system'>) =>
  !role.is_system && !isOwnRole(actor, role)

/**
 * Keys the built-in admin role always keeps, so an admin can repair roles and users whatever
 * else was taken off it: list members (users.update), find deactivated ones
 * (users.view:inactive), restore their role and status, and fix the roles themselves.
 */
export const ADMIN_REPAIR_KEYS = [
  'roles.manage',
  'users.set.role_id',
  'users.set.is_active',
  'users.update',
  'users.view:inactive',
] as const

/** The legacy roles whose active holders count as the admins that must never run out. */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const
