import { and, eq, getTableColumns, gt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../db/client'
import { rolePermissions, roles, sessions, users } from '../db/schema'
import { jsonText } from './json'
import { compiled, ph } from '../db/compiled'

/**
 * Who is calling, as SQL: the statements that resolve a session cookie to a member and their
 * permission keys, and the sliding of a session's expiry. RequestAuth sends them; sign-in reads
 * the new session with them too.
 */

/** A browser-session sign-in stays valid server-side for a day after its last use. */
export const SHORT_SESSION_MS = 24 * 60 * 60 * 1000
/** last_seen_at / last_active_at are written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000

const { passwordHash: _omit, ...publicUserColumns } = getTableColumns(users)
export { publicUserColumns }

/**
 * SQL: the label of the user's role (their custom role, else the built-in role of their legacy
 * key), for selects from `users` unaliased. Spelled "users"."…": drizzle writes a lone table's
 * columns unqualified, which inside the subquery would name the roles table's own columns.
 */
export const roleLabelSql = sql<
  string | null
>`(SELECT r.label FROM roles r WHERE r.id = coalesce("users"."role_id", (SELECT r2.id FROM roles r2 WHERE r2.key = "users"."role")))`

/** The permission keys of a session row, as json_group_array wrote them. */
export const permissionKeysJson = jsonText(z.array(z.string()))

/**
 * The statements that resolve a session: the active user behind a token hash, and their permission
 * keys (their legacy role's and custom role's, or the whole catalogue for super_admin). They run
 * in one batch, usually alongside the route's own reads (see RequestAuth).
 */
export const sessionQueries = (db: Db, tokenHash: string) =>
  // Compiled once per isolate: every signed-in request sends it, and building its SQL (the user's
  // thirty-odd columns) cost a third of a trivial request (worker/db/compiled.ts).
  [
    compiled(db, 'session', () => sessionSelect(db, ph('tokenHash'), ph('now')), {
      tokenHash,
      now: new Date().toISOString(),
    }),
  ] as const

const sessionSelect = (db: Db, tokenHash: string, now: string) =>
  db
    .select({
      ...publicUserColumns,
      sessionLastSeenAt: sessions.lastSeenAt,
      sessionRemember: sessions.remember,
      roleLabel: roleLabelSql,
      // Keys of the user's legacy and custom roles, read once from the joined user row (every key for
      // super_admin); not an EXISTS per catalogue key, which cost most of a signed-in request.
      permissionKeys: sql<string>`(SELECT json_group_array(p.key) FROM permissions p WHERE ${users.role} = 'super_admin'
        OR p.key IN (SELECT rp.permission_key FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
          WHERE r.key = ${users.role} OR r.id = ${users.roleId}))`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.isActive, 1)),
    )

/**
 * Permission keys of the built-in visitor role. Compiled once per isolate like the session's: a
 * member's read that needs permissions sends it too (their session may turn out dead), and
 * building it on every request was most of the "SQL building" phase of GET /api/home's profile.
 */
export const visitorPermissionsQuery = (db: Db) =>
  compiled(
    db,
    'session.visitorPermissions',
    () =>
      db
        .select({ key: rolePermissions.permissionKey })
        .from(rolePermissions)
        .innerJoin(roles, eq(roles.id, rolePermissions.roleId))
        .where(eq(roles.key, 'visitor')),
    {},
  )

/** Away at least this long, a member's return starts a new visit (see users.previous_visit_at). */
export const NEW_VISIT_AFTER_MS = 60 * 60 * 1000

/**
 * SQL for users.previous_visit_at when last_active_at is set to `now`: the old last_active_at if
 * it is an hour or more before `now` (a new visit begins), else unchanged. SQLite evaluates every
 * SET expression against the row as it was, so this reads last_active_at before the update.
 */
export const previousVisitSql = (now: number) =>
  sql`CASE WHEN ${users.lastActiveAt} < ${new Date(now - NEW_VISIT_AFTER_MS).toISOString()}
    THEN ${users.lastActiveAt} ELSE ${users.previousVisitAt} END`

/** Keeps last_active_at fresh and slides a browser-session's expiry, at most every 5 minutes. */
export const touchSession = async (
  db: Db,
  tokenHash: string,
  userId: number,
  lastSeenAt: string,
  remember: boolean,
) => {
  const now = Date.now()
  if (now - Date.parse(lastSeenAt) < TOUCH_EVERY_MS) return
  const iso = new Date(now).toISOString()
  await db.batch([
    db
      .update(sessions)
      .set({
        lastSeenAt: iso,
        ...(remember ? {} : { expiresAt: new Date(now + SHORT_SESSION_MS).toISOString() }),
      })
      .where(eq(sessions.tokenHash, tokenHash)),
    db
      .update(users)
      .set({ lastActiveAt: iso, previousVisitAt: previousVisitSql(now) })
      .where(eq(users.id, userId)),
  ])
}
