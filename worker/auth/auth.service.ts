import { isSignedIn } from '../lib/actor'
import { requireUser, type Deps } from '../lib/deps'
import { endLiveSessions } from '../live/live-rooms'
import { settingQuery } from '../settings/settings.queries'
import { settingFrom } from '../settings/settings.service'
import { agreeStatement, deleteAccountStatement } from './auth.queries'
import { toMeResource, type MeResource } from './auth.resources'
import { revokeAllSessions, revokeSession } from './sessions'

/** The caller's own account: who they are, agreeing to the terms, leaving, signing out. */

/**
 * The signed-in member, or null. No cookie, no query; otherwise the session rows ride in the same
 * batch as the GDPR setting.
 */
export const readMe = async (deps: Deps): Promise<MeResource | null> => {
  if (!deps.auth.tokenHash) return null
  const [gdprRows] = await deps.db.batch([settingQuery(deps.db, 'gdpr_settings')])
  const actor = deps.auth.current()
  if (!isSignedIn(actor)) return null
  return toMeResource(actor, settingFrom('gdpr_settings', gdprRows).signup.modified)
}

export const agreeToTerms = async (deps: Deps) => {
  const actor = await requireUser(deps)
  await agreeStatement(deps.db, actor.user.id)
  return { agreed: true }
}

/** Deletes the caller's account; sessions, notifications and preferences go with the row. */
export const deleteOwnAccount = async (deps: Deps) => {
  const actor = await requireUser(deps)
  await deps.db.batch([
    revokeAllSessions(deps.db, actor.user.id),
    deleteAccountStatement(deps.db, actor.user.id),
  ])
  await endLiveSessions(deps, { userId: actor.user.id })
}

/** Ends this browser's session (and its live sockets); without one there is nothing to do. */
export const signout = async (deps: Deps) => {
  const tokenHash = deps.auth.tokenHash
  if (!tokenHash) return
  await revokeSession(deps.db, tokenHash)
  await endLiveSessions(deps, { sessionHash: tokenHash })
}

/** The server's clock and whether the caller is signed in (a query only with a session cookie). */
export const heartbeat = async (deps: Deps) => {
  const signedIn = deps.auth.tokenHash ? isSignedIn(await deps.auth.load()) : false
  return { time: Math.floor(Date.now() / 1000), signed_in: signedIn }
}
