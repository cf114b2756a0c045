/**
 * Cloudflare Turnstile: the widget's token is checked remotely by siteverify (single use there,
 * so no replay record is needed here). Any failure, the network's included, refuses the token.
 */
import { siteverifyResponse } from './captcha.schemas'

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** Cloudflare's documented maximum token length. */
const MAX_TOKEN_CHARS = 2048
const TIMEOUT_MS = 10_000

export const verifyTurnstileToken = async (
  secret: string,
  token: string,
  ip: string,
): Promise<boolean> => {
  if (token.length === 0 || token.length > MAX_TOKEN_CHARS) return false
  try {
    const res = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        secret,
        response: token,
        ...(ip === 'local' ? {} : { remoteip: ip }),
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (!res.ok) return false
    const parsed = siteverifyResponse.safeParse(await res.json())
    return parsed.success && parsed.data.success
  } catch (error) {
    console.error('captcha: Turnstile siteverify failed', error)
    return false
  }
}
