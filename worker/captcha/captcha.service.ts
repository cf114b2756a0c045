/**
 * The captcha that guards sign-up (and later the FAQ form). Interface only: see captcha helper task.
 * verifyCaptcha resolves true once per valid solution; a replayed solution is refused.
 */
import type { Db } from '../db/client'

export type CaptchaConfig = { provider: 'altcha' } | { provider: 'turnstile'; site_key: string }

export const captchaConfig = (env: Env): CaptchaConfig =>
  env.TURNSTILE_SITE_KEY && env.TURNSTILE_SECRET_KEY
    ? { provider: 'turnstile', site_key: env.TURNSTILE_SITE_KEY }
    : { provider: 'altcha' }

export const verifyCaptcha = async (_deps: { db: Db; env: Env }, _payload: string, _ip: string): Promise<boolean> => {
  throw new Error('not implemented yet')
}
