import type { Deps } from '../../lib/deps'
import { requireUser } from '../../lib/deps'
import { invalid, unauthenticated } from '../../lib/errors'
import { endLiveSessions } from '../../live/live-rooms'
import { insertSessionStatement, passwordOfUserQuery, setPasswordStatement } from '../auth.queries'
import { hashPassword, verifyPassword } from '../password'
import { newSessionValues, revokeAllSessions } from '../sessions'
import { giveBack, reserveAttempts, throttleKey } from '../throttle'

/**
 * Changing the password signs out every other session; the caller gets a fresh browser-session
 * one (its token is answered for the cookie).
 */
export const changePassword = async (
  deps: Deps,
  input: { current_password: string; password: string },
  ip: string,
) => {
  const { db } = deps
  const userId = (await requireUser(deps)).user.id
  const [row] = await passwordOfUserQuery(db, userId)
  if (!row) throw unauthenticated()
  // Counted before the check like a sign-in; the right password gives the attempts back.
  const [forAccount, forIp] = await reserveAttempts(db, [
    throttleKey('account', row.email),
    throttleKey('ip', ip),
  ])
  if (!row.passwordHash || !(await verifyPassword(input.current_password, row.passwordHash))) {
    throw invalid({ current_password: ['Your current password is not right'] })
  }
  const passwordHash = await hashPassword(input.password)
  const { token, values } = await newSessionValues(userId, false)
  await db.batch([
    setPasswordStatement(db, userId, passwordHash),
    revokeAllSessions(db, userId),
    insertSessionStatement(db, values),
    giveBack(db, forAccount!),
    giveBack(db, forIp!),
  ])
  await endLiveSessions(deps, { userId })
  return { token }
}
