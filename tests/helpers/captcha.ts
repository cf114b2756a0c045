/**
 * Solves the sign-up captcha inside workerd the way the ALTCHA widget does, for worker tests:
 * `await solveCaptcha(exports.default.fetch)` returns the payload a browser would submit.
 */
import { solveChallenge, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import { hc } from 'hono/client'
import type { AppType } from '../../worker/app'

type Fetcher = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>

/** The widget's encoding: base64 of the JSON {challenge: {parameters, signature}, solution}. */
export const encodeAltchaPayload = (challenge: Challenge, solution: Solution) =>
  btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))

/** Solves a challenge with altcha-lib's WebCrypto SHA (the algorithm our challenges use). */
export const solveAltcha = async (challenge: Challenge): Promise<string> => {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 })
  if (!solution) throw new Error('solveCaptcha: no solution found')
  return encodeAltchaPayload(challenge, solution)
}

export const solveCaptcha = async (fetcher: Fetcher): Promise<string> => {
  const api = hc<AppType>('http://localhost', { fetch: fetcher }).api
  const res = await api.captcha.$get()
  if (!res.ok) throw new Error(`solveCaptcha: GET /api/captcha answered ${res.status}`)
  const { data } = await res.json()
  if (data.provider !== 'altcha') throw new Error('solveCaptcha: the worker is configured for Turnstile, which cannot be solved offline')
  return solveAltcha(data.challenge)
}
