import { USER_STATUS } from '../../db/schema'
import type { SignedInActor } from '../../lib/actor'
import type { Deps } from '../../lib/deps'
import { endLiveSessions } from '../../live/live-rooms'
import { forbidden, invalid } from '../../lib/errors'
import { permissionKeysJson, sessionQueries } from '../../lib/session-sql'
import { settingQuery } from '../../settings/settings.queries'
import { settingFrom } from '../../settings/settings.service'
import { accountByEmailQuery, sessionStartStatements } from '../auth.queries'
import { toMeResource } from '../auth.resources'
import type { SigninInput } from '../auth.schemas'
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../password'
import { newSessionValues, revokeSession } from '../sessions'
import {
  clearThrottle,
  giveBack,
  reserveAttempt,
  settleReservations,
  throttleKey,
} from '../throttle'

const WRONG_CREDENTIALS = 'These details do not match our records.'

/**
 * Sign-in throttled per account and per IP: the attempt is counted before any hashing, so no
 * crowd gets more password checks than the limits. A wrong password keeps it counted; the right
 * one clears the account's count and gives the IP's back. Unknown emails cost the same hash and
 * get the same answer as wrong passwords. Answers the new session's token and the member as
 * /api/me shows them; the token this browser held before is revoked (no fixation).
 */
export const signin = async (deps: Deps, input: SigninInput, ip: string) => {
  const { db } = deps
  const keys = [throttleKey('account', input.email), throttleKey('ip', ip)]
  const [forAccount, forIp, [row]] = await db.batch([
    reserveAttempt(db, keys[0]!),
    reserveAttempt(db, keys[1]!),
    accountByEmailQuery(db, input.email),
  ])
  const reserved = await settleReservations(db, keys, [forAccount, forIp])
  const ok = row?.passwordHash
    ? await verifyPassword(input.password, row.passwordHash)
    : await burnPasswordCheck(input.password)
  if (!row || !ok) throw invalid({ password: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS)
  if (row.isActive !== USER_STATUS.active) {
    // The right password: not a failed attempt.
    await db.batch([giveBack(db, reserved[0]!), giveBack(db, reserved[1]!)])
    if (row.isActive === USER_STATUS.requested)
      throw forbidden('Your request to join is waiting for an administrator to approve it.')
    throw forbidden('This account has been deactivated.')
  }
  const rehash =
    row.passwordHash && needsRehash(row.passwordHash) ? await hashPassword(input.password) : null
  const { token, values } = await newSessionValues(row.id, input.remember_me)
  // One batch: the new session, the sign-in recorded, the throttles cleared or given back, the token
  // this browser held before revoked (no fixation), and the new session's user, permissions and GDPR setting.
  const [, , , , , [me], gdprRows] = await db.batch([
    ...sessionStartStatements(db, values, rehash),
    clearThrottle(db, keys[0]!),
    giveBack(db, reserved[1]!),
    revokeSession(db, deps.auth.tokenHash ?? ''),
    ...sessionQueries(db, values.tokenHash),
    settingQuery(db, 'gdpr_settings'),
  ])
  if (!me) throw new Error('the new session was not found')
  // The revoked token's live sockets go with it, as on sign-out.
  if (deps.auth.tokenHash) await endLiveSessions(deps, { sessionHash: deps.auth.tokenHash })
  const { sessionLastSeenAt: _seen, sessionRemember: _remember, permissionKeys, ...user } = me
  const actor: SignedInActor = {
    user,
    permissions: new Set(permissionKeysJson.parse(permissionKeys)),
    sessionHash: values.tokenHash,
  }
  return {
    token,
    me: toMeResource(actor, settingFrom('gdpr_settings', gdprRows).signup.modified),
  }
}
