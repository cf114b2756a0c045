import { can, canAny, isAdmin, type PolicySubject } from '@worker/lib/policy'
import type { Me } from './session'

/**
 * What the built-in visitor role holds by default (migrations/0001_catalogue.sql). /api/me answers
 * null for visitors, so the interface assumes these to decide which public links to show; the
 * server still checks every call.
 */
export const VISITOR_PERMISSIONS: readonly string[] = [
  'events.view',
  'news.view:directory',
  'polls.view',
  'promotions.view',
  'resources.view',
  'packages.view',
]

export const subjectOf = (me: Me | null | undefined): PolicySubject =>
  me
    ? { user: { id: me.id, role: me.role }, permissions: me.permissions }
    : { user: null, permissions: VISITOR_PERMISSIONS }

/** Permissions that each open part of the admin area (users, roles, settings). */
const ADMIN_AREA_PERMISSIONS = [
  'roles.manage',
  'users.update',
  'users.set.is_active',
  'sites.set.settings',
  'events.manage',
  'groups.manage',
  'forum-categories.manage',
  'forum-threads.manage',
  'news.manage',
  'resources.manage',
  'promotions.manage',
]

export const canSeeAdminArea = (subject: PolicySubject) =>
  isAdmin(subject) || canAny(subject, ADMIN_AREA_PERMISSIONS)

export { can, canAny, isAdmin }
