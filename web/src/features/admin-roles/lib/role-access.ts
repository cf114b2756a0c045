import { can } from '@worker/lib/policy'
import type { Role } from '../api/list-roles'

/** The signed-in user as the roles screen needs them (a subset of GET /api/me). */
export type RoleViewer = {
  id: number
  role: string
  role_id: number | null
  permissions: readonly string[]
}

const subject = (viewer: RoleViewer) => ({ user: viewer, permissions: viewer.permissions })

type RoleRef = Pick<Role, 'id' | 'key' | 'is_system'>

/** Mirrors worker/roles/roles.policy.ts isOwnRole: the custom role, or the built-in legacy role. */
const holdsRole = (viewer: RoleViewer, role: RoleRef) =>
  viewer.role_id === role.id || (role.is_system && viewer.role === role.key)

/** Why a role opens read-only, or null when it may be edited (the server refuses the same cases). */
export const readOnlyReason = (viewer: RoleViewer, role: RoleRef | null) => {
  if (!role) return null
  if (role.key === 'super_admin') return 'Super Admin holds every permission and cannot be changed.'
  if (holdsRole(viewer, role)) return 'You cannot change a role you hold yourself.'
  return null
}

export const canDeleteRole = (viewer: RoleViewer, role: RoleRef) =>
  !role.is_system && !holdsRole(viewer, role)

/** Nobody grants a permission they do not hold (the server refuses it too). */
export const canGrant = (viewer: RoleViewer, key: string) => can(subject(viewer), key)
