import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { users } from '../db/schema'
import { anyone, signedIn } from '../lib/access'
import { clientIp } from '../lib/client-ip'
import type { AppEnv, SignedInActor } from '../lib/context'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { settingFrom, settingQuery } from '../settings/settings.service'
import { toUserResource } from '../users/users.resource'
import {
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
  signinInput,
  signupInput,
} from './auth.schemas'
import {
  changePassword,
  needsAgreement,
  requestPasswordReset,
  resetPassword,
  signin,
  signup,
  startSession,
} from './auth.service'
import { actorOf } from './auth.middleware'
import { clearSessionCookie, writeSessionCookie } from './cookies'
import { revokeAllSessions, revokeSession } from './sessions'
import { endLiveSessions } from '../live/live-rooms'

/** The signed-in user with their permission keys, as /api/me and sign-in answer. */
const meResource = (actor: SignedInActor, gdprModified: string | null) => ({
  ...toUserResource(actor.user),
  permissions: [...actor.permissions].sort(),
  needs_agreement: needsAgreement(actor.user, gdprModified),
})

export const authRoutes = new Hono<AppEnv>()
  .post('/signup', anyone, validate('json', signupInput), async (c) => {
    const deps = { db: c.var.db, env: c.env }
    const { user, signedIn: isOpen } = await signup(deps, c.req.valid('json'), clientIp(c))
    if (isOpen) writeSessionCookie(c, (await startSession(deps.db, user.id, false)).token, false)
    return c.json(item(toUserResource(user)), 201)
  })
  .post('/signin', anyone, validate('json', signinInput), async (c) => {
    const input = c.req.valid('json')
    const { token, actor, gdprModified } = await signin(
      { db: c.var.db, env: c.env },
      input,
      clientIp(c),
      c.var.auth.tokenHash,
    )
    writeSessionCookie(c, token, input.remember_me)
    return c.json(item(meResource(actor, gdprModified)))
  })
  .post('/signout', anyone, async (c) => {
    if (c.var.auth.tokenHash) await revokeSession(c.var.db, c.var.auth.tokenHash)
    if (c.var.auth.tokenHash)
      await endLiveSessions({ db: c.var.db, env: c.env }, { sessionHash: c.var.auth.tokenHash })
    clearSessionCookie(c)
    return c.json(item(null))
  })
  .get('/me', anyone, async (c) => {
    // No cookie, no query. Otherwise the session rows ride in the same batch as the GDPR setting.
    if (!c.var.auth.tokenHash) return c.json(item(null))
    const [gdprRows] = await c.var.db.batch([settingQuery(c.var.db, 'gdpr_settings')])
    const actor = c.var.auth.current()
    if (!actor.user) return c.json(item(null))
    return c.json(
      item(
        meResource(actor as SignedInActor, settingFrom('gdpr_settings', gdprRows).signup.modified),
      ),
    )
  })
  .post('/me/agree', signedIn, async (c) => {
    const actor = (await actorOf(c)) as SignedInActor
    await c.var.db
      .update(users)
      .set({ agreedTo: true, agreedAt: new Date().toISOString(), agreedOn: 'login' })
      .where(eq(users.id, actor.user.id))
    return c.json(item({ agreed: true }))
  })
  .put('/me/password', signedIn, validate('json', changePasswordInput), async (c) => {
    const actor = (await actorOf(c)) as SignedInActor
    const input = c.req.valid('json')
    const { token } = await changePassword(
      { db: c.var.db, env: c.env },
      actor.user.id,
      input.current_password,
      input.password,
      clientIp(c),
      false,
    )
    writeSessionCookie(c, token, false)
    return c.json(item({ changed: true }))
  })
  .delete('/me', signedIn, async (c) => {
    const actor = (await actorOf(c)) as SignedInActor
    // Sessions, notifications and preferences go with the row (ON DELETE CASCADE).
    await c.var.db.batch([
      revokeAllSessions(c.var.db, actor.user.id),
      c.var.db.delete(users).where(eq(users.id, actor.user.id)),
    ])
    await endLiveSessions({ db: c.var.db, env: c.env }, { userId: actor.user.id })
    clearSessionCookie(c)
    return c.json(item(null))
  })
  .post('/password/forgot', anyone, validate('json', forgotPasswordInput), async (c) => {
    // The reset email is sent after the answer, so known and unknown addresses answer after the same work.
    const defer = (task: Promise<unknown>) =>
      c.executionCtx.waitUntil(
        task.catch((e: unknown) => console.error('password reset email failed', e)),
      )
    await requestPasswordReset({ db: c.var.db, env: c.env }, c.req.valid('json').email, defer)
    return c.json(
      item({
        message:
          'If an account uses that address, we have emailed it a link to choose a new password.',
      }),
    )
  })
  .post('/password/reset', anyone, validate('json', resetPasswordInput), async (c) => {
    const input = c.req.valid('json')
    await resetPassword({ db: c.var.db, env: c.env }, input.token, input.password)
    clearSessionCookie(c)
    return c.json(
      item({ message: 'Your password has been changed. Sign in with your new password.' }),
    )
  })
