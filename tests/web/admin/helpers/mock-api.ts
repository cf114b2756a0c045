import { vi } from 'vitest'

export type ApiCall = { method: string; url: URL; body: unknown }
type Reply = { status: number; body: unknown }
type Handler = (call: ApiCall & { params: Record<string, string> }) => Reply | unknown

/** A reply with a status other than 200, e.g. `reply(422, { message, errors })`. */
export const reply = (status: number, body: unknown): Reply => ({ status, body })
const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' && value !== null && 'status' in value && 'body' in value

const patternOf = (path: string) =>
  new RegExp(`^${path.replace(/:(\w+)/g, (_match, name: string) => `(?<${name}>[^/]+)`)}$`)

/**
 * Stubs fetch with handlers keyed "METHOD /api/path" (":id" segments allowed) answering API-shaped
 * JSON; anything unhandled answers 404, as the real API would. Returns every call made.
 */
export const mockApi = (handlers: Record<string, Handler>) => {
  const calls: ApiCall[] = []
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method = 'GET', path = '/'] = key.split(' ')
    return { method, pattern: patternOf(path), handler }
  })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const url = new URL(href, 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    const call = { method, url, body }
    calls.push(call)
    for (const route of routes) {
      const match = route.method === method ? route.pattern.exec(url.pathname) : null
      if (!match) continue
      const result = route.handler({ ...call, params: { ...match.groups } })
      const { status, body: json } = isReply(result) ? result : { status: 200, body: result }
      return new Response(JSON.stringify(json), {
        status,
        headers: { 'content-type': 'application/json' },
      })
    }
    return new Response(JSON.stringify({ message: "Couldn't find what you asked for" }), {
      status: 404,
    })
  })
  return {
    calls,
    /** Calls to one path, e.g. `callsTo('GET', '/api/users')`. */
    callsTo: (method: string, pathname: string) =>
      calls.filter((c) => c.method === method && c.url.pathname === pathname),
  }
}
