import { and, asc, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { roles, sessions, users, USER_STATUS } from '../db/schema'
import { publicUserColumns, roleLabelSql } from '../lib/session-sql'
import { slugCollisions } from '../lib/slugs'
import { containsText } from '../lib/sql-text'
import { ADMIN_ROLES } from '../roles/roles.policy'
import type { ListUsersQuery } from './users.schemas'

/** Statements of the users use cases: the admin list, one member, and guarded writes. */

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

/**
 * The admin list's WHERE: the status filter (expired members are active ones last seen before
 * `expiredBefore`; without a status, inactive ones only where `seesInactive`) and the searches.
 */
export const listUsersWhere = (
  query: ListUsersQuery,
  seesInactive: SQL,
  expiredBefore: string | null,
) => {
  const filters: (SQL | undefined)[] = []
  const status = query.userStatus
  if (status === 2 && expiredBefore) {
    filters.push(
      eq(users.isActive, USER_STATUS.active),
      or(lt(users.lastActiveAt, expiredBefore), sql`${users.lastActiveAt} IS NULL`),
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
  return and(...filters)
}

/** One page of the admin list with each member's role label; requested members oldest first. */
export const listUsersPageQuery = (db: Db, where: SQL | undefined, query: ListUsersQuery) =>
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
      ...(query.userStatus === -1
        ? [asc(users.createdAt), asc(users.id)]
        : [desc(users.createdAt), desc(users.id)]),
    )
    .limit(query.perPage)
    .offset(query.offset)

/** The list's total: counted rows when searching, else the per-status counters. */
export const listUsersTotalQuery = (
  db: Db,
  where: SQL | undefined,
  query: ListUsersQuery,
  seesInactive: SQL,
) => {
  const searching =
    Boolean(query.q || query.full_name || query.email || query.role_id) ||
    query.is_forum_mod !== undefined ||
    query.userStatus === 2
  return searching
    ? db
        .select({ total: sql<number>`count(*)` })
        .from(users)
        .where(where)
    : db.select({ total: countedTotal(query.userStatus, seesInactive) }).from(sql`(SELECT 1)`)
}

/** One member's whole record (never the password hash) with their role's label. */
export const userQuery = (db: Db, id: number) =>
  db
    .select({ ...publicUserColumns, roleLabel: roleLabelSql })
    .from(users)
    .where(eq(users.id, id))

const adminRoles = sql.join(
  ADMIN_ROLES.map((r) => sql`${r}`),
  sql`, `,
)

/**
 * SQL for the WHERE of a write to user `id`: true unless it would remove the last active admin
 * (or super admin). It is part of the write, so two admins demoting each other at once cannot
 * both succeed. `after` is what the write sets (a status, a legacy role) or that it deletes.
 */
export const lastAdminGuard = (
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

/** The update of a member, only where `guard` holds; returns the id when it went through. */
export const updateUserStatement = (
  db: Db,
  id: number,
  changes: Partial<typeof users.$inferInsert>,
  guard: SQL | undefined,
) =>
  db
    .update(users)
    .set(changes)
    .where(and(eq(users.id, id), guard))
    .returning({ id: users.id })

/** Deleting a member unless they are the last active admin; returns the id when it went through. */
export const deleteUserStatement = (db: Db, id: number) =>
  db
    .delete(users)
    .where(and(eq(users.id, id), lastAdminGuard(id, { gone: true })))
    .returning({ id: users.id })

/** Ends a member's sessions once they are no longer active (or gone), in the batch that made them so. */
export const revokeSessionsOfInactive = (db: Db, id: number) =>
  db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, id),
        sql`NOT EXISTS (SELECT 1 FROM users a WHERE a.id = ${id} AND a.is_active = ${USER_STATUS.active})`,
      ),
    )

/** The slugs a new member's `base` could collide with. */
export const takenSlugsQuery = (db: Db, base: string) =>
  db.select({ slug: users.slug }).from(users).where(slugCollisions(users.slug, base))
