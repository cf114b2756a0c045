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

/**
 * May the built-in visitor role (everyone not signed in) hold `key`? Only read keys: the
 * catalogue names them `<feature>.view` or `<feature>.view:<scope>` (events.view,
 * news.view:directory, users.view:directory…), and every other key creates, changes, deletes,
 * exports or manages something, which must always need an account we can hold to account and
 * revoke. users.view:inactive is a read key too, but it only widens admin lists of members
 * (which no visitor reaches) to deactivated accounts, so a visitor holding it could only be a
 * mistake or a step in an attack. The roles editor refuses the rest for the visitor role, and
 * RequestAuth ignores any that a database still holds.
 */
export const visitorMayHold = (key: string) =>
  /^[a-z][a-z-]*\.view(:[a-z_-]+)?$/.test(key) && key !== 'users.view:inactive'
