import { env } from 'cloudflare:workers'
import { describe, expect, it, vi } from 'vitest'
import { LIMITS } from '@worker/auth/throttle'
import { createUser, PASSWORD, reloadUser, signInThroughApi as signIn } from '../helpers/factories'
import { call, sessionCookieFrom } from '../helpers/http'

const NEW_PASSWORD = 'a brand new passphrase'

const newestMailTo = (to: string) =>
  env.DB.prepare('SELECT subject, text FROM email_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ subject: string; text: string }>()

/** The newest outbox message to `to`, and the reset link inside it (reset mail is sent after the answer: waits for it). */
const lastMailTo = async (to: string) => {
  const row = await vi.waitFor(async () => {
    const found = await newestMailTo(to)
    if (!found) throw new Error(`no mail to ${to} yet`)
    return found
  })
  const token = row.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1]
  return { ...row, token }
}

const forgot = (email: string) => call('/api/password/forgot', { json: { email } })

describe('password reset by emailed link', () => {
  it('emails a link whose token sets a new password and signs out every session', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const res = await call('/api/password/forgot', { json: { email: user.email } })
    expect(res.status).toBe(200)
    const mail = await lastMailTo(user.email)
    expect(mail.subject).toBe('Reset your Guildhall password')
    expect(mail.text).not.toContain(':site_name')
    expect(mail.token).toBeTruthy()

    const reset = await call('/api/password/reset', {
      json: { token: mail.token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    })
    expect(reset.status).toBe(200)
    expect((await call('/api/me', { session })).body).toEqual({ data: null })
    expect(
      (await call('/api/signin', { json: { email: user.email, password: PASSWORD } })).status,
    ).toBe(422)
    expect(
      (await call('/api/signin', { json: { email: user.email, password: NEW_PASSWORD } })).status,
    ).toBe(200)
  })

  it('accepts a link once only', async () => {
    const user = await createUser()
    await call('/api/password/forgot', { json: { email: user.email } })
    const { token } = await lastMailTo(user.email)
    const body = { token, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }
    expect((await call('/api/password/reset', { json: body })).status).toBe(200)
    const again = await call('/api/password/reset', { json: body })
    expect(again.status).toBe(422)
    expect(again.body.errors?.token?.[0]).toMatch(/expired or has already been used/)
  })

  it('answers the same for unknown emails and sends nothing', async () => {
    const known = await createUser()
    const a = await forgot(known.email)
    const b = await forgot('nobody-here@example.test')
    expect(a.status).toBe(b.status)
    expect(a.body).toEqual(b.body)
    await lastMailTo(known.email)
    expect(await newestMailTo('nobody-here@example.test')).toBeNull()
  })

  it('does the same work before answering for active, unknown and deactivated addresses', async () => {
    const active = await createUser()
    const inactive = await createUser({ isActive: 0 })
    const answers = await Promise.all(
      [active.email, 'nobody-at-all@example.test', inactive.email].map(forgot),
    )
    const work = answers.map((r) => ({
      status: r.status,
      body: r.body,
      roundTrips: r.headers.get('x-d1-round-trips'),
    }))
    expect(work[0]?.roundTrips).toMatch(/^\d+$/)
    expect(work[1]).toEqual(work[0])
    expect(work[2]).toEqual(work[0])
    // Each made the same write: a link for the active member only, and the mail still goes out.
    const links = await env.DB.prepare(
      'SELECT user_id FROM password_resets WHERE user_id IN (?, ?)',
    )
      .bind(active.id, inactive.id)
      .all<{ user_id: number }>()
    expect(links.results.map((r) => r.user_id)).toEqual([active.id])
    expect((await lastMailTo(active.email)).token).toBeTruthy()
  })

  it(`answers the same once an address has asked ${LIMITS.reset} times in 15 minutes, and makes no more links`, async () => {
    const user = await createUser()
    const answers = []
    for (let i = 0; i <= LIMITS.reset; i += 1) answers.push(await forgot(user.email))
    expect(new Set(answers.map((r) => JSON.stringify([r.status, r.body])))).toHaveLength(1)
    const links = await env.DB.prepare(
      'SELECT count(*) AS n FROM password_resets WHERE user_id = ?',
    )
      .bind(user.id)
      .first<{ n: number }>()
    expect(links?.n).toBe(LIMITS.reset)
  })

  it('refuses short, common and mismatched passwords with field messages', async () => {
    const res = await call('/api/password/reset', {
      json: { token: 'x'.repeat(20), password: 'short', password_confirmation: 'other' },
    })
    expect(res.status).toBe(422)
    expect(res.body.errors?.password).toEqual(['The password must be at least 8 characters'])
    expect(res.body.errors?.password_confirmation).toEqual(['The passwords do not match'])
    const common = await call('/api/password/reset', {
      json: {
        token: 'x'.repeat(20),
        password: 'password123',
        password_confirmation: 'password123',
      },
    })
    expect(common.body.errors?.password).toEqual(['This password is too common; choose another'])
  })

  it('allows passwords of 64 characters and more', async () => {
    const user = await createUser()
    await call('/api/password/forgot', { json: { email: user.email } })
    const { token } = await lastMailTo(user.email)
    const long = 'x'.repeat(70) + 'Ünïcødé'
    expect(
      (
        await call('/api/password/reset', {
          json: { token, password: long, password_confirmation: long },
        })
      ).status,
    ).toBe(200)
    expect(
      (await call('/api/signin', { json: { email: user.email, password: long } })).status,
    ).toBe(200)
  })
})

describe('PUT /api/me/password', () => {
  it('needs the current password, then revokes every other session and keeps this browser signed in', async () => {
    const user = await createUser()
    const other = await signIn(user.email)
    const mine = await signIn(user.email)
    const wrong = await call('/api/me/password', {
      method: 'PUT',
      session: mine,
      json: {
        current_password: 'nope',
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(wrong.status).toBe(422)
    const res = await call('/api/me/password', {
      method: 'PUT',
      session: mine,
      json: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    })
    expect(res.status).toBe(200)
    const fresh = { cookie: sessionCookieFrom(res.headers) }
    expect((await call('/api/me', { session: other })).body).toEqual({ data: null })
    expect((await call('/api/me', { session: mine })).body).toEqual({ data: null })
    expect((await call('/api/me', { session: fresh })).body.data).not.toBeNull()
  })
})

describe('DELETE /api/me', () => {
  it('deletes the account and signs the user out', async () => {
    const user = await createUser()
    const session = await signIn(user.email)
    const res = await call('/api/me', { method: 'DELETE', session })
    expect(res.status).toBe(200)
    expect(await reloadUser(user.id)).toBeUndefined()
    expect((await call('/api/me', { session })).body).toEqual({ data: null })
    const left = await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE user_id = ?')
      .bind(user.id)
      .first<{ n: number }>()
    expect(left?.n).toBe(0)
  })

  it('is refused to visitors with 401', async () => {
    expect((await call('/api/me', { method: 'DELETE' })).status).toBe(401)
  })
})
