import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { passwordResets, sessions, users, USER_STATUS } from '../db/schema'
import { previousVisitSql, publicUserColumns } from '../lib/session-sql'
import type { newSessionValues } from './sessions'

/** Statements of the auth use cases: accounts by email, passwords, reset links, sign-in records. */

type SessionValues = Awaited<ReturnType<typeof newSessionValues>>['values']

export const userIdByEmailQuery = (db: Db, email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email))

/** The whole row, password hash included: only sign-in reads it. */
export const accountByEmailQuery = (db: Db, email: string) =>
  db.select().from(users).where(eq(users.email, email))

export const insertUserStatement = (db: Db, values: typeof users.$inferInsert) =>
  db.insert(users).values(values).returning(publicUserColumns)

/** Active admins and super admins: who approves a request to join. */
export const activeAdminsQuery = (db: Db) =>
  db
    .select({ id: users.id, email: users.email, forename: users.forename, surname: users.surname })
    .from(users)
    .where(
      and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, USER_STATUS.active)),
    )

/** Inserting a session and recording the sign-in on the user (and an upgraded hash, if any). */
export const sessionStartStatements = (db: Db, values: SessionValues, rehash: string | null) => {
  const at = Date.now()
  const now = new Date(at).toISOString()
  return [
    db.insert(sessions).values(values),
    db
      .update(users)
      .set({
        lastSigninAt: now,
        lastActiveAt: now,
        previousVisitAt: previousVisitSql(at),
        totalSignins: sql`${users.totalSignins} + 1`,
        ...(rehash ? { passwordHash: rehash } : {}),
      })
      .where(eq(users.id, values.userId)),
  ] as const
}

export const insertSessionStatement = (db: Db, values: SessionValues) =>
  db.insert(sessions).values(values)

/** One INSERT … SELECT: a reset link stored only if an active member has that address. */
export const insertResetLinkStatement = (
  db: Db,
  link: { email: string; tokenHash: string; expiresAt: string },
) =>
  db
    .insert(passwordResets)
    .select((qb) =>
      qb
        .select({
          tokenHash: sql<string>`${link.tokenHash}`.as('token_hash'),
          userId: users.id,
          expiresAt: sql<string>`${link.expiresAt}`.as('expires_at'),
          createdAt: sql<string>`${new Date().toISOString()}`.as('created_at'),
        })
        .from(users)
        .where(and(eq(users.email, link.email), eq(users.isActive, USER_STATUS.active))),
    )
    .returning({ userId: passwordResets.userId })

export const forenameQuery = (db: Db, userId: number) =>
  db.select({ forename: users.forename }).from(users).where(eq(users.id, userId))

/** The unexpired reset link with this token hash. */
export const resetLinkQuery = (db: Db, tokenHash: string) =>
  db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        gt(passwordResets.expiresAt, new Date().toISOString()),
      ),
    )

export const deleteResetLinksStatement = (db: Db, userId: number) =>
  db.delete(passwordResets).where(eq(passwordResets.userId, userId))

export const passwordOfUserQuery = (db: Db, userId: number) =>
  db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))

export const setPasswordStatement = (db: Db, userId: number, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId))

/** GDPR: the member agreed to the current terms on signing in. */
export const agreeStatement = (db: Db, userId: number) =>
  db
    .update(users)
    .set({ agreedTo: true, agreedAt: new Date().toISOString(), agreedOn: 'login' })
    .where(eq(users.id, userId))

/** Sessions, notifications and preferences go with the row (ON DELETE CASCADE). */
export const deleteAccountStatement = (db: Db, userId: number) =>
  db.delete(users).where(eq(users.id, userId))
