import { eq, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { sessions } from '../db/schema'
import { randomToken, sha256Hex } from '../lib/crypto'
import { REMEMBER_DAYS } from '../lib/session-cookie'
import { SHORT_SESSION_MS } from '../lib/session-sql'

const REMEMBER_MS = REMEMBER_DAYS * 24 * 60 * 60 * 1000

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

export const revokeSession = (db: Db, tokenHash: string) =>
  db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))

/** Every session of a user: on password change or reset, deactivation and deletion. */
export const revokeAllSessions = (db: Db, userId: number) =>
  db.delete(sessions).where(eq(sessions.userId, userId))

export const deleteExpiredSessions = (db: Db) =>
  db.delete(sessions).where(lt(sessions.expiresAt, new Date().toISOString()))
