import { can } from '@worker/lib/policy'

/** The signed-in user as the users screen needs them (a subset of GET /api/me). */
export type UsersViewer = { id: number; role: string; permissions: readonly string[] }

/** A role as GET /api/roles gives it, enough to know what its holders hold. */
type RoleHolding = { id: number; key: string; is_system: boolean; permissions: readonly string[] }

/**
 * What a member holds, as the worker reckons it (heldKeysOfUser): their built-in role's keys plus
 * those of their custom role. Unknown (null) until the roles are loaded.
 */
const heldBy = (
  user: { role: string; role_id: number | null },
  roles: readonly RoleHolding[] | undefined,
) => {
  if (!roles) return null
  const legacy = roles.find((role) => role.is_system && role.key === user.role)
  const custom = user.role_id === null ? undefined : roles.find((role) => role.id === user.role_id)
  return [...(legacy?.permissions ?? []), ...(custom?.permissions ?? [])]
}

/** What the viewer may do on this screen; the server checks each change again. */
export const userAccess = (viewer: UsersViewer) => {
  const subject = { user: viewer, permissions: viewer.permissions }
  const isSuperAdmin = viewer.role === 'super_admin'
  const holds = (key: string) => isSuperAdmin || viewer.permissions.includes(key)
  return {
    canUpdate: can(subject, 'users.update'),
    canSetActive: can(subject, 'users.set.is_active'),
    canSetRole: can(subject, 'users.set.role_id'),
    canViewInactive: can(subject, 'users.view:inactive'),
    /**
     * Why the viewer may not change this member's role or status, or null when they may: the
     * worker's rules (users.service updateUser): never oneself, a super admin only by one, and
     * nobody holding a permission the viewer lacks (known once `roles` are loaded).
     */
    blockedReason: (
      user: { id: number; role: string; role_id: number | null },
      roles?: readonly RoleHolding[],
    ) => {
      if (user.id === viewer.id) return 'You cannot change your own role or status.'
      if (user.role === 'super_admin') {
        return isSuperAdmin ? null : 'Only a super admin can change a super admin.'
      }
      const held = heldBy(user, roles)
      if (held && !held.every(holds))
        return 'They hold permissions you do not hold, so you cannot change their role or status.'
      return null
    },
    /** A role is grantable only by someone holding all of its permissions. */
    mayGrant: (role: { permissions: readonly string[] }) => role.permissions.every(holds),
  }
}

export type UserAccess = ReturnType<typeof userAccess>
