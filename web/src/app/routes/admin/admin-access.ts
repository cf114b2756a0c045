import { can, canAny, isAdmin, type PolicySubject } from '@worker/lib/policy'

/** Reads as a rule in the nav table: `needs('roles.manage')`, `needs('a', 'b')` for any of. */
export const needs =
  (...keys: [string, ...string[]]) =>
  (subject: PolicySubject) =>
    keys.length === 1 ? can(subject, keys[0]) : canAny(subject, keys)

export const adminsOnly = (subject: PolicySubject) => isAdmin(subject)
