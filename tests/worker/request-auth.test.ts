import { env } from 'cloudflare:workers'
import { createExecutionContext } from 'cloudflare:test'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { authenticate } from '@worker/lib/authenticate'
import { allowed, signedIn } from '@worker/lib/access'
import type { AppEnv } from '@worker/lib/context'
import { handleError } from '@worker/lib/error-handler'
import { requestContext } from '@worker/lib/http'
import {
  createCustomRole,
  createUser,
  db,
  signedInThroughApiAs as signedInAs,
  signInThroughApi as signIn,
} from '../helpers/factories'
import { call } from '../helpers/http'
import { users } from '@worker/db/schema'
import { eq } from 'drizzle-orm'

/** A route whose handler never touches D1: its guard must still decide before the response leaves. */
const probe = new Hono<AppEnv>()
  .use(requestContext, authenticate)
  .get('/members-only', signedIn, (c) => c.json({ secret: 'members only' }))
  .get('/managers-only', allowed('roles.manage'), (c) => c.json({ secret: 'managers only' }))
probe.onError(handleError)

const fetchProbe = (path: string, cookie?: string | null) =>
  probe.fetch(
    new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }),
    env,
    createExecutionContext(),
  )

describe('deferred guards on reads', () => {
  it('refuse before the response leaves even when the handler reads nothing', async () => {
    const anon = await fetchProbe('/members-only')
    expect(anon.status).toBe(401)
    expect(await anon.text()).not.toContain('members only')
    const forged = await fetchProbe('/members-only', 'guildhall_session=not-a-real-token')
    expect(forged.status).toBe(401)
    const { session } = await signedInAs('member')
    const member = await fetchProbe('/managers-only', session.cookie)
    expect(member.status).toBe(403)
    expect(await member.text()).not.toContain('managers only')
    expect((await fetchProbe('/members-only', session.cookie)).status).toBe(200)
  })

  it('answer 401 to an expired or unknown session on a list, with no rows in the body', async () => {
    const res = await call('/api/notifications', {
      session: { cookie: 'guildhall_session=forged-token-value' },
    })
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ message: 'Unauthorised' })
  })

  it('answer 403 to a member on an admin list, with no rows in the body', async () => {
    const { session } = await signedInAs('member')
    const res = await call('/api/users?page=1&page_size=15', { session })
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ message: 'Not allowed to do that' })
  })

  it('apply a demotion on the very next request', async () => {
    const role = await createCustomRole(['roles.manage'])
    const user = await createUser({ roleId: role.id })
    const session = await signIn(user.email)
    expect((await call('/api/roles', { session })).status).toBe(200)
    await db.update(users).set({ roleId: null }).where(eq(users.id, user.id))
    expect((await call('/api/roles', { session })).status).toBe(403)
  })

  it('keep a deactivated member out at once, even with a live cookie', async () => {
    const { user, session } = await signedInAs('member')
    await db.update(users).set({ isActive: 0 }).where(eq(users.id, user.id))
    expect((await call('/api/notifications', { session })).status).toBe(401)
    expect((await call('/api/me', { session })).body).toEqual({ data: null })
  })

  it('refuse a visitor on an admin-only read before the handler runs a query', async () => {
    for (const path of [
      '/api/roles',
      '/api/roles/4',
      '/api/users?page=1&page_size=15',
      '/api/users/1',
    ]) {
      const res = await call(path)
      expect(res.status, path).toBe(401)
      expect(res.headers.get('x-d1-round-trips'), path).toBe('0')
    }
    // Signed in, the session rows still ride in the handler's batch: one round trip.
    const { session } = await signedInAs('admin')
    const res = await call('/api/roles', { session })
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })

  it('still read the visitor role for a guard naming a key a visitor may hold', async () => {
    const probeViews = new Hono<AppEnv>()
      .use(requestContext, authenticate)
      .get('/events-view', allowed('events.view'), async (c) => {
        await c.var.db.batch([c.var.db.select({ one: users.id }).from(users).limit(1)])
        return c.json({ ok: true })
      })
    probeViews.onError(handleError)
    const res = await probeViews.fetch(
      new Request('http://localhost/events-view'),
      env,
      createExecutionContext(),
    )
    expect(res.status).toBe(200)
    expect(res.headers.get('x-d1-round-trips')).toBe('1')
  })
})
