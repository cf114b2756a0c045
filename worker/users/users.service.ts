import { containsText } from '../lib/sql-text'
import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm'
import type { RequestAuth } from '../auth/request-auth'
import { publicUserColumns, roleLabelSql } from '../auth/sessions'
import { sessionHoldsSql } from '../lib/viewer-sql'
import type { Db } from '../db/client'
import { roles, sessions, users, USER_STATUS } from '../db/schema'
import type { Actor } from '../lib/context'
import { conflict, forbidden, invalid, notFound } from '../lib/errors'
import { can } from '../lib/policy'
import { notify } from '../notifications/notify'
import { findRole, findRoleByKey, heldKeysOfUser } from '../roles/roles.queries'
import { ADMIN_ROLES, ungrantable } from '../roles/roles.policy'
import { getSettings } from '../settings/settings.service'
import { endLiveSessions } from '../live/live-rooms'
import type { ListUsersQuery, UpdateUserInput } from './users.schemas'
import { toUserListItem, toUserResource } from './users.resource'

const listColumns = {
  id: users.id,
  title: users.title,
  forename: users.forename,
  surname: users.surname,
  email: users.email,
  slug: users.slug,
  img: users.img,
  role: users.role,
  roleId: users.roleId,
  isActive: users.isActive,
  isForumMod: users.isForumMod,
  company: users.company,
  industry: users.industry,
  createdAt: users.createdAt,
  lastActiveAt: users.lastActiveAt,
  lastSigninAt: users.lastSigninAt,
}

/** The total for a status filter (or the default view) from user_status_counts. */
const countedTotal = (status: number | undefined, seesInactive: SQL) => {
  const counted = (filter: SQL) =>
    sql`(SELECT coalesce(sum(total), 0) FROM user_status_counts WHERE ${filter})`
  if (status !== undefined) return sql<number>`${counted(sql`is_active = ${status}`)}`
  return sql<number>`${counted(sql`is_active <> ${USER_STATUS.inactive}`)} + CASE WHEN ${seesInactive} THEN ${counted(sql`is_active = ${USER_STATUS.inactive}`)} ELSE 0 END`
}

const THRESHOLD_UNITS = { day: 1, week: 7, month: 30, year: 365 } as const

/** "6 months" → the ISO time before which last activity counts as expired. */
const expiredBefore = (threshold: string) => {
  const [n, unit] = threshold.split(' ')
  const days =
    Number(n) * THRESHOLD_UNITS[(unit ?? 'day').replace(/s$/, '') as keyof typeof THRESHOLD_UNITS]
  return new Date(Date.now() - days * 86_400_000).toISOString()
}

/**
 * The admin users list: one round trip for the page and its total, carrying the session rows too.
 * Whether inactive members show depends on the caller's users.view:inactive, decided in SQL.
 */
export const listUsers = async (db: Db, auth: RequestAuth, query: ListUsersQuery) => {
  const filters: (SQL | undefined)[] = []
  const status = query.userStatus
  const seesInactive = auth.tokenHash
    ? sessionHoldsSql(auth.tokenHash, 'users.view:inactive')
    : sql`0`
  if (status === 0)
    await auth.require((actor) => (can(actor, 'users.view:inactive') ? null : forbidden()), {
      permissions: false,
    })
  if (status === 2) {
    const threshold = (await getSettings(db)).gdpr_settings.reminder.threshold
    if (!threshold)
      throw invalid({ userStatus: ['Set a reminder threshold to list expired members'] })
    filters.push(
      eq(users.isActive, USER_STATUS.active),
      or(lt(users.lastActiveAt, expiredBefore(threshold)), sql`${users.lastActiveAt} IS NULL`),
    )
  } else if (status !== undefined) {
    filters.push(eq(users.isActive, status))
  } else {
    filters.push(or(sql`${users.isActive} <> ${USER_STATUS.inactive}`, seesInactive))
  }
  const fullName = sql`${users.forename} || ' ' || ${users.surname}`
  if (query.q) filters.push(or(containsText(fullName, query.q), containsText(users.email, query.q)))
  if (query.full_name) filters.push(containsText(fullName, query.full_name))
  if (query.email) filters.push(containsText(users.email, query.email))
  if (query.role_id) filters.push(eq(users.roleId, query.role_id))
  if (query.is_forum_mod !== undefined) filters.push(eq(users.isForumMod, query.is_forum_mod))
  const where = and(...filters)
  const searching =
    Boolean(query.q || query.full_name || query.email || query.role_id) ||
    query.is_forum_mod !== undefined ||
    status === 2
  const [rows, [count]] = await db.batch([
    db
      .select({ ...listColumns, roleLabel: roles.label })
      .from(users)
      // The custom role, else the built-in role of the legacy key: one primary-key lookup per row.
      .leftJoin(
        roles,
        eq(
          roles.id,
          sql`coalesce(${users.roleId}, (SELECT r2.id FROM roles r2 WHERE r2.key = ${users.role}))`,
        ),
      )
      .where(where)
      .orderBy(
        ...(status === -1
          ? [asc(users.createdAt), asc(users.id)]
          : [desc(users.createdAt), desc(users.id)]),
      )
      .limit(query.perPage)
      .offset(query.offset),
    // Without a search, the total comes from the per-status counters instead of counting rows.
    searching
      ? db
          .select({ total: sql<number>`count(*)` })
          .from(users)
          .where(where)
      : db.select({ total: countedTotal(status, seesInactive) }).from(sql`(SELECT 1)`),
  ])
  return {
    rows: rows.map(({ roleLabel, ...u }) => toUserListItem(u, roleLabel)),
    total: count?.total ?? 0,
  }
}

const LAST_ADMIN = 'At least one active admin must remain.'
const adminRoles = sql.join(
  ADMIN_ROLES.map((r) => sql`${r}`),
  sql`, `,
)

/**
 * SQL for the WHERE of a write to user `id`: true unless it would remove the last active admin
 * (or super admin). It is part of the write, so two admins demoting each other at once cannot
 * both succeed. `after` is what the write sets (a status, a legacy role) or that it deletes.
 */
const lastAdminGuard = (
  id: number,
  after: { isActive?: number; role?: string; gone?: boolean },
) => {
  const activeAdmin = (isActive: SQL, role: SQL) =>
    sql`(${isActive} = ${USER_STATUS.active} AND ${role} IN (${adminRoles}))`
  const isNow = activeAdmin(sql`"users"."is_active"`, sql`"users"."role"`)
  const staysAdmin = after.gone
    ? sql`0`
    : activeAdmin(
        after.isActive === undefined ? sql`"users"."is_active"` : sql`${after.isActive}`,
        after.role === undefined ? sql`"users"."role"` : sql`${after.role}`,
      )
  const another = sql`EXISTS (SELECT 1 FROM users o WHERE o.id <> ${id} AND o.is_active = ${USER_STATUS.active} AND o.role IN (${adminRoles}))`
  return sql`(NOT ${isNow} OR ${staysAdmin} OR ${another})`
}

/** Ends a member's sessions once they are no longer active (or gone), in the batch that made them so. */
const revokeSessionsOfInactive = (db: Db, id: number) =>
  db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, id),
        sql`NOT EXISTS (SELECT 1 FROM users a WHERE a.id = ${id} AND a.is_active = ${USER_STATUS.active})`,
      ),
    )

/**
 * Nobody changes the role or status of, or deletes, someone who holds a permission they lack:
 * that would be taking away what they could never grant. A super admin is changed by one only.
 */
const checkOutranks = async (db: Db, actor: Actor, target: { id: number; role: string }) => {
  if (target.role === 'super_admin' && actor.user?.role !== 'super_admin') throw forbidden()
  const lacking = ungrantable(actor, await heldKeysOfUser(db, target.id))
  if (lacking.length > 0)
    throw forbidden(
      `This member holds permissions you do not hold (${lacking.join(', ')}), so you cannot change their role or status.`,
    )
}

export const getUser = async (db: Db, id: number) => {
  const [row] = await db
    .select({ ...publicUserColumns, roleLabel: roleLabelSql })
    .from(users)
    .where(eq(users.id, id))
  if (!row) throw notFound()
  return row
}

/** Reading a full record: oneself, or users.update. */
export const readUser = async (db: Db, actor: Actor, id: number) => {
  if (actor.user?.id !== id && !can(actor, 'users.update') && !can(actor, 'users.set.is_active'))
    throw forbidden()
  return toUserResource(await getUser(db, id))
}

/**
 * Changes a member. Each field needs its own permission (is_active: users.set.is_active,
 * role_id: users.set.role_id, others: users.update or oneself); nobody changes their own role
 * or status, assigns super_admin, or assigns a role holding permissions they lack.
 * Approving a requested member tells them by email; deactivating signs them out everywhere.
 */
export const updateUser = async (
  deps: { db: Db; env: Env },
  actor: Actor,
  id: number,
  input: UpdateUserInput,
) => {
  const { db } = deps
  const target = await getUser(db, id)
  const self = actor.user?.id === id
  const { is_active, role_id, is_forum_mod, ...profile } = input
  if (Object.keys(profile).length > 0 && !self && !can(actor, 'users.update')) throw forbidden()
  if (is_forum_mod !== undefined && !can(actor, 'users.update')) throw forbidden()
  if (is_active !== undefined && (self || !can(actor, 'users.set.is_active'))) throw forbidden()
  // Only a super admin changes a super admin's status or role; nobody changes those of someone
  // holding a permission they lack.
  if (is_active !== undefined || role_id !== undefined) await checkOutranks(db, actor, target)
  let newRole:
    { role: 'member' | 'contributor' | 'admin' | 'super_admin'; roleId: number | null } | undefined
  if (role_id !== undefined) {
    if (self || !can(actor, 'users.set.role_id')) throw forbidden()
    if (role_id !== null) {
      const role = await findRole(db, role_id)
      if (!role || role.key === 'visitor')
        throw invalid({ role_id: ['Choose one of the roles listed'] })
      if (role.key === 'super_admin')
        throw forbidden('The super admin role cannot be granted here.')
      // A custom role also grants its legacy role's permissions (users.role becomes the legacy role).
      const legacy = role.is_system
        ? []
        : ((await findRoleByKey(db, role.legacy_role))?.permissions ?? [])
      if (ungrantable(actor, [...role.permissions, ...legacy]).length > 0)
        throw forbidden('You cannot assign a role with permissions you do not hold.')
      newRole = role.is_system
        ? { role: role.key as 'member' | 'contributor' | 'admin', roleId: null }
        : { role: role.legacy_role as 'member' | 'admin', roleId: role.id }
    } else {
      newRole = { role: 'member', roleId: null }
    }
  }
  const changes = {
    ...profile,
    ...(is_forum_mod !== undefined ? { isForumMod: is_forum_mod } : {}),
    ...(is_active !== undefined ? { isActive: is_active } : {}),
    ...newRole,
  }
  // Nothing to change (an empty body): no write, and the member as they are.
  if (Object.keys(changes).length === 0) return toUserResource(target)
  // A change of role or status never leaves the site without an active admin (checked in the write).
  const keepsAdmin =
    is_active !== undefined || role_id !== undefined
      ? lastAdminGuard(id, { isActive: is_active, role: newRole?.role })
      : undefined
  const [updated] = await db.batch([
    db
      .update(users)
      .set(changes)
      .where(and(eq(users.id, id), keepsAdmin))
      .returning({ id: users.id }),
    // Deactivation ends every session (when the update went through); a role change is read
    // afresh on the next request anyway.
    ...(is_active !== undefined && is_active !== USER_STATUS.active
      ? [revokeSessionsOfInactive(db, id)]
      : []),
  ])
  // No row: the guard kept the last admin (or the member was deleted meanwhile).
  if (updated.length === 0) throw keepsAdmin ? conflict(LAST_ADMIN) : notFound()
  if (is_active !== undefined && is_active !== USER_STATUS.active)
    await endLiveSessions(deps, { userId: id })
  if (target.isActive === USER_STATUS.requested && is_active === USER_STATUS.active) {
    await notify(
      deps,
      { id, email: target.email, forename: target.forename, surname: target.surname },
      'user.approved',
      {
        title: 'Your membership is approved',
        body: 'Welcome! You can now sign in with the email address and password you chose.',
        link: '/signin',
      },
    )
  }
  return toUserResource(await getUser(db, id))
}

/** Deleting a member: never oneself, someone holding more than the actor, or the last active admin. */
export const deleteUser = async (db: Db, actor: Actor, id: number) => {
  if (actor.user?.id === id) throw forbidden('Delete your own account from your profile instead.')
  const target = await getUser(db, id)
  await checkOutranks(db, actor, target)
  const [deleted] = await db.batch([
    db
      .delete(users)
      .where(and(eq(users.id, id), lastAdminGuard(id, { gone: true })))
      .returning({ id: users.id }),
    // Cascades with the user row anyway; said outright as every revocation is.
    revokeSessionsOfInactive(db, id),
  ])
  if (deleted.length === 0) throw conflict(LAST_ADMIN)
  return toUserResource(target)
}
