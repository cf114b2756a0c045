/**
 * Solves the sign-up captcha inside workerd the way the ALTCHA widget does, for worker tests:
 * `await solveCaptcha(exports.default)` returns the payload a browser would submit.
 */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { hc } from 'hono/client'
import type { AppType } from '@worker/app'

type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>
/** A fetch function (bound: `exports.default.fetch.bind(exports.default)`) or `exports.default` itself. */
type Fetcher = FetchFn | { fetch: FetchFn }

/** The widget's encoding: base64 of the JSON {challenge: {parameters, signature}, solution}. */
export const encodeAltchaPayload = (challenge: Challenge, solution: Solution) =>
  btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  )

/** Solves a challenge with altcha-lib's WebCrypto SHA (the algorithm our challenges use). */
export const solveAltcha = async (challenge: Challenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('solveCaptcha: no solution found')
  return encodeAltchaPayload(challenge, solution)
}

export const solveCaptcha = async (fetcher: Fetcher): Promise<string> => {
  // Checked by `in`, not typeof: exports.default is itself callable (a service stub).
  const fetch: FetchFn = 'fetch' in fetcher ? (input, init) => fetcher.fetch(input, init) : fetcher
  const api = hc<AppType>('http://localhost', { fetch }).api
  const res = await api.captcha.$get().catch((error: unknown) => {
    if (error instanceof TypeError && /Illegal invocation/.test(error.message)) {
      throw new TypeError(
        'solveCaptcha: pass exports.default, or exports.default.fetch bound to it',
        { cause: error },
      )
    }
    throw error
  })
  if (!res.ok) throw new Error(`solveCaptcha: GET /api/captcha answered ${res.status}`)
  const { data } = await res.json()
  if (data.provider !== 'altcha')
    throw new Error(
      'solveCaptcha: the worker is configured for Turnstile, which cannot be solved offline',
    )
  return solveAltcha(data.challenge)
}
