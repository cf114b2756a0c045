import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import { clientIp } from '../lib/client-ip'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { clearSessionCookie, writeSessionCookie } from '../lib/session-cookie'
import { validate } from '../lib/validate'
import { toUserResource } from '../users/users.resources'
import {
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
  signinInput,
  signupInput,
} from './auth.schemas'
import { agreeToTerms, deleteOwnAccount, heartbeat, readMe, signout } from './auth.service'
import { changePassword } from './use-cases/change-password'
import { requestPasswordReset, resetPassword } from './use-cases/reset-password'
import { signin } from './use-cases/sign-in'
import { signup } from './use-cases/sign-up'

/** Signing up, in and out, the caller's own account, password resets and the heartbeat. */
export const authRoutes = new Hono<AppEnv>()
  .get('/heartbeat', anyone, async (c) => c.json(item(await heartbeat(depsOf(c)))))
  .post('/signup', anyone, validate('json', signupInput), async (c) => {
    const { user, token } = await signup(depsOf(c), c.req.valid('json'), clientIp(c))
    if (token) writeSessionCookie(c, token, false)
    return c.json(item(toUserResource(user)), 201)
  })
  .post('/signin', anyone, validate('json', signinInput), async (c) => {
    const input = c.req.valid('json')
    const { token, me } = await signin(depsOf(c), input, clientIp(c))
    writeSessionCookie(c, token, input.remember_me)
    return c.json(item(me))
  })
  .post('/signout', anyone, async (c) => {
    await signout(depsOf(c))
    clearSessionCookie(c)
    return c.json(item(null))
  })
  .get('/me', anyone, async (c) => c.json(item(await readMe(depsOf(c)))))
  .post('/me/agree', signedIn, async (c) => c.json(item(await agreeToTerms(depsOf(c)))))
  .put('/me/password', signedIn, validate('json', changePasswordInput), async (c) => {
    const { token } = await changePassword(depsOf(c), c.req.valid('json'), clientIp(c))
    writeSessionCookie(c, token, false)
    return c.json(item({ changed: true }))
  })
  .delete('/me', signedIn, async (c) => {
    await deleteOwnAccount(depsOf(c))
    clearSessionCookie(c)
    return c.json(item(null))
  })
  .post('/password/forgot', anyone, validate('json', forgotPasswordInput), async (c) => {
    // The reset email is sent after the answer, so known and unknown addresses answer after the same work.
    const defer = (task: Promise<unknown>) =>
      c.executionCtx.waitUntil(
        task.catch((e: unknown) => console.error('password reset email failed', e)),
      )
    await requestPasswordReset(depsOf(c), c.req.valid('json').email, defer)
    return c.json(
      item({
        message:
          'If an account uses that address, we have emailed it a link to choose a new password.',
      }),
    )
  })
  .post('/password/reset', anyone, validate('json', resetPasswordInput), async (c) => {
    await resetPassword(depsOf(c), c.req.valid('json'))
    clearSessionCookie(c)
    return c.json(
      item({ message: 'Your password has been changed. Sign in with your new password.' }),
    )
  })
