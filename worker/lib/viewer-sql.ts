import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Actor } from './actor'
import { canAny } from './policy'

/**
 * Who is reading, as SQL evaluated inside the read itself: a list page then costs one round trip,
 * the session rows riding along in the same batch. Every domain's visibility rules take one.
 */
export type SqlViewer = {
  /** The signed-in member's id, or NULL. */
  id: SQL
  /** 1 when the viewer holds one of the domain's manage keys. */
  manages: SQL
  signedIn: boolean
}

const VISITOR: SqlViewer = { id: sql`NULL`, manages: sql`0`, signedIn: false }

/**
 * SQL: does the session's user hold `key`? For queries that must not wait for the actor, e.g. a
 * list whose filter depends on a permission, sent in the same batch as the session rows.
 */
export const sessionHoldsSql = (tokenHash: string, key: string | SQLWrapper) =>
  sql`EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
    AND (u.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
      WHERE rp.permission_key = ${key} AND (r.key = u.role OR r.id = u.role_id))))`

/**
 * SQL: the id of the session's user, for per-user reads sent alongside the session rows. When the
 * session turns out invalid, the route's guard answers 401 and these rows are never sent.
 */
export const sessionUserIdSql = (tokenHash: string) =>
  sql`(SELECT user_id FROM sessions WHERE token_hash = ${tokenHash})`

/** SQL: does the user `userId` (an SQL value) hold `key`, by their role and custom role? */
export const userHoldsSql = (userId: SQL, key: string) =>
  sql`EXISTS (SELECT 1 FROM users hu WHERE hu.id = ${userId} AND (hu.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp
    JOIN roles r ON r.id = rp.role_id WHERE rp.permission_key = ${key} AND (r.key = hu.role OR r.id = hu.role_id))))`

const anyOf = (checks: SQL[]) => sql.join(checks, sql` OR `)

/** The reader of a request, by its session cookie's hash; `manageKeys` decide `manages`. */
export const viewerOfSession = (
  tokenHash: string | null,
  manageKeys: readonly string[],
): SqlViewer => {
  if (!tokenHash) return VISITOR
  // Only a live session of an active user counts (the same rule as sessionQueries).
  const id = sql`(SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
    AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND u.is_active = 1)`
  // One EXISTS for every manage key, with the liveness rules inside: the statement SQLite has to
  // prepare (local D1 prepares every statement on every call) stays short wherever it is used.
  const manages = manageKeys.length
    ? sql`EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
    AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND u.is_active = 1
    AND (u.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
      WHERE rp.permission_key IN (${sql.join(
        manageKeys.map((key) => sql`${key}`),
        sql`, `,
      )}) AND (r.key = u.role OR r.id = u.role_id))))`
    : sql`0`
  return { id, manages, signedIn: true }
}

/**
 * The reader of a request as ONE row (id, manages) for a statement's CTE: the rules of
 * viewerOfSession with the session, user and role rows each read once (viewerOfSession's
 * expressions repeat them wherever they are used). Always one row: NULL and 0 for a visitor or a
 * dead session. Build a SqlViewer over its columns with `viewerOfRow`.
 */
export const viewerRowSql = (tokenHash: string | null, manageKeys: readonly string[]) => {
  if (!tokenHash) return sql`SELECT NULL AS id, 0 AS manages`
  const keys = sql.join(
    manageKeys.map((key) => sql`${key}`),
    sql`, `,
  )
  return sql`SELECT su.id AS id, coalesce(su.manages, 0) AS manages FROM (SELECT 1) one LEFT JOIN (
      SELECT u.id AS id, (u.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
        WHERE rp.permission_key IN (${keys}) AND (r.key = u.role OR r.id = u.role_id))) AS manages
      FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
        AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND u.is_active = 1) su`
}

/**
 * A viewer whose id and manages are the columns of a viewerRowSql row (`alias.id`, `alias.manages`),
 * or of a viewerAreasRowSql row (`alias.id` and the area's column, named by `manages`).
 */
export const viewerOfRow = (alias: string, signedIn: boolean, manages = 'manages'): SqlViewer => ({
  id: sql.raw(`${alias}.id`),
  manages: sql.raw(`${alias}.${manages}`),
  signedIn,
})

/**
 * viewerRowSql for a statement that reads several domains: ONE row with the reader's id and, per
 * area of `areas`, a column that is 1 when they hold one of that area's manage keys (0 for an area
 * without keys). The session, user and role rows are joined once and every area's flag is an
 * aggregate over the user's role permissions: one subquery per area (viewerRowSql's EXISTS) cost
 * SQLite more to prepare than the rest of the row. `extra` adds columns computed from the user row
 * `u` (NULL for a visitor or a dead session). Build each area's SqlViewer with
 * `viewerOfRow(alias, signedIn, area)`.
 */
export const viewerAreasRowSql = (
  tokenHash: string | null,
  areas: Record<string, readonly string[]>,
  extra: Record<string, SQL> = {},
) => {
  const names = Object.keys(areas)
  const extraNames = Object.keys(extra)
  for (const name of [...names, ...extraNames])
    if (!/^[a-z_]+$/.test(name)) throw new Error(`viewerAreasRowSql: unexpected column ${name}`)
  if (!tokenHash)
    return sql.raw(
      `SELECT ${['NULL AS id', ...names.map((n) => `0 AS ${n}`), ...extraNames.map((n) => `NULL AS ${n}`)].join(', ')}`,
    )
  const holds = (keys: readonly string[]) =>
    keys.length
      ? sql`coalesce(u.role = 'super_admin' OR max(rp.permission_key IN (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )})), 0)`
      : sql`0`
  const columns = sql.join(
    [
      sql`u.id AS id`,
      ...names.map((n) => sql`${holds(areas[n]!)} AS ${sql.raw(n)}`),
      ...extraNames.map((n) => sql`${extra[n]!} AS ${sql.raw(n)}`),
    ],
    sql`, `,
  )
  // An aggregate without GROUP BY: always one row (NULL id and 0 flags when the session is not
  // live), the user's columns the same on every row it aggregates. Joining under a (SELECT 1) row
  // instead doubled what the row cost SQLite to prepare.
  return sql`SELECT ${columns} FROM sessions s JOIN users u ON u.id = s.user_id
    LEFT JOIN roles r ON r.key = u.role OR r.id = u.role_id
    LEFT JOIN role_permissions rp ON rp.role_id = r.id
    WHERE s.token_hash = ${tokenHash} AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
      AND u.is_active = 1`
}

/**
 * A member known by id (an SQL value) rather than by session: e.g. a live room's connections,
 * decided again when access changes. Deactivated members count as visitors.
 */
export const viewerOfUser = (userId: SQL, manageKeys: readonly string[]): SqlViewer => {
  const id = sql`(SELECT au.id FROM users au WHERE au.id = ${userId} AND au.is_active = 1)`
  const holds = manageKeys.map((key) => userHoldsSql(id, key))
  return { id, manages: sql`(${id} IS NOT NULL AND (${anyOf(holds)}))`, signedIn: true }
}

/** A loaded actor as a viewer: plain values, no session subqueries (writes know the actor). */
export const viewerOfActor = (actor: Actor, manageKeys: readonly string[]): SqlViewer => {
  if (!actor.user) return VISITOR
  return {
    id: sql`${actor.user.id}`,
    manages: canAny(actor, manageKeys) ? sql`1` : sql`0`,
    signedIn: true,
  }
}

/** SQL: the viewer belongs to the group `groupId` (a column or value). */
export const memberOfGroupSql = (viewer: SqlViewer, groupId: SQLWrapper) =>
  sql`EXISTS (SELECT 1 FROM group_users gu WHERE gu.group_id = ${groupId} AND gu.user_id = ${viewer.id})`
