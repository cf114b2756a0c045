import { vi } from 'vitest'

export type ApiRequest = {
  method: string
  path: string
  query: URLSearchParams
  body: unknown
  headers: Headers
  signal: AbortSignal | null | undefined
}
type Handler = (request: ApiRequest) => Response | Promise<Response> | undefined

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/**
 * Replaces fetch for one test: each call is described to `handler`, which answers or returns
 * undefined (a test failure: an unexpected call). Returns the spy, whose calls are the requests.
 */
export const mockFetch = (handler: Handler) => {
  const requests: ApiRequest[] = []
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost')
    const text = typeof init?.body === 'string' ? init.body : null
    const request: ApiRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : null,
      headers: new Headers(init?.headers),
      signal: init?.signal,
    }
    requests.push(request)
    const response = await handler(request)
    if (!response)
      throw new Error(`Unexpected request ${request.method} ${url.pathname}${url.search}`)
    return response
  })
  return { spy, requests }
}
