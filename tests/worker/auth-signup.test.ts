import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LIMITS } from '@worker/auth/throttle'
import { createUser, reloadUser, signedInThroughApiAs as signedInAs } from '../helpers/factories'
import { type api, apiAs, send } from '../helpers/api'
import { solveCaptcha } from '../helpers/captcha'
import { call, sessionCookieFrom } from '../helpers/http'

const PASSWORD = 'a long enough passphrase'
let n = 0
let ips = 0
/** A fresh client address per sign-up, so the per-IP limit bites only where a test means it to. */
const freshIp = () => {
  ips += 1
  return `198.51.100.${ips}`
}
const signup = (json: unknown, ip = freshIp(), headers: Record<string, string> = {}) =>
  call('/api/signup', { json, headers: { 'cf-connecting-ip': ip, ...headers } })
/** A well-formed sign-up through the typed client, read with the route's types. */
const signUp = (json: Parameters<typeof api.signup.$post>[0]['json']) =>
  send(apiAs(null).signup.$post({ json }, { headers: { 'cf-connecting-ip': freshIp() } }))

const form = async (overrides: Record<string, unknown> = {}) => {
  n += 1
  return {
    forename: 'Ada',
    surname: 'Lovelace',
    email: `ada${n}.${Date.now()}@example.test`,
    industry: 'Mathematics',
    interests: ['Engines'],
    agreed_to: true as const,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    captcha: await solveCaptcha(exports.default.fetch.bind(exports.default)),
    ...overrides,
  }
}

const setMode = async (mode: 'open' | 'approval') => {
  const { session } = await signedInAs('admin')
  expect(
    (
      await call('/api/settings', {
        method: 'PUT',
        session,
        json: { settings: { registration_mode: mode } },
      })
    ).status,
  ).toBe(200)
}

describe('POST /api/signup in approval mode (the default)', () => {
  it('creates a Requested (-1) member with consent recorded, tells the admins, and does not sign in', async () => {
    const admin = await createUser({ role: 'admin' })
    const body = await form()
    const res = await signUp(body)
    expect(res.status).toBe(201)
    const user = res.body.data
    expect(user).toMatchObject({ is_active: -1, title: 'Ms', gender: 'f', agreed_on: 'signup' })
    expect(user.agreed_at).toBeTruthy()
    expect(user.slug).toMatch(/^ada-lovelace/)
    expect(sessionCookieFrom(res.headers)).toBeNull()

    const note = await env.DB.prepare(
      "SELECT title, link FROM notifications WHERE user_id = ? AND kind = 'user.requested'",
    )
      .bind(admin.id)
      .first<{ title: string; link: string }>()
    expect(note).toEqual({
      title: 'Ada Lovelace asked to join',
      link: '/admin/users?userStatus=-1',
    })
    const thanks = await env.DB.prepare('SELECT subject FROM email_outbox WHERE "to" = ?')
      .bind(body.email)
      .first<{ subject: string }>()
    expect(thanks?.subject).toBe('Thanks for requesting to join Guildhall')
    const stored = await reloadUser(user.id)
    expect(stored?.passwordHash).toMatch(/^scrypt\$/)
  })

  it('gives namesakes distinct slugs', async () => {
    const a = (await signUp(await form({ forename: 'Grace', surname: 'Hopper' }))).body.data
    const b = (await signUp(await form({ forename: 'Grace', surname: 'Hopper' }))).body.data
    expect(a.slug).not.toBe(b.slug)
  })
})

describe('POST /api/signup in open mode', () => {
  it('activates and signs the new member in at once', async () => {
    await setMode('open')
    const res = await signUp(await form())
    expect(res.status).toBe(201)
    expect(res.body.data.is_active).toBe(1)
    const cookie = sessionCookieFrom(res.headers)
    expect(cookie).not.toBeNull()
    expect((await send(apiAs({ cookie }).me.$get())).body.data?.email).toBeTruthy()
    await setMode('approval')
  })
})

describe('POST /api/signup refusals', () => {
  it('refuses without consent, with field messages', async () => {
    const res = await signup(
      await form({
        agreed_to: false,
        forename: '',
        email: 'not-an-email',
        password_confirmation: 'different',
      }),
    )
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      agreed_to: ['Please agree to the terms to join'],
      forename: ['Forename is required'],
      email: ['Enter a valid email address'],
      password_confirmation: ['The passwords do not match'],
    })
  })

  it('refuses a missing, wrong or replayed captcha and creates nobody', async () => {
    const body = await form()
    const missing = await signup({ ...body, captcha: '' })
    expect(missing.status).toBe(422)
    expect(missing.body.errors?.captcha).toEqual(['Please complete the captcha'])
    const forged = await signup({ ...body, captcha: btoa('{"challenge":{},"solution":{}}') })
    expect(forged.body.errors?.captcha).toEqual([
      'The captcha could not be verified, please try again',
    ])
    expect((await signup(body)).status).toBe(201)
    const replay = await signup({ ...body, email: `replay.${Date.now()}@example.test` })
    expect(replay.status).toBe(422)
    expect(replay.body.errors?.captcha).toBeDefined()
    const count = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email LIKE ?')
      .bind('replay.%')
      .first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('answers a missing or wrong captcha the same whether or not the email has an account', async () => {
    const existing = await createUser()
    const forged = btoa('{"challenge":{},"solution":{}}')
    for (const captcha of ['', forged]) {
      const known = await signup(await form({ email: existing.email, captcha }))
      const unknown = await signup(await form({ captcha }))
      expect(known.status).toBe(422)
      expect(known.body).toEqual(unknown.body)
      expect(Object.keys(known.body.errors ?? {})).toEqual(['captcha'])
    }
  })

  it('refuses an email that already has an account', async () => {
    const existing = await createUser()
    const res = await signup(await form({ email: existing.email.toUpperCase() }))
    expect(res.status).toBe(422)
    expect(res.body.errors?.email?.[0]).toMatch(/already exists/)
  })

  it('requires custom attributes marked required, by label', async () => {
    await env.DB.prepare(
      "INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('membership_number', 'Membership number', 1, 1, 0, 1, 1, 'text', '[]', 'profile', 99)",
    ).run()
    const res = await signup(await form())
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      'custom_attrs.membership_number': ['Membership number is required'],
    })
    expect((await signup(await form({ custom_attrs: { membership_number: 'GH-1' } }))).status).toBe(
      201,
    )
    await env.DB.prepare("DELETE FROM user_attributes WHERE key = 'membership_number'").run()
  })
})

describe('names', () => {
  it('refuse control characters', async () => {
    const res = await signup(await form({ forename: 'Ada\u0000', surname: 'Love\u0007lace' }))
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({
      forename: ['Forename may not contain control characters'],
      surname: ['Surname may not contain control characters'],
    })
  })
})

describe('POST /api/signup per-IP limit', () => {
  it(
    `lets ${LIMITS.signup} sign-up attempts from one IP through in 15 minutes, then answers 429 with Retry-After`,
    { timeout: 60_000 },
    async () => {
      const ip = '203.0.113.120'
      const existing = await createUser()
      // Created, taken and failed-captcha attempts all count: each one reached the captcha.
      const attempts = [
        await signup(await form(), ip),
        await signup(await form({ email: existing.email }), ip),
        await signup(await form({ captcha: btoa('{"challenge":{},"solution":{}}') }), ip),
      ]
      for (let i = attempts.length; i < LIMITS.signup; i += 1)
        attempts.push(await signup(await form(), ip))
      expect(attempts.map((r) => r.status)).toEqual([
        201,
        422,
        422,
        ...Array(LIMITS.signup - 3).fill(201),
      ])

      const body = await form()
      const blocked = await signup(body, ip, { 'x-forwarded-for': '10.1.2.3' })
      expect(blocked.status).toBe(429)
      expect(blocked.body.message).toMatch(/Too many attempts/)
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(
        await env.DB.prepare('SELECT id FROM users WHERE email = ?').bind(body.email).first(),
      ).toBeNull()
      // The captcha was not spent on the refused attempt: the same form goes through from another IP.
      expect((await signup(body, '203.0.113.121')).status).toBe(201)
    },
  )

  it('starts a fresh window once 15 minutes have passed', async () => {
    const ip = '203.0.113.122'
    await env.DB.prepare('INSERT INTO auth_throttles (key, window_start, count) VALUES (?, ?, ?)')
      .bind(`signup:${ip}`, Math.floor(Date.now() / 1000) - 15 * 60 - 1, LIMITS.signup)
      .run()
    expect((await signup(await form(), ip)).status).toBe(201)
  })

  it(
    'does not count bodies refused before the captcha (field messages)',
    { timeout: 30_000 },
    async () => {
      const ip = '203.0.113.123'
      for (let i = 0; i < LIMITS.signup + 2; i += 1)
        expect((await signup(await form({ agreed_to: false }), ip)).status).toBe(422)
      expect((await signup(await form(), ip)).status).toBe(201)
    },
  )
})
