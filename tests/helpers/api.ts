import { exports } from 'cloudflare:workers'
import { hc, type ClientResponse } from 'hono/client'
import type { ResponseFormat } from 'hono/types'
import { z } from 'zod'
import type { AppType } from '@worker/app'
import { ORIGIN, type Session } from './http'

type ClientOptions = {
  /**
   * The query string exactly as written (`q=x&categories[]=1`), for tests of spellings the client
   * does not produce (`key[]=`, comma lists); it replaces whatever query the call built.
   */
  query?: string
}

/**
 * The typed client (`hc<AppType>`, as the web app uses) over the worker in this isolate: paths,
 * inputs and responses come from the worker's routes. Requests go as the SPA sends them: the
 * Origin header on writes (the same-origin check) and the session cookie when signed in.
 */
const clientFor = (session: Session | null, options: ClientOptions = {}) =>
  hc<AppType>(ORIGIN, {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input instanceof Request ? input.url : input)
      if (options.query !== undefined) url.search = options.query
      const headers = new Headers(init?.headers)
      if ((init?.method ?? 'GET').toUpperCase() !== 'GET') headers.set('origin', ORIGIN)
      if (session?.cookie) headers.set('cookie', session.cookie)
      return exports.default.fetch(url, { ...init, headers })
    },
  }).api

/** The API as a visitor calls it. */
export const api = clientFor(null)

/** The API as this session calls it (a visitor when there is none). */
export const apiAs = (session: Session | null | undefined, options?: ClientOptions) =>
  clientFor(session ?? null, options)

/** What a typed call answered: any status may come back (the route's types name only its successes). */
export type Reply<T> = { status: number; headers: Headers; body: T }

/** The JSON a route declares, across every response it may send (`{data: X} | {data: null}`). */
type JsonOf<R> = R extends ClientResponse<infer T, number, ResponseFormat> ? T : never

/**
 * Sends a typed call and reads its status, headers and JSON body, typed by the worker's route.
 * An error status carries the contract's error body instead: read that with `errorOf`.
 */
export function send<R extends ClientResponse<unknown>>(
  request: Promise<R>,
): Promise<Reply<JsonOf<R>>>
export async function send(request: Promise<ClientResponse<unknown>>): Promise<Reply<unknown>> {
  const res = await request
  // A 204 has no body to read.
  const text = await res.text()
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null }
}

/**
 * One field of each row, for rows the typed client can only call JSON: a resource that nests
 * itself (an event's `children`) is beyond what hono's types expand.
 */
export const fieldOf = (rows: readonly unknown[], key: string) =>
  rows.map((row) =>
    row && typeof row === 'object' ? new Map(Object.entries(row)).get(key) : undefined,
  )

const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
})

/** The contract's error body, `{message, errors?}`: the worker's onError writes it, so no route declares it. */
export type ErrorBody = z.infer<typeof errorBody>

/** A failed call's error body, checked against the contract's shape rather than cast. */
export const errorOf = (res: { body: unknown }): ErrorBody => errorBody.parse(res.body)
