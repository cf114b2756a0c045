import { env, exports } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { createUser, reloadUser, signedInAs } from '../helpers/factories'
import { solveCaptcha } from '../helpers/captcha'
import { call, sessionCookieFrom } from '../helpers/http'

const PASSWORD = 'a long enough passphrase'
let n = 0

const form = async (overrides: Record<string, unknown> = {}) => {
  n += 1
  return {
    forename: 'Ada',
    surname: 'Lovelace',
    email: `ada${n}.${Date.now()}@example.test`,
    industry: 'Mathematics',
    interests: ['Engines'],
    agreed_to: true,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    captcha: await solveCaptcha(exports.default.fetch.bind(exports.default)),
    ...overrides,
  }
}

const setMode = async (mode: 'open' | 'approval') => {
  const { session } = await signedInAs('admin')
  expect((await call('/api/settings', { method: 'PUT', session, json: { registration_mode: mode } })).status).toBe(200)
}

describe('POST /api/signup in approval mode (the default)', () => {
  it('creates a Requested (-1) member with consent recorded, tells the admins, and does not sign in', async () => {
    const admin = await createUser({ role: 'admin' })
    const body = await form()
    const res = await call('/api/signup', { json: body })
    expect(res.status).toBe(201)
    const user = res.body.data as { id: number; is_active: number; title: string; gender: string; agreed_on: string; agreed_at: string; slug: string }
    expect(user).toMatchObject({ is_active: -1, title: 'Ms', gender: 'f', agreed_on: 'signup' })
    expect(user.agreed_at).toBeTruthy()
    expect(user.slug).toMatch(/^ada-lovelace/)
    expect(sessionCookieFrom(res.headers)).toBeNull()

    const note = await env.DB.prepare("SELECT title, link FROM notifications WHERE user_id = ? AND kind = 'user.requested'").bind(admin.id).first<{ title: string; link: string }>()
    expect(note).toEqual({ title: 'Ada Lovelace asked to join', link: '/admin/users?userStatus=-1' })
    const thanks = await env.DB.prepare('SELECT subject FROM email_outbox WHERE "to" = ?').bind(body.email).first<{ subject: string }>()
    expect(thanks?.subject).toBe('Thanks for requesting to join Guildhall')
    const stored = await reloadUser(user.id)
    expect(stored?.passwordHash).toMatch(/^scrypt\$/)
  })

  it('gives namesakes distinct slugs', async () => {
    const a = (await call('/api/signup', { json: await form({ forename: 'Grace', surname: 'Hopper' }) })).body.data as { slug: string }
    const b = (await call('/api/signup', { json: await form({ forename: 'Grace', surname: 'Hopper' }) })).body.data as { slug: string }
    expect(a.slug).not.toBe(b.slug)
  })
})

describe('POST /api/signup in open mode', () => {
  it('activates and signs the new member in at once', async () => {
    await setMode('open')
    const res = await call('/api/signup', { json: await form() })
    expect(res.status).toBe(201)
    expect((res.body.data as { is_active: number }).is_active).toBe(1)
    const cookie = sessionCookieFrom(res.headers)
    expect(cookie).not.toBeNull()
    expect(((await call('/api/me', { session: { cookie } })).body.data as { email: string } | null)?.email).toBeTruthy()
    await setMode('approval')
  })
})

describe('POST /api/signup refusals', () => {
  it('refuses without consent, with field messages', async () => {
    const res = await call('/api/signup', { json: await form({ agreed_to: false, forename: '', email: 'not-an-email', password_confirmation: 'different' }) })
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
    const missing = await call('/api/signup', { json: { ...body, captcha: '' } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors?.captcha).toEqual(['Please complete the captcha'])
    const forged = await call('/api/signup', { json: { ...body, captcha: btoa('{"challenge":{},"solution":{}}') } })
    expect(forged.body.errors?.captcha).toEqual(['The captcha could not be verified, please try again'])
    expect((await call('/api/signup', { json: body })).status).toBe(201)
    const replay = await call('/api/signup', { json: { ...body, email: `replay.${Date.now()}@example.test` } })
    expect(replay.status).toBe(422)
    expect(replay.body.errors?.captcha).toBeDefined()
    const count = await env.DB.prepare('SELECT count(*) AS n FROM users WHERE email LIKE ?').bind('replay.%').first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('refuses an email that already has an account', async () => {
    const existing = await createUser()
    const res = await call('/api/signup', { json: await form({ email: existing.email.toUpperCase() }) })
    expect(res.status).toBe(422)
    expect(res.body.errors?.email?.[0]).toMatch(/already exists/)
  })

  it('requires custom attributes marked required, by label', async () => {
    await env.DB.prepare("INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('membership_number', 'Membership number', 1, 1, 0, 1, 1, 'text', '[]', 'profile', 99)").run()
    const res = await call('/api/signup', { json: await form() })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ 'custom_attrs.membership_number': ['Membership number is required'] })
    expect((await call('/api/signup', { json: await form({ custom_attrs: { membership_number: 'GH-1' } }) })).status).toBe(201)
    await env.DB.prepare("DELETE FROM user_attributes WHERE key = 'membership_number'").run()
  })
})

describe('names', () => {
  it('refuse control characters', async () => {
    const res = await call('/api/signup', { json: await form({ forename: 'Ada\u0000', surname: 'Love\u0007lace' }) })
    expect(res.status).toBe(422)
    expect(res.body.errors).toMatchObject({ forename: ['Forename may not contain control characters'], surname: ['Surname may not contain control characters'] })
  })
})
