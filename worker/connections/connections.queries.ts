import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rawAll, rawRun } from '../lib/raw-sql'
import { sqlInt } from '../lib/paging'
import { sessionHoldsSql } from '../lib/viewer-sql'
import type { ListConnectRequestsQuery, ListConnectsQuery } from './connections.schemas'

/**
 * Statements of connections and connect requests. Every write that makes or ends a connection
 * writes both rows of `connections` and recounts both members' total_connects in the same batch.
 */

/** A member as JSON for the lists: parsed with `memberRow` in the resources. */
export const memberJson = (alias: string) =>
  sql.raw(
    `json_object('id', ${alias}.id, 'forename', ${alias}.forename, 'surname', ${alias}.surname, 'slug', ${alias}.slug, 'img', ${alias}.img, 'company', ${alias}.company)`,
  )

/** SQL: has either member blocked the other? */
export const blockedBetween = (a: SQL | number, b: SQL | number) =>
  sql`EXISTS (SELECT 1 FROM member_blocks mb WHERE (mb.blocker_id = ${a} AND mb.blocked_id = ${b})
    OR (mb.blocker_id = ${b} AND mb.blocked_id = ${a}))`

/** The caller's id from the session, as SQL: reads ride in the batch that carries the session. */
const meOf = (tokenHash: string) =>
  sql`(SELECT user_id FROM sessions WHERE token_hash = ${tokenHash})`

export type ConnectRequestRow = {
  id: number
  user_from_id: number
  user_to_id: number
  message: string | null
  status: 'pending' | 'accepted' | 'ignored'
  created_at: string
  updated_at: string
  user_from: string
  user_to: string
}

const requestSelect = sql`SELECT cr.id, cr.user_from_id, cr.user_to_id, cr.message, cr.status,
  cr.created_at, cr.updated_at, ${memberJson('uf')} AS user_from, ${memberJson('ut')} AS user_to
  FROM connect_requests cr JOIN users uf ON uf.id = cr.user_from_id JOIN users ut ON ut.id = cr.user_to_id`

/** The caller's received (or sent) requests of one status, newest first, and their total. */
export const listConnectRequestsStatements = (
  db: Db,
  tokenHash: string,
  query: ListConnectRequestsQuery,
) => {
  const me = meOf(tokenHash)
  const [mine, theirs] = query.received
    ? [sql`cr.user_to_id`, sql`cr.user_from_id`]
    : [sql`cr.user_from_id`, sql`cr.user_to_id`]
  const where = sql`${mine} = ${me} AND cr.status = ${query.status}
    ${query.user_id ? sql`AND ${theirs} = ${query.user_id}` : sql``}
    AND uf.is_active = 1 AND ut.is_active = 1 AND NOT ${blockedBetween(sql`cr.user_from_id`, sql`cr.user_to_id`)}`
  return [
    rawAll<ConnectRequestRow>(
      db,
      sql`${requestSelect} WHERE ${where} ORDER BY cr.created_at DESC, cr.id DESC
        LIMIT ${sqlInt(query.perPage)} OFFSET ${sqlInt(query.offset)}`,
    ),
    rawAll<{ total: number }>(
      db,
      sql`SELECT count(*) AS total FROM connect_requests cr JOIN users uf ON uf.id = cr.user_from_id
        JOIN users ut ON ut.id = cr.user_to_id WHERE ${where}`,
    ),
  ] as const
}

/** One request with both members, by id. */
export const connectRequestQuery = (db: Db, id: number) =>
  rawAll<ConnectRequestRow>(db, sql`${requestSelect} WHERE cr.id = ${id}`)

/** The request from one member to another. */
export const requestBetweenQuery = (db: Db, from: number, to: number) =>
  rawAll<ConnectRequestRow>(
    db,
    sql`${requestSelect} WHERE cr.user_from_id = ${from} AND cr.user_to_id = ${to}`,
  )

/** What decides whether `me` may ask `them`: who they are, and where the two stand. */
export const connectStandingQuery = (db: Db, me: number, them: number) =>
  rawAll<{
    id: number
    forename: string
    surname: string
    email: string
    slug: string
    is_active: number
    connected: number
    blocked: number
    mine: string | null
    theirs: string | null
  }>(
    db,
    sql`SELECT u.id, u.forename, u.surname, u.email, u.slug, u.is_active,
    EXISTS (SELECT 1 FROM connections WHERE user_from_id = ${me} AND user_to_id = ${them}) AS connected,
    ${blockedBetween(me, them)} AS blocked,
    (SELECT status FROM connect_requests WHERE user_from_id = ${me} AND user_to_id = ${them}) AS mine,
    (SELECT status FROM connect_requests WHERE user_from_id = ${them} AND user_to_id = ${me}) AS theirs
    FROM users u WHERE u.id = ${them}`,
  )

/** A member to notify, if still active. */
export const recipientQuery = (db: Db, id: number) =>
  rawAll<{ id: number; email: string; forename: string; surname: string }>(
    db,
    sql`SELECT id, email, forename, surname FROM users WHERE id = ${id} AND is_active = 1`,
  )

/** Recounts both members' connections: the counter can never drift from the rows. */
export const recountStatement = (db: Db, a: number, b: number) =>
  rawRun(
    db,
    sql`UPDATE users SET total_connects =
    (SELECT count(*) FROM connections c WHERE c.user_from_id = users.id) WHERE id IN (${a}, ${b})`,
  )

/**
 * Connects the two (both rows) when each has a pending request to the other: the last of two
 * crossing requests, or an accept, makes the pair; never when either has blocked the other.
 */
const connectWhenMutualStatement = (db: Db, a: number, b: number, now: string) =>
  rawRun(
    db,
    sql`INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at)
    SELECT x, y, ${now} FROM (SELECT ${a} AS x, ${b} AS y UNION ALL SELECT ${b}, ${a})
    WHERE (SELECT count(*) FROM connect_requests WHERE status = 'pending'
      AND ((user_from_id = ${a} AND user_to_id = ${b}) OR (user_from_id = ${b} AND user_to_id = ${a}))) = 2
      AND NOT ${blockedBetween(a, b)}`,
  )

/** Marks the pair's pending requests accepted once the two are connected. */
const acceptPairStatement = (db: Db, a: number, b: number, now: string) =>
  rawRun(
    db,
    sql`UPDATE connect_requests SET status = 'accepted', updated_at = ${now}
    WHERE status = 'pending'
      AND ((user_from_id = ${a} AND user_to_id = ${b}) OR (user_from_id = ${b} AND user_to_id = ${a}))
      AND EXISTS (SELECT 1 FROM connections WHERE user_from_id = ${a} AND user_to_id = ${b})`,
  )

/**
 * Asking: one batch that (1) writes the request as pending (new, or asked again after an ignore or
 * a removed connection) unless the two are connected or blocked, (2) connects the pair when the
 * other member had already asked, (3) accepts both requests, (4) recounts, (5) reads the request.
 * D1 runs a batch as one transaction, so two members asking each other at once end connected once.
 */
export const askStatements = (
  db: Db,
  input: { me: number; them: number; message: string | null; now: string },
) => {
  const { me, them, message, now } = input
  return [
    rawAll<{ id: number }>(
      db,
      sql`INSERT INTO connect_requests
      (user_from_id, user_to_id, message, status, created_at, updated_at)
      SELECT ${me}, ${them}, ${message}, 'pending', ${now}, ${now}
      WHERE NOT EXISTS (SELECT 1 FROM connections WHERE user_from_id = ${me} AND user_to_id = ${them})
        AND NOT ${blockedBetween(me, them)}
        AND EXISTS (SELECT 1 FROM users WHERE id = ${them} AND is_active = 1)
      ON CONFLICT (user_from_id, user_to_id) DO UPDATE SET message = excluded.message,
        status = 'pending', created_at = excluded.created_at, updated_at = excluded.updated_at
        WHERE connect_requests.status <> 'pending'
      RETURNING id`,
    ),
    connectWhenMutualStatement(db, me, them, now),
    acceptPairStatement(db, me, them, now),
    recountStatement(db, me, them),
    requestBetweenQuery(db, me, them),
  ] as const
}

/**
 * Accepting: the recipient's pending request becomes accepted (never across a block), the pair is
 * connected (both rows) only if this batch accepted it, a crossing request is accepted with it,
 * and both counters are recounted.
 */
export const acceptStatements = (
  db: Db,
  input: { id: number; me: number; them: number; now: string },
) => {
  const { id, me, them, now } = input
  return [
    rawAll<{ id: number }>(
      db,
      sql`UPDATE connect_requests SET status = 'accepted', updated_at = ${now}
      WHERE id = ${id} AND user_to_id = ${me} AND status = 'pending' AND NOT ${blockedBetween(me, them)}
      RETURNING id`,
    ),
    rawRun(
      db,
      sql`INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at)
      SELECT x, y, ${now} FROM (SELECT ${me} AS x, ${them} AS y UNION ALL SELECT ${them}, ${me})
      WHERE EXISTS (SELECT 1 FROM connect_requests WHERE id = ${id} AND status = 'accepted'
        AND updated_at = ${now})`,
    ),
    acceptPairStatement(db, me, them, now),
    recountStatement(db, me, them),
    connectRequestQuery(db, id),
  ] as const
}

export const ignoreStatement = (db: Db, input: { id: number; me: number; now: string }) =>
  rawAll<{ id: number }>(
    db,
    sql`UPDATE connect_requests SET status = 'ignored', updated_at = ${input.now}
    WHERE id = ${input.id} AND user_to_id = ${input.me} AND status = 'pending' RETURNING id`,
  )

export const cancelStatement = (db: Db, input: { id: number; me: number }) =>
  rawAll<{ id: number }>(
    db,
    sql`DELETE FROM connect_requests
    WHERE id = ${input.id} AND user_from_id = ${input.me} AND status = 'pending' RETURNING id`,
  )

/** Ends a connection: both rows, then both counters. */
export const disconnectStatements = (db: Db, a: number, b: number) =>
  [
    rawAll<{ user_from_id: number }>(
      db,
      sql`DELETE FROM connections
      WHERE (user_from_id = ${a} AND user_to_id = ${b}) OR (user_from_id = ${b} AND user_to_id = ${a})
      RETURNING user_from_id`,
    ),
    recountStatement(db, a, b),
  ] as const

export type ConnectionRow = {
  user_from_id: number
  user_to_id: number
  created_at: string
  user_to: string
}

/**
 * A member's connections, newest first, and their total. The caller sees their own; another
 * member's only when that member shows their connections (and neither has blocked the other), or
 * with users.update. Connections with deactivated members, or with someone the reader blocked or
 * was blocked by, are left out.
 */
export const listConnectsStatements = (db: Db, tokenHash: string, query: ListConnectsQuery) => {
  const me = meOf(tokenHash)
  const owner = query.user_id_from === undefined ? me : sql`${query.user_id_from}`
  const mayRead = sql`(${owner} = ${me} OR ${sessionHoldsSql(tokenHash, 'users.update')}
    OR EXISTS (SELECT 1 FROM users o WHERE o.id = ${owner} AND o.is_active = 1 AND o.show_connections = 1
      AND NOT ${blockedBetween(sql`o.id`, me)}))`
  const where = sql`c.user_from_id = ${owner} AND ${mayRead} AND ut.is_active = 1
    AND (c.user_from_id = ${me} OR NOT ${blockedBetween(sql`ut.id`, me)})`
  return [
    rawAll<ConnectionRow>(
      db,
      sql`SELECT c.user_from_id, c.user_to_id, c.created_at, ${memberJson('ut')} AS user_to
      FROM connections c JOIN users ut ON ut.id = c.user_to_id WHERE ${where}
      ORDER BY c.created_at DESC, c.user_to_id DESC
      LIMIT ${sqlInt(query.perPage)} OFFSET ${sqlInt(query.offset)}`,
    ),
    rawAll<{ total: number }>(
      db,
      sql`SELECT count(*) AS total FROM connections c
      JOIN users ut ON ut.id = c.user_to_id WHERE ${where}`,
    ),
  ] as const
}

/** Who hears about a report: active members who may manage users. */
export const reportReadersQuery = (db: Db) =>
  rawAll<{ id: number; email: string; forename: string; surname: string }>(
    db,
    sql`SELECT users.id,
    users.email, users.forename, users.surname FROM users WHERE users.is_active = 1
    AND (users.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
      WHERE rp.permission_key = 'users.update' AND (r.key = users.role OR r.id = users.role_id)))
    LIMIT 200`,
  )
