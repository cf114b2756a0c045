import type { RoleInput } from '@worker/roles/roles.schemas'
import type { Role } from '../api/list-roles'

export const EMPTY_ROLE: RoleInput = { label: '', legacy_role: 'member', permissions: [] }

/**
 * The form's view of a saved role. Built-in roles may carry a legacy role outside admin/member
 * (contributor, visitor); the server ignores legacy_role for them, so the form sends a valid one.
 */
export const toFormValues = (role: Role): RoleInput => ({
  label: role.label,
  legacy_role: role.legacy_role === 'admin' ? 'admin' : 'member',
  permissions: [...role.permissions].sort(),
})

const sameKeys = (a: readonly string[], b: readonly string[]) => {
  if (a.length !== b.length) return false
  const set = new Set(a)
  return b.every((key) => set.has(key))
}

/** Spec 03 §4: Save is enabled only when the form differs from what was loaded. */
export const hasChanges = (loaded: RoleInput, current: RoleInput) =>
  loaded.label.trim() !== current.label.trim() ||
  loaded.legacy_role !== current.legacy_role ||
  !sameKeys(loaded.permissions, current.permissions)
