/**
 * The captcha that guards sign-up (and later the FAQ form): self-hosted ALTCHA by default,
 * Cloudflare Turnstile when both its keys are set. verifyCaptcha resolves true once per valid
 * solution; a replayed ALTCHA solution is refused through the captcha_spent table.
 */
import type { Challenge } from 'altcha-lib'
import type { Deps } from '../lib/deps'
import { checkAltchaSolution, createAltchaChallenge, parseAltchaPayload } from './altcha'
import { spendChallengeStatement } from './captcha.queries'
import { verifyTurnstileToken } from './turnstile'

export type CaptchaConfig =
  { provider: 'altcha'; challenge: Challenge } | { provider: 'turnstile'; site_key: string }

const turnstileKeys = (env: Env) =>
  env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
    ? { siteKey: env.TURNSTILE_SITE_KEY, secret: env.TURNSTILE_SECRET_KEY }
    : null

/** What the sign-up page renders; an ALTCHA config carries a fresh signed challenge. */
export const captchaConfig = async (deps: Pick<Deps, 'env'>): Promise<CaptchaConfig> => {
  const { env } = deps
  const turnstile = turnstileKeys(env)
  if (turnstile) return { provider: 'turnstile', site_key: turnstile.siteKey }
  return { provider: 'altcha', challenge: await createAltchaChallenge(env) }
}

/**
 * True for a valid, unexpired, first-time solution. Bad input of any kind is false, never an
 * exception; only a database failure while recording the solution throws.
 */
export const verifyCaptcha = async (
  deps: Pick<Deps, 'db' | 'env'>,
  payload: string,
  ip: string,
): Promise<boolean> => {
  if (typeof payload !== 'string') return false
  const turnstile = turnstileKeys(deps.env)
  if (turnstile) return verifyTurnstileToken(turnstile.secret, payload, ip)

  const parsed = parseAltchaPayload(payload)
  if (!parsed || !(await checkAltchaSolution(deps.env, parsed))) return false
  const recorded = await spendChallengeStatement(deps.db, {
    signature: parsed.challenge.signature,
    expiresAt: parsed.challenge.parameters.expiresAt,
  })
  return recorded.length === 1
}
