import { env, exports } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createDb } from '@worker/db/client'
import { captchaSpent } from '@worker/db/schema'
import { CHALLENGE_TTL_SECONDS, createAltchaChallenge } from '@worker/captcha/altcha'
import { captchaConfig, verifyCaptcha } from '@worker/captcha/captcha.service'
import { SITEVERIFY_URL } from '@worker/captcha/turnstile'
import { solveAltcha, solveCaptcha } from '../helpers/captcha'

const db = createDb(env.DB)
// Secrets live in worker/env.d.ts, which the test project does not see: spread them in as variables.
const turnstileKeys = {
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
}
const hmacKey = (key: string) => ({ ALTCHA_HMAC_KEY: key })
const deps = { db, env }
const fetcher = exports.default

type Decoded = {
  challenge: { parameters: Record<string, unknown> & { expiresAt?: number }; signature: string }
  solution: { counter: number; derivedKey: string }
}

/** Decodes a widget payload, lets `change` edit it, and encodes it again. */
const tamper = (payload: string, change: (p: Decoded) => void) => {
  const decoded = JSON.parse(atob(payload))
  change(decoded)
  return btoa(JSON.stringify(decoded))
}

const spentRows = (signature: string) =>
  db.select().from(captchaSpent).where(eq(captchaSpent.signature, signature))

describe('GET /api/captcha', () => {
  it('answers a fresh signed ALTCHA challenge, never cached', async () => {
    const before = Math.floor(Date.now() / 1000)
    const res = await exports.default.fetch('http://localhost/api/captcha')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const body = await res.json<{
      data: {
        provider: string
        challenge: { parameters: Record<string, unknown>; signature: string }
      }
    }>()
    expect(body.data.provider).toBe('altcha')
    expect(body.data.challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(body.data.challenge.parameters).toMatchObject({
      algorithm: 'SHA-256',
      cost: 1,
      keyLength: 32,
    })
    const expiresAt = body.data.challenge.parameters.expiresAt as number
    expect(expiresAt).toBeGreaterThanOrEqual(before + CHALLENGE_TTL_SECONDS)
    expect(expiresAt).toBeLessThanOrEqual(before + CHALLENGE_TTL_SECONDS + 5)

    const again = await (
      await exports.default.fetch('http://localhost/api/captcha')
    ).json<typeof body>()
    expect(again.data.challenge.signature).not.toBe(body.data.challenge.signature)
  })

  it('hides the counter in [max/2, max] for ALTCHA_MAX_NUMBER (1000 in the tests)', async () => {
    for (let i = 0; i < 5; i++) {
      const { solution } = JSON.parse(atob(await solveCaptcha(fetcher)))
      expect(solution.counter).toBeGreaterThanOrEqual(500)
      expect(solution.counter).toBeLessThanOrEqual(1000)
    }
  })

  it('offers Turnstile when both of its keys are set', async () => {
    const config = await captchaConfig({ env: { ...env, ...turnstileKeys } })
    expect(config).toEqual({ provider: 'turnstile', site_key: '1x00000000000000000000AA' })
    const siteKeyOnly = { TURNSTILE_SITE_KEY: turnstileKeys.TURNSTILE_SITE_KEY }
    expect(await captchaConfig({ env: { ...env, ...siteKeyOnly } })).toMatchObject({
      provider: 'altcha',
    })
  })

  it('refuses to issue challenges in production without ALTCHA_HMAC_KEY', async () => {
    await expect(createAltchaChallenge({ ...env, APP_ENV: 'production' })).rejects.toThrow(
      /ALTCHA_HMAC_KEY/,
    )
    await expect(
      createAltchaChallenge({ ...env, APP_ENV: 'production', ...hmacKey('k') }),
    ).resolves.toHaveProperty('signature')
  })
})

describe('verifyCaptcha (ALTCHA)', () => {
  it('accepts a solved payload once, records it, and refuses the replay', async () => {
    const payload = await solveCaptcha(fetcher)
    const { signature, parameters } = JSON.parse(atob(payload)).challenge

    expect(await verifyCaptcha(deps, payload, 'local')).toBe(true)
    expect(await spentRows(signature)).toEqual([{ signature, expiresAt: parameters.expiresAt }])

    expect(await verifyCaptcha(deps, payload, 'local')).toBe(false)
    expect(await spentRows(signature)).toHaveLength(1)
  })

  it('accepts the payload as plain JSON too', async () => {
    const payload = await solveCaptcha(exports.default.fetch.bind(exports.default))
    expect(await verifyCaptcha(deps, atob(payload), 'local')).toBe(true)
  })

  it('refuses a solution signed with another key', async () => {
    const payload = await solveAltcha(
      await createAltchaChallenge({ ...env, ...hmacKey('someone-else') }),
    )
    expect(await verifyCaptcha(deps, payload, 'local')).toBe(false)
  })

  it.each([
    ['a wrong counter', (p: Decoded) => void (p.solution.counter += 1)],
    ['a wrong derived key', (p: Decoded) => void (p.solution.derivedKey = 'ab'.repeat(32))],
    [
      'a later expiry',
      (p: Decoded) =>
        void (p.challenge.parameters.expiresAt = p.challenge.parameters.expiresAt! + 3600),
    ],
    ['an easier prefix', (p: Decoded) => void (p.challenge.parameters.keyPrefix = '0')],
    ['a forged signature', (p: Decoded) => void (p.challenge.signature = 'f'.repeat(64))],
    ['no expiry at all', (p: Decoded) => void delete p.challenge.parameters.expiresAt],
  ])('refuses a tampered payload: %s', async (_name, change) => {
    const payload = tamper(await solveCaptcha(fetcher), change)
    expect(await verifyCaptcha(deps, payload, 'local')).toBe(false)
  })

  it('refuses a correctly solved challenge that has expired', async () => {
    const longAgo = Date.now() - (CHALLENGE_TTL_SECONDS + 60) * 1000
    const payload = await solveAltcha(await createAltchaChallenge(env, longAgo))
    expect(await verifyCaptcha(deps, payload, 'local')).toBe(false)
    const { signature } = JSON.parse(atob(payload)).challenge
    expect(await spentRows(signature)).toEqual([])
  })

  it.each([
    ['empty', ''],
    ['not base64', '%%%not-base64%%%'],
    ['base64 of non-JSON', btoa('hello')],
    ['JSON of the wrong shape', btoa(JSON.stringify({ challenge: 1, solution: 'x' }))],
    [
      "the widget's test-mode payload",
      btoa(JSON.stringify({ challenge: null, solution: null, test: true })),
    ],
    ['a JSON array', '[1,2,3]'],
    ['huge', 'A'.repeat(20_000)],
  ])('answers false without throwing for garbage: %s', async (_name, garbage) => {
    await expect(verifyCaptcha(deps, garbage, 'local')).resolves.toBe(false)
  })
})

describe('verifyCaptcha (Turnstile)', () => {
  const turnstileDeps = { db, env: { ...env, ...turnstileKeys } }

  afterEach(() => {
    vi.restoreAllMocks()
  })

  const answer = (body: unknown, status = 200) =>
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json(body, { status }))

  it('accepts a token siteverify calls a success, sending secret, response and remote ip', async () => {
    const spy = answer({ success: true, 'error-codes': [] })
    expect(await verifyCaptcha(turnstileDeps, 'token-123', '203.0.113.7')).toBe(true)

    expect(spy).toHaveBeenCalledTimes(1)
    const [url, init] = spy.mock.calls[0]!
    expect(String(url)).toBe(SITEVERIFY_URL)
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({
      secret: '1x0000000000000000000000000000000AA',
      response: 'token-123',
      remoteip: '203.0.113.7',
    })
  })

  it('leaves out the remote ip when the request has none', async () => {
    const spy = answer({ success: true })
    expect(await verifyCaptcha(turnstileDeps, 'token-123', 'local')).toBe(true)
    expect(JSON.parse(String(spy.mock.calls[0]![1]?.body))).not.toHaveProperty('remoteip')
  })

  it('refuses a token siteverify rejects', async () => {
    answer({ success: false, 'error-codes': ['invalid-input-response'] })
    expect(await verifyCaptcha(turnstileDeps, 'token-123', 'local')).toBe(false)
  })

  it('refuses when siteverify answers an error status or an unexpected body', async () => {
    answer({ success: true }, 500)
    expect(await verifyCaptcha(turnstileDeps, 'token-123', 'local')).toBe(false)
    vi.restoreAllMocks()
    answer({ ok: 'yes' })
    expect(await verifyCaptcha(turnstileDeps, 'token-123', 'local')).toBe(false)
  })

  it('refuses when siteverify cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Network connection lost'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await verifyCaptcha(turnstileDeps, 'token-123', 'local')).toBe(false)
  })

  it('refuses an empty token without calling siteverify', async () => {
    const spy = answer({ success: true })
    expect(await verifyCaptcha(turnstileDeps, '', 'local')).toBe(false)
    expect(spy).not.toHaveBeenCalled()
  })
})
