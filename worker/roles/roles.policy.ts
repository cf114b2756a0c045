import type { Actor } from '../lib/context'
import type { RoleResource } from './roles.schemas'

/** Is this role one the actor holds (their legacy role or their custom role)? */
export const isOwnRole = (actor: Actor, role: Pick<RoleResource, 'id' | 'key' | 'is_system'>) =>
  Boolean(actor.user && (actor.user.roleId === role.id || (role.is_system && actor.user.role === role.key)))

/** Keys in `wanted` that the actor does not hold: nobody grants what they lack. */
export const ungrantable = (actor: Actor, wanted: Iterable<string>) =>
  actor.user?.role === 'super_admin' ? [] : [...wanted].filter((k) => !actor.permissions.has(k))

export const canEditRole = (actor: Actor, role: Pick<RoleResource, 'id' | 'key' | 'is_system'>) =>
  role.key !== 'super_admin' && !isOwnRole(actor, role)

export const canDeleteRole = (actor: Actor, role: Pick<RoleResource, 'id' | 'key' | 'is_system'>) =>
  !role.is_system && !isOwnRole(actor, role)
