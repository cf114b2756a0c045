import { hc } from 'hono/client'
import type { AppType } from '@worker/app'
import { ApiError, DEFAULT_ERROR_MESSAGE, type FieldErrors } from './api-errors'
import { takeShellAnswer } from './shell-answers'

/** Spec: every call times out after 30 s (subscription calls pass their own 10 s). */
export const DEFAULT_TIMEOUT_MS = 30_000

/**
 * Per-call options travel as request headers that never leave the browser:
 * - `x-no-alert: all` — the caller shows the error itself (no alert at all);
 * - `x-no-alert: 422` — validation errors go to the form's fields, other errors still alert;
 * - `x-timeout: <ms>` — a different timeout.
 */
export const NO_ALERT = { 'x-no-alert': 'all' } as const
export const FORM_ERRORS = { 'x-no-alert': '422' } as const
export const withTimeout = (ms: number) => ({ 'x-timeout': String(ms) })

type Hooks = {
  /** Shows an alert for an error (the app plugs in Mantine notifications). */
  alert: (error: ApiError) => void
  /** Navigates within the SPA (the app plugs in react-router's navigate). */
  navigate: (to: string) => void
}

const hooks: Hooks = {
  alert: (error) => console.error(error.title, error.messages),
  navigate: (to) => window.location.assign(to),
}

export const configureApiClient = (next: Partial<Hooks>) => Object.assign(hooks, next)

/** /signin?message=unauthorised&next=<where the user was> */
export const signInPathFor = (location: { pathname: string; search: string; hash: string }) =>
  `/signin?message=unauthorised&next=${encodeURIComponent(location.pathname + location.search + location.hash)}`

/**
 * `errors` as field → messages. A lone string counts as one message; anything else (an array, a
 * number) cannot be shown beside a field and is dropped rather than crash the form.
 */
const toFieldErrors = (errors: unknown): FieldErrors => {
  if (!errors || typeof errors !== 'object' || Array.isArray(errors)) return {}
  const fields: FieldErrors = {}
  for (const [key, value] of Object.entries(errors)) {
    const messages = (Array.isArray(value) ? value : [value]).filter(
      (m): m is string => typeof m === 'string',
    )
    if (messages.length > 0) fields[key] = messages
  }
  return fields
}

const parseError = async (response: Response): Promise<ApiError> => {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // Not JSON (a proxy page, an empty body): the status text is all there is.
  }
  const record = body && typeof body === 'object' ? body : {}
  const raw = 'message' in record ? record.message : undefined
  const message = Array.isArray(raw) ? String(raw[0] ?? '') : typeof raw === 'string' ? raw : ''
  return new ApiError(
    response.status,
    message,
    toFieldErrors('errors' in record ? record.errors : undefined),
  )
}

/**
 * When this tab last signed out. For a few seconds after, a 401 is the sign-out's own doing, not a
 * reason to send anyone to sign in: the member's header, still mounted while the screen turns into
 * a visitor's, can ask for its notifications once more, and that request (sent just after the
 * session ended, or just before) comes back 401. Without this the signed-out member landed on the
 * sign-in page instead of the home page. Member-only screens still send a visitor to sign in
 * through their guards (RequireMember), which do not depend on a 401.
 */
const SIGN_OUT_GRACE_MS = 5_000
let signedOutAt = Number.NEGATIVE_INFINITY
export const markSignOut = (now = performance.now()) => {
  signedOutAt = now
}

/**
 * The fetch behind every API call: timeout, 401 → sign-in with a return address, an alert for
 * other failures (except 428, used for 3-D Secure, and calls that opt out), and an ApiError thrown
 * so TanStack Query and forms see the failure.
 */
export const apiFetch: typeof fetch = async (input, init) => {
  // The first screen's reads may have come with the page itself.
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET')
  if (method === 'GET') {
    const answer = takeShellAnswer(input instanceof Request ? input.url : String(input))
    if (answer) return answer
  }
  const headers = new Headers(init?.headers)
  const noAlert = headers.get('x-no-alert')
  const timeout = Number(headers.get('x-timeout') ?? DEFAULT_TIMEOUT_MS)
  headers.delete('x-no-alert')
  headers.delete('x-timeout')
  if (init?.body && !headers.has('content-type') && typeof init.body === 'string')
    headers.set('content-type', 'application/json')
  const signal = init?.signal
    ? AbortSignal.any([init.signal, AbortSignal.timeout(timeout)])
    : AbortSignal.timeout(timeout)

  let response: Response
  try {
    response = await fetch(input, { ...init, headers, signal, credentials: 'same-origin' })
  } catch (cause) {
    if (init?.signal?.aborted) throw cause
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError'
    const error = new ApiError(
      timedOut ? 408 : 0,
      timedOut ? 'Request took too long' : DEFAULT_ERROR_MESSAGE,
    )
    if (noAlert !== 'all') hooks.alert(error)
    throw error
  }
  if (response.ok) return response

  const error = await parseError(response)
  if (error.status === 401) {
    if (performance.now() - signedOutAt > SIGN_OUT_GRACE_MS)
      hooks.navigate(signInPathFor(window.location))
    throw error
  }
  const silent =
    noAlert === 'all' || error.status === 428 || (noAlert === '422' && error.status === 422)
  if (!silent) hooks.alert(error)
  throw error
}

/** The typed client: paths, inputs and responses come from the worker's routes. */
export const api = hc<AppType>('/', { fetch: apiFetch }).api

/** Reads a successful response's JSON with its type (errors were thrown by apiFetch already). */
export const json = <T>(response: { json(): Promise<T> }) => response.json()
