/**
 * Pure permission rules shared by the worker and the web app (to hide what a user cannot do).
 * The server stays the authority: every route checks again.
 */
export type PolicySubject = {
  user: { id: number; role: string } | null
  permissions: ReadonlySet<string> | readonly string[]
}

const holds = (subject: PolicySubject, key: string) =>
  subject.user?.role === 'super_admin' ||
  (Array.isArray(subject.permissions)
    ? subject.permissions.includes(key)
    : (subject.permissions as ReadonlySet<string>).has(key))

/** May the subject do `permission`? */
export const can = (subject: PolicySubject, permission: string) => holds(subject, permission)

/** Any of several permissions (e.g. news.create, news.create-billable or news.manage). */
export const canAny = (subject: PolicySubject, permissions: readonly string[]) =>
  permissions.some((p) => holds(subject, p))

/** Spec 02 §6: owners may edit and delete their own items; otherwise the manage permission. */
export const canManageItem = (
  subject: PolicySubject,
  item: { user_id?: number | null; userId?: number | null },
  managePermission: string,
) => {
  if (!subject.user) return false
  const owner = item.user_id ?? item.userId
  return owner === subject.user.id || holds(subject, managePermission)
}

export const isAdmin = (subject: PolicySubject) =>
  subject.user?.role === 'admin' || subject.user?.role === 'super_admin'
