import { exports } from 'cloudflare:workers'

export const ORIGIN = 'http://localhost'

export type Session = { cookie: string | null }

export type CallOptions = {
  method?: string
  json?: unknown
  /** A multipart body (uploads): fetch writes the content type with its boundary. */
  form?: FormData
  session?: Session | null
  headers?: Record<string, string>
}

/** Calls the worker as the SPA would: same-origin, JSON (or multipart), with the session cookie when given. */
export const call = async (path: string, options: CallOptions = {}) => {
  const hasBody = options.json !== undefined || options.form !== undefined
  const method = options.method ?? (hasBody ? 'POST' : 'GET')
  const headers: Record<string, string> = {
    ...(method === 'GET' ? {} : { origin: ORIGIN }),
    ...options.headers,
  }
  if (options.json !== undefined && options.form === undefined)
    headers['content-type'] = 'application/json'
  if (options.session?.cookie) headers.cookie = options.session.cookie
  const response = await exports.default.fetch(`${ORIGIN}${path}`, {
    method,
    headers,
    body: options.form ?? (options.json === undefined ? undefined : JSON.stringify(options.json)),
  })
  const text = await response.text()
  let body: unknown = null
  try {
    body = text ? JSON.parse(text) : null
  } catch {
    body = text
  }
  return {
    status: response.status,
    headers: response.headers,
    body: body as Record<string, unknown> & {
      data?: unknown
      message?: string
      errors?: Record<string, string[]>
    },
  }
}

/** The session cookie (name=value) a response set, or null when it cleared or set none. */
export const sessionCookieFrom = (headers: Headers) => {
  const raw = headers.getSetCookie().find((c) => c.startsWith('guildhall_session='))
  if (!raw) return null
  const pair = raw.split(';')[0]!
  return pair.endsWith('=') ? null : pair
}
