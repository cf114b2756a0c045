import { ADMIN, MEMBER, sha256Hex } from '../fixtures'
import { MEMBERS } from './users.sql'
import { isoAt, literal, sequence } from './sql'
import type { SeedDomain } from './types'

export const OTHER_SESSIONS = 5_000
const FAR_FUTURE = '2099-01-01T00:00:00.000Z'

/**
 * Signed-in sessions: the admin's and the member's (their tokens' SHA-256, as the app stores them)
 * plus 5,000 other members' sessions so that a scan of the table would show.
 */
export const sessionsDomain: SeedDomain = {
  name: 'sessions',
  tables: ['sessions'],
  statements: ({ nowIso }) => [
    `INSERT INTO sessions (token_hash, user_id, remember, created_at, expires_at, last_seen_at) VALUES
       (${literal(sha256Hex(ADMIN.token))}, ${ADMIN.id}, 1, ${literal(nowIso)}, ${literal(FAR_FUTURE)}, ${literal(nowIso)}),
       (${literal(sha256Hex(MEMBER.token))}, ${MEMBER.id}, 1, ${literal(nowIso)}, ${literal(FAR_FUTURE)}, ${literal(nowIso)})`,
    `INSERT INTO sessions (token_hash, user_id, remember, created_at, expires_at, last_seen_at)
     ${sequence(OTHER_SESSIONS)}
     SELECT printf('seed%060d', n), 3 + (n * 7) % (${MEMBERS} - 2), n % 2,
       ${isoAt(nowIso, `'-' || (n % 30) || ' days'`)}, ${isoAt(nowIso, `'+' || (n % 30) || ' days'`)}, ${isoAt(nowIso, `'-' || (n % 1440) || ' minutes'`)}
     FROM seq`,
  ],
  checks: [
    {
      name: 'session by token hash (loadSession, user)',
      sql: `select "users"."id", "users"."forename", "users"."role", "sessions"."last_seen_at", "sessions"."remember"
        from "sessions" inner join "users" on "users"."id" = "sessions"."user_id"
        where ("sessions"."token_hash" = ? and "sessions"."expires_at" > ? and "users"."is_active" = ?)`,
      params: [sha256Hex(ADMIN.token), '2026-01-01T00:00:00.000Z', 1],
      index: 'sqlite_autoindex_sessions_1',
    },
    {
      name: 'session by token hash (loadSession, permissions)',
      sql: `SELECT rp.permission_key AS key FROM sessions s
          JOIN users u ON u.id = s.user_id
          JOIN roles r ON r.key = u.role OR r.id = u.role_id
          JOIN role_permissions rp ON rp.role_id = r.id
          WHERE s.token_hash = ?
        UNION
        SELECT p.key FROM sessions s JOIN users u ON u.id = s.user_id, permissions p
          WHERE s.token_hash = ? AND u.role = 'super_admin'`,
      params: [sha256Hex(ADMIN.token), sha256Hex(ADMIN.token)],
      index: 'sqlite_autoindex_sessions_1',
    },
  ],
}
