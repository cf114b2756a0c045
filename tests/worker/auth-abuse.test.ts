import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { LIMITS, THROTTLE_WINDOW_SECONDS } from '@worker/auth/throttle'
import { createUser, PASSWORD } from '../helpers/factories'
import { call } from '../helpers/http'

const attempt = (
  email: string,
  password: string,
  ip = '203.0.113.7',
  extra: Record<string, string> = {},
) =>
  call('/api/signin', { json: { email, password }, headers: { 'cf-connecting-ip': ip, ...extra } })

// Each attempt below checks a password with the real scrypt (0.3–0.5 s on a quiet core, several
// times that on a busy one), eleven in a test: more than vitest's default 5 s under load.
describe('sign-in throttling', { timeout: 30_000 }, () => {
  it('allows 10 failures per account in 15 minutes, then answers 429 even for the right password', async () => {
    const user = await createUser()
    for (let i = 0; i < LIMITS.account; i += 1) {
      // Different IPs: the account limit must hold on its own.
      expect((await attempt(user.email, 'wrong password', `198.51.100.${i}`)).status).toBe(422)
    }
    const blocked = await attempt(user.email, PASSWORD, '198.51.100.200')
    expect(blocked.status).toBe(429)
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('counts case and whitespace variants of an email against the same account', async () => {
    const user = await createUser()
    const variants = [user.email, user.email.toUpperCase(), ` ${user.email}`, `${user.email} `]
    for (let i = 0; i < LIMITS.account; i += 1) {
      await attempt(variants[i % variants.length]!, 'wrong password', `192.0.2.${i}`)
    }
    expect((await attempt(user.email.toUpperCase(), PASSWORD, '192.0.2.99')).status).toBe(429)
  })

  it('throttles unknown emails exactly like known ones', async () => {
    for (let i = 0; i < LIMITS.account; i += 1) {
      await attempt('ghost@example.test', 'wrong password', `192.0.2.${100 + i}`)
    }
    expect((await attempt('ghost@example.test', 'wrong password', '192.0.2.250')).status).toBe(429)
  })

  it('limits an IP to 100 failures and ignores a spoofed X-Forwarded-For', async () => {
    const ip = '203.0.113.50'
    // 99 failures already counted in this window: the 100th is refused as a failure, the 101st throttled.
    await env.DB.prepare('INSERT INTO auth_throttles (key, window_start, count) VALUES (?, ?, ?)')
      .bind(`ip:${ip}`, Math.floor(Date.now() / 1000) - 60, LIMITS.ip - 1)
      .run()
    expect((await attempt('someone@example.test', 'wrong', ip)).status).toBe(422)
    const user = await createUser()
    expect(
      (await attempt(user.email, PASSWORD, ip, { 'x-forwarded-for': '10.9.8.7' })).status,
    ).toBe(429)
    // Another IP is unaffected.
    expect((await attempt(user.email, PASSWORD, '203.0.113.51')).status).toBe(200)
  })

  it('starts a fresh window once 15 minutes have passed', async () => {
    const user = await createUser()
    await env.DB.prepare('INSERT INTO auth_throttles (key, window_start, count) VALUES (?, ?, ?)')
      .bind(
        `account:${user.email}`,
        Math.floor(Date.now() / 1000) - THROTTLE_WINDOW_SECONDS - 1,
        LIMITS.account + 5,
      )
      .run()
    expect((await attempt(user.email, PASSWORD, '203.0.113.60')).status).toBe(200)
  })

  it(
    'does not count a right password refused with 403 (awaiting approval) as a failure',
    { timeout: 60_000 },
    async () => {
      const user = await createUser({ isActive: -1 })
      for (let i = 0; i <= LIMITS.account; i += 1)
        expect((await attempt(user.email, PASSWORD, '203.0.113.95')).status).toBe(403)
      // Nothing is left counted against the account or the IP.
      const rows = await env.DB.prepare('SELECT count FROM auth_throttles WHERE key IN (?, ?)')
        .bind(`account:${user.email}`, 'ip:203.0.113.95')
        .all<{ count: number }>()
      expect(rows.results.filter((r) => r.count > 0)).toEqual([])
    },
  )

  it('clears the account counter after a successful sign-in', async () => {
    const user = await createUser()
    for (let i = 0; i < LIMITS.account - 1; i += 1)
      await attempt(user.email, 'wrong', `203.0.113.${70 + i}`)
    expect((await attempt(user.email, PASSWORD, '203.0.113.90')).status).toBe(200)
    const row = await env.DB.prepare('SELECT count FROM auth_throttles WHERE key = ?')
      .bind(`account:${user.email}`)
      .first()
    expect(row).toBeNull()
  })
})
