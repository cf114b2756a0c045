// Secrets set with `wrangler secret put` (or .dev.vars locally); every one is optional.
interface Env {
  /** HMAC key for ALTCHA challenges; a per-deployment random value. */
  ALTCHA_HMAC_KEY?: string
  /** Cloudflare Turnstile replaces ALTCHA when both keys are set. */
  TURNSTILE_SITE_KEY?: string
  TURNSTILE_SECRET_KEY?: string
  /** An HTTP email API (Resend-compatible); without it mail only reaches the outbox table. */
  EMAIL_API_URL?: string
  EMAIL_API_KEY?: string
  EMAIL_FROM?: string
}
