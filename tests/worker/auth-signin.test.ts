import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '@worker/auth/password'
import { sessions, users } from '@worker/db/schema'
import {
  createUser,
  db,
  PASSWORD,
  reloadUser,
  signInThroughApi as signIn,
} from '../helpers/factories'
import { api, apiAs, send } from '../helpers/api'
import { call, sessionCookieFrom } from '../helpers/http'

describe('POST /api/signin', () => {
  it('signs in with a browser-session cookie that is HttpOnly and SameSite=Lax', async () => {
    const user = await createUser()
    const res = await send(api.signin.$post({ json: { email: user.email, password: PASSWORD } }))
    expect(res.status).toBe(200)
    expect(res.body.data.email).toBe(user.email)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('guildhall_session='))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).not.toMatch(/Max-Age/i)
    // localhost is exempt from Secure so local runs over http work.
    expect(cookie).not.toMatch(/Secure/i)
  })

  it('keeps a remember-me session for 30 days', async () => {
    const user = await createUser()
    const res = await call('/api/signin', {
      json: { email: user.email, password: PASSWORD, remember_me: true },
    })
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('guildhall_session='))!
    expect(cookie).toMatch(/Max-Age=2592000/)
  })

  it('stores only a hash of a 256-bit token', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const token = session.cookie!.split('=')[1]!
    expect(token.length).toBeGreaterThanOrEqual(43)
    const rows = await db.select().from(sessions).where(eq(sessions.userId, user.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.tokenHash).not.toContain(token)
  })

  it('normalises the email (case and spaces)', async () => {
    const user = await createUser()
    const res = await call('/api/signin', {
      json: { email: `  ${user.email.toUpperCase()} `, password: PASSWORD },
    })
    expect(res.status).toBe(200)
  })

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const user = await createUser()
    const wrong = await call('/api/signin', {
      json: { email: user.email, password: 'not the password' },
    })
    const unknown = await call('/api/signin', {
      json: { email: 'nobody@example.test', password: 'not the password' },
    })
    expect(wrong.status).toBe(422)
    expect(unknown.status).toBe(422)
    expect(wrong.body).toEqual(unknown.body)
    expect(wrong.body.errors).toEqual({ password: ['These details do not match our records.'] })
  })

  it('refuses members awaiting approval and deactivated members with 403', async () => {
    const requested = await createUser({ isActive: -1 })
    const inactive = await createUser({ isActive: 0 })
    const a = await call('/api/signin', { json: { email: requested.email, password: PASSWORD } })
    const b = await call('/api/signin', { json: { email: inactive.email, password: PASSWORD } })
    expect(a.status).toBe(403)
    expect(a.body.message).toMatch(/waiting for an administrator/)
    expect(b.status).toBe(403)
    expect(b.body.message).toMatch(/deactivated/)
  })

  it('issues a new token at every sign-in and revokes the one the browser held', async () => {
    const user = await createUser()
    const first = await signIn(user.email)
    const res = await call('/api/signin', {
      session: first,
      json: { email: user.email, password: PASSWORD },
    })
    const second = sessionCookieFrom(res.headers)
    expect(second).not.toBe(first.cookie)
    expect((await call('/api/me', { session: first })).body).toEqual({ data: null })
    expect((await call('/api/me', { session: { cookie: second } })).body.data).not.toBeNull()
  })

  it('records the sign-in on the user', async () => {
    const user = await createUser()
    await signIn(user.email)
    const after = await reloadUser(user.id)
    expect(after?.totalSignins).toBe(1)
    expect(after?.lastSigninAt).not.toBeNull()
  })
})

describe('GET /api/me', () => {
  it('answers a visitor with data null, not 401', async () => {
    const res = await call('/api/me')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ data: null })
  })

  it('answers a member with their fields and permission keys', async () => {
    const user = await createUser({ company: 'Acme', industry: 'Law' })
    const res = await send(apiAs(await signIn(user.email)).me.$get())
    const me = res.body.data!
    for (const field of [
      'id',
      'forename',
      'surname',
      'full_name',
      'email',
      'slug',
      'img',
      'initials',
      'role',
      'is_active',
      'is_forum_mod',
      'industry',
      'company',
      'custom_attrs',
      'groups',
      'last_active_at',
      'last_signin_at',
      'agreed_at',
      'agreed_to',
      'agreed_on',
      'site_id',
      'total_connects',
    ]) {
      expect(me, field).toHaveProperty(field)
    }
    expect(me.full_name).toBe(`${user.forename} ${user.surname}`)
    expect(me.role).toBe('member')
    expect(me.permissions).toContain('users.view:directory')
    expect(me.permissions).not.toContain('roles.manage')
    expect(me).not.toHaveProperty('password_hash')
    expect(JSON.stringify(me)).not.toContain('scrypt$')
  })

  it('gives super_admin every key of the catalogue', async () => {
    const user = await createUser({ role: 'super_admin' })
    const res = await send(apiAs(await signIn(user.email)).me.$get())
    const catalogue = await env.DB.prepare('SELECT count(*) AS n FROM permissions').first<{
      n: number
    }>()
    expect(res.body.data!.permissions).toHaveLength(catalogue!.n)
  })
})

describe('POST /api/signout', () => {
  it('revokes the session on the server, not only the cookie', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const res = await call('/api/signout', { session, json: {} })
    expect(res.status).toBe(200)
    expect(sessionCookieFrom(res.headers)).toBeNull()
    expect((await call('/api/me', { session })).body).toEqual({ data: null })
  })
})

describe('password hashing', () => {
  it('uses scrypt N=2^15, r=8, p=3: ASVS appendix C, within the Workers cap N·r·p ≤ 2^20', async () => {
    expect(SCRYPT_PARAMS).toMatchObject({ logN: 15, r: 8, p: 3 })
    expect(2 ** SCRYPT_PARAMS.logN * SCRYPT_PARAMS.r * SCRYPT_PARAMS.p).toBeLessThanOrEqual(2 ** 20)
    const hash = await hashPassword(PASSWORD)
    expect(hash).toMatch(/^scrypt\$15\$8\$3\$/)
    expect(await verifyPassword(PASSWORD, hash)).toBe(true)
    expect(await verifyPassword(`${PASSWORD} `, hash)).toBe(false)
  })

  it('does not truncate long passwords', async () => {
    const long = 'a'.repeat(100)
    const hash = await hashPassword(long)
    expect(await verifyPassword('a'.repeat(99), hash)).toBe(false)
    expect(await verifyPassword(long, hash)).toBe(true)
  })

  it('upgrades a hash with older parameters at sign-in', async () => {
    const user = await createUser()
    const old = await hashPassword(PASSWORD)
    const weaker = old.replace('scrypt$15$8$3$', 'scrypt$14$8$1$')
    // Recompute under the weaker parameters so the password still verifies.
    const { scrypt } = await import('node:crypto')
    const [, , , , salt] = weaker.split('$')
    const key = await new Promise<Buffer>((resolve, reject) =>
      scrypt(
        PASSWORD.normalize('NFKC'),
        Buffer.from(salt!, 'base64'),
        32,
        { N: 2 ** 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 },
        (e, k) => (e ? reject(e) : resolve(k)),
      ),
    )
    await db
      .update(users)
      .set({ passwordHash: `scrypt$14$8$1$${salt}$${key.toString('base64')}` })
      .where(eq(users.id, user.id))
    await signIn(user.email)
    expect((await reloadUser(user.id))?.passwordHash).toMatch(/^scrypt\$15\$8\$3\$/)
  })
})
