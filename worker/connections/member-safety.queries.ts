import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rawAll, rawRun } from '../lib/raw-sql'
import { sqlInt } from '../lib/paging'
import { memberJson } from './connections.queries'
import type { ListBlocksQuery, ListReportsQuery } from './connections.schemas'

/** Statements of blocking and reporting members. */

/**
 * Blocking: the block, then the end of any connection (both rows) and of the pending requests
 * between the two, and both counters recounted, in one batch.
 */
export const blockStatements = (db: Db, input: { me: number; them: number; now: string }) => {
  const { me, them, now } = input
  const pair = sql`((user_from_id = ${me} AND user_to_id = ${them}) OR (user_from_id = ${them} AND user_to_id = ${me}))`
  return [
    rawAll<{ blocked_id: number }>(
      db,
      sql`INSERT INTO member_blocks (blocker_id, blocked_id, created_at)
      VALUES (${me}, ${them}, ${now}) ON CONFLICT DO NOTHING RETURNING blocked_id`,
    ),
    rawRun(db, sql`DELETE FROM connections WHERE ${pair}`),
    rawRun(db, sql`DELETE FROM connect_requests WHERE status = 'pending' AND ${pair}`),
    rawRun(
      db,
      sql`UPDATE users SET total_connects =
      (SELECT count(*) FROM connections c WHERE c.user_from_id = users.id) WHERE id IN (${me}, ${them})`,
    ),
  ] as const
}

export const unblockStatement = (db: Db, me: number, them: number) =>
  rawAll<{ blocked_id: number }>(
    db,
    sql`DELETE FROM member_blocks
    WHERE blocker_id = ${me} AND blocked_id = ${them} RETURNING blocked_id`,
  )

export type BlockRow = { blocked_id: number; created_at: string; user: string }

/** The caller's blocked members, newest first, and their total. */
export const listBlocksStatements = (db: Db, tokenHash: string, query: ListBlocksQuery) => {
  const where = sql`mb.blocker_id = (SELECT user_id FROM sessions WHERE token_hash = ${tokenHash})
    ${query.user_id ? sql`AND mb.blocked_id = ${query.user_id}` : sql``}`
  return [
    rawAll<BlockRow>(
      db,
      sql`SELECT mb.blocked_id, mb.created_at, ${memberJson('u')} AS user
      FROM member_blocks mb JOIN users u ON u.id = mb.blocked_id WHERE ${where}
      ORDER BY mb.created_at DESC, mb.blocked_id DESC
      LIMIT ${sqlInt(query.perPage)} OFFSET ${sqlInt(query.offset)}`,
    ),
    rawAll<{ total: number }>(
      db,
      sql`SELECT count(*) AS total FROM member_blocks mb WHERE ${where}`,
    ),
  ] as const
}

/** A member and whether they exist (for a block or a report). */
export const memberQuery = (db: Db, id: number) =>
  rawAll<{ id: number; forename: string; surname: string }>(
    db,
    sql`SELECT id, forename, surname FROM users WHERE id = ${id}`,
  )

/** A report, unless the reporter already has one open about the same member. */
export const insertReportStatement = (
  db: Db,
  input: { me: number; them: number; reason: string; now: string },
) =>
  rawAll<{ id: number }>(
    db,
    sql`INSERT INTO member_reports (reporter_id, reported_id, reason, status, created_at)
    SELECT ${input.me}, ${input.them}, ${input.reason}, 'open', ${input.now}
    WHERE NOT EXISTS (SELECT 1 FROM member_reports WHERE reporter_id = ${input.me}
      AND reported_id = ${input.them} AND status = 'open')
    RETURNING id`,
  )

export type ReportRow = {
  id: number
  reason: string
  status: 'open' | 'resolved'
  created_at: string
  resolved_at: string | null
  reported: string
  reporter: string | null
  resolver_id: number | null
  resolver_forename: string | null
  resolver_surname: string | null
}

const reportSelect = sql`SELECT r.id, r.reason, r.status, r.created_at, r.resolved_at,
  ${memberJson('rd')} AS reported,
  CASE WHEN rp.id IS NULL THEN NULL ELSE ${memberJson('rp')} END AS reporter,
  rv.id AS resolver_id, rv.forename AS resolver_forename, rv.surname AS resolver_surname
  FROM member_reports r JOIN users rd ON rd.id = r.reported_id
  LEFT JOIN users rp ON rp.id = r.reporter_id LEFT JOIN users rv ON rv.id = r.resolved_by_id`

/** The admin list: newest first, filtered by status, and its total. */
export const listReportsStatements = (db: Db, query: ListReportsQuery) => {
  const where = query.status ? sql`r.status = ${query.status}` : sql`1 = 1`
  return [
    rawAll<ReportRow>(
      db,
      sql`${reportSelect} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${sqlInt(query.perPage)} OFFSET ${sqlInt(query.offset)}`,
    ),
    rawAll<{ total: number }>(
      db,
      sql`SELECT count(*) AS total FROM member_reports r WHERE ${where}`,
    ),
  ] as const
}

export const updateReportStatements = (
  db: Db,
  input: { id: number; status: 'open' | 'resolved'; by: number; now: string },
) => {
  const resolved = input.status === 'resolved'
  return [
    rawAll<{ id: number }>(
      db,
      sql`UPDATE member_reports SET status = ${input.status},
      resolved_by_id = ${resolved ? input.by : null}, resolved_at = ${resolved ? input.now : null}
      WHERE id = ${input.id} RETURNING id`,
    ),
    rawAll<ReportRow>(db, sql`${reportSelect} WHERE r.id = ${input.id}`),
  ] as const
}
