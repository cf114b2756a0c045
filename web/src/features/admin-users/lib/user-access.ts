import { can } from '@worker/lib/policy'

/** The signed-in user as the users screen needs them (a subset of GET /api/me). */
export type UsersViewer = { id: number; role: string; permissions: readonly string[] }

/** What the viewer may do on this screen; the server checks each change again. */
export const userAccess = (viewer: UsersViewer) => {
  const subject = { user: viewer, permissions: viewer.permissions }
  const isSuperAdmin = viewer.role === 'super_admin'
  return {
    canUpdate: can(subject, 'users.update'),
    canSetActive: can(subject, 'users.set.is_active'),
    canSetRole: can(subject, 'users.set.role_id'),
    canViewInactive: can(subject, 'users.view:inactive'),
    /** Why the viewer may not change this member's role or status, or null when they may. */
    blockedReason: (user: { id: number; role: string }) => {
      if (user.id === viewer.id) return 'You cannot change your own role or status.'
      if (user.role === 'super_admin' && !isSuperAdmin)
        return 'Only a super admin can change a super admin.'
      return null
    },
    /** A role is grantable only by someone holding all of its permissions. */
    mayGrant: (role: { permissions: readonly string[] }) =>
      isSuperAdmin || role.permissions.every((key) => viewer.permissions.includes(key)),
  }
}

export type UserAccess = ReturnType<typeof userAccess>
