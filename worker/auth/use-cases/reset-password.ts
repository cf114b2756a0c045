import { createDb } from '../../db/client'
import { randomToken, sha256Hex } from '../../lib/crypto'
import type { Deps } from '../../lib/deps'
import { AppError, invalid } from '../../lib/errors'
import { endLiveSessions } from '../../live/live-rooms'
import { sendTemplate } from '../../mail/mailer'
import { getSettings } from '../../settings/settings.service'
import {
  deleteResetLinksStatement,
  forenameQuery,
  insertResetLinkStatement,
  resetLinkQuery,
  setPasswordStatement,
} from '../auth.queries'
import { hashPassword } from '../password'
import { revokeAllSessions } from '../sessions'
import { reserveAttempts, throttleKey } from '../throttle'

const RESET_TTL_MS = 60 * 60 * 1000

/**
 * Always answers the same way after the same work, so it reveals nothing about which emails have
 * accounts: the request counts against the address (5 per window, then nothing more is done),
 * a token is made and one INSERT … SELECT stores it only if an active member has that address.
 * The email goes out after the answer (`defer`), so its cost is not part of the response either.
 */
export const requestPasswordReset = async (
  deps: Deps,
  email: string,
  defer: (task: Promise<unknown>) => void,
) => {
  const { db } = deps
  try {
    await reserveAttempts(db, [throttleKey('reset', email)])
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return
    throw error
  }
  const token = randomToken(32)
  const [link] = await insertResetLinkStatement(db, {
    email,
    tokenHash: await sha256Hex(token),
    expiresAt: new Date(Date.now() + RESET_TTL_MS).toISOString(),
  })
  if (link)
    defer(sendResetLink({ db: createDb(deps.env.DB), env: deps.env }, link.userId, email, token))
}

/** The reset email, sent after the answer (its own, uncounted database handle). */
const sendResetLink = async (
  deps: Pick<Deps, 'db' | 'env'>,
  userId: number,
  email: string,
  token: string,
) => {
  const [[user], settings] = await Promise.all([
    forenameQuery(deps.db, userId),
    getSettings(deps.db),
  ])
  if (!user) return
  const link = new URL(
    `/reset-password?token=${encodeURIComponent(token)}`,
    deps.env.SITE_URL,
  ).toString()
  await sendTemplate({ ...deps, siteName: settings.site_name }, 'password.reset', email, {
    name: user.forename,
    link,
  })
}

/** Sets the new password, spends every reset link of the user and signs out all their sessions. */
export const resetPassword = async (deps: Deps, input: { token: string; password: string }) => {
  const { db } = deps
  const [reset] = await resetLinkQuery(db, await sha256Hex(input.token))
  if (!reset)
    throw invalid({ token: ['This link has expired or has already been used. Ask for a new one.'] })
  const passwordHash = await hashPassword(input.password)
  await db.batch([
    setPasswordStatement(db, reset.userId, passwordHash),
    deleteResetLinksStatement(db, reset.userId),
    revokeAllSessions(db, reset.userId),
  ])
  await endLiveSessions(deps, { userId: reset.userId })
}
