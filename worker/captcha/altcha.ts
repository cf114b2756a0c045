/**
 * Self-hosted ALTCHA proof of work (altcha-lib v2): signed challenges out, solutions checked here.
 * Runs offline in workerd with WebCrypto only; the replay record lives in captcha.service.ts.
 */
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { altchaPayload, type AltchaPayload } from './captcha.schemas'

/** How long a challenge may be solved and submitted for. */
export const CHALLENGE_TTL_SECONDS = 10 * 60

/**
 * One SHA-256 per counter: the cheapest step the widget's workers offer, so the work is all in
 * the counter range (the browser hashes its way up to the server's secret counter).
 */
const ALGORITHM = 'SHA-256'
const COST = 1
const DEFAULT_MAX_NUMBER = 50_000
const MAX_MAX_NUMBER = 10_000_000

/** Never used in production (see hmacKey); only lets development and tests run without setup. */
const DEVELOPMENT_HMAC_KEY = 'guildhall-development-altcha-key'

/** A base64 widget payload is ~1 KB; anything far larger is not ours. */
const MAX_PAYLOAD_CHARS = 10_000

export class CaptchaNotConfiguredError extends Error {
  override name = 'CaptchaNotConfiguredError'
}

/** The HMAC key that signs challenges, or null in production when ALTCHA_HMAC_KEY is unset. */
const hmacKey = (env: Env): string | null =>
  env.ALTCHA_HMAC_KEY || (env.APP_ENV === 'production' ? null : DEVELOPMENT_HMAC_KEY)

/**
 * ALTCHA_MAX_NUMBER keeps its ALTCHA v1 meaning: the largest secret counter. Each challenge
 * draws its counter from [max/2, max], so a solve costs between max/2 and max SHA-256 hashes
 * split over the widget's workers (50000: 0.15–0.4 s in headless Chromium on 2 cores).
 */
const maxNumber = (env: Env): number => {
  const n = Number.parseInt(env.ALTCHA_MAX_NUMBER ?? '', 10)
  return Number.isInteger(n) && n >= 2 ? Math.min(n, MAX_MAX_NUMBER) : DEFAULT_MAX_NUMBER
}

/** Unbiased integer in [min, max]. */
const randomBetween = (min: number, max: number) => {
  const span = max - min + 1
  const limit = Math.floor(0x1_0000_0000 / span) * span
  const buf = new Uint32Array(1)
  do crypto.getRandomValues(buf)
  while (buf[0]! >= limit)
  return min + (buf[0]! % span)
}

/** A fresh signed challenge expiring CHALLENGE_TTL_SECONDS after `now` (ms; tests pass the past). */
export const createAltchaChallenge = async (env: Env, now = Date.now()): Promise<Challenge> => {
  const key = hmacKey(env)
  if (!key)
    throw new CaptchaNotConfiguredError(
      'ALTCHA_HMAC_KEY must be set in production to issue captcha challenges',
    )
  const max = maxNumber(env)
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomBetween(Math.ceil(max / 2), max),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + CHALLENGE_TTL_SECONDS,
    hmacSignatureSecret: key,
  })
}

/**
 * The widget submits base64(JSON({challenge: {parameters, signature}, solution})); plain JSON
 * is accepted too. Anything else, the widget's `test: true` payload included, is null.
 */
export const parseAltchaPayload = (raw: string): AltchaPayload | null => {
  if (raw.length === 0 || raw.length > MAX_PAYLOAD_CHARS) return null
  try {
    const parsed = altchaPayload.safeParse(
      JSON.parse(raw.trimStart().startsWith('{') ? raw : atob(raw)),
    )
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** True when the signature, expiry and solution check out; never throws. Replays are not checked here. */
export const checkAltchaSolution = async (env: Env, payload: AltchaPayload): Promise<boolean> => {
  const key = hmacKey(env)
  if (!key) {
    console.error('captcha: ALTCHA_HMAC_KEY is not set; refusing every ALTCHA solution')
    return false
  }
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: key,
    })
    return result.verified
  } catch {
    return false
  }
}
