import { and, eq, getTableColumns, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { permissions, sessions, users } from '../db/schema'
import type { ActorUser } from '../lib/context'
import { randomToken, sha256Hex } from '../lib/crypto'
import { REMEMBER_DAYS } from './cookies'

/** A browser-session sign-in stays valid server-side for a day after its last use. */
const SHORT_SESSION_MS = 24 * 60 * 60 * 1000
const REMEMBER_MS = REMEMBER_DAYS * 24 * 60 * 60 * 1000
/** last_seen_at / last_active_at are written at most this often, not on every request. */
const TOUCH_EVERY_MS = 5 * 60 * 1000

const { passwordHash: _omit, ...publicUserColumns } = getTableColumns(users)
export { publicUserColumns }

export const newSessionValues = async (userId: number, remember: boolean) => {
  const token = randomToken(32)
  const now = Date.now()
  const values = {
    tokenHash: await sha256Hex(token),
    userId,
    remember,
    createdAt: new Date(now).toISOString(),
    lastSeenAt: new Date(now).toISOString(),
    expiresAt: new Date(now + (remember ? REMEMBER_MS : SHORT_SESSION_MS)).toISOString(),
  }
  return { token, values }
}

/**
 * One D1 round trip: the active user behind a token hash and their permission keys.
 */
export const loadSession = async (db: Db, tokenHash: string) => {
  const now = new Date().toISOString()
  const [userRows, permissionRows] = await db.batch([
    db
      .select({ ...publicUserColumns, sessionLastSeenAt: sessions.lastSeenAt, sessionRemember: sessions.remember })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), eq(users.isActive, 1))),
    // Keys of the user's legacy role and custom role, or the whole catalogue for super_admin.
    db
      .select({ key: permissions.key })
      .from(permissions)
      .where(
        sql`EXISTS (SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
          AND (u.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
            WHERE rp.permission_key = ${permissions.key} AND (r.key = u.role OR r.id = u.role_id))))`,
      ),
  ])
  const row = userRows[0]
  if (!row) return null
  const { sessionLastSeenAt, sessionRemember, ...user } = row
  return {
    user: user satisfies ActorUser,
    permissions: new Set(permissionRows.map((p) => p.key)),
    lastSeenAt: sessionLastSeenAt,
    remember: sessionRemember,
  }
}

/** Keeps last_active_at fresh and slides a browser-session's expiry, at most every 5 minutes. */
export const touchSession = async (db: Db, tokenHash: string, userId: number, lastSeenAt: string, remember: boolean) => {
  const now = Date.now()
  if (now - Date.parse(lastSeenAt) < TOUCH_EVERY_MS) return
  const iso = new Date(now).toISOString()
  await db.batch([
    db
      .update(sessions)
      .set({ lastSeenAt: iso, ...(remember ? {} : { expiresAt: new Date(now + SHORT_SESSION_MS).toISOString() }) })
      .where(eq(sessions.tokenHash, tokenHash)),
    db.update(users).set({ lastActiveAt: iso }).where(eq(users.id, userId)),
  ])
}

export const revokeSession = (db: Db, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))

/** Every session of a user: on password change or reset, deactivation and deletion. */
export const revokeAllSessions = (db: Db, userId: number) => db.delete(sessions).where(eq(sessions.userId, userId))

export const deleteExpiredSessions = (db: Db) =>
  db.delete(sessions).where(lt(sessions.expiresAt, new Date().toISOString()))
