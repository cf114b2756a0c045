import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Check } from './request-auth'
import type { AppEnv } from './context'
import { forbidden, notFound, unauthenticated } from './errors'
import { isAdmin, visitorMayHold } from './policy'

/**
 * Every route declares who may call it with one of these as its first handler.
 * A test walks the app's routes and fails on any route without one.
 */
export const ACCESS = Symbol('access')
export type AccessRule = 'public' | 'signed-in' | 'admins' | `permission:${string}` | 'development'

const tag = (rule: AccessRule, handler: MiddlewareHandler<AppEnv>) =>
  Object.assign(handler, { [ACCESS]: rule }) as MiddlewareHandler<AppEnv> & { [ACCESS]: AccessRule }

export const accessRuleOf = (handler: unknown): AccessRule | undefined =>
  (handler as { [ACCESS]?: AccessRule })[ACCESS]

/**
 * A guard registers its rule with the request's auth: on reads it is checked when the first
 * db.batch brings the session rows (or before the response, whichever comes first); on writes
 * before the handler runs.
 */
const guard = (rule: AccessRule, check: Check, permissions: boolean, atFirstBatch = false) =>
  tag(
    rule,
    createMiddleware<AppEnv>(async (c, next) => {
      await c.var.auth.require(check, { permissions, atFirstBatch })
      await next()
      await c.var.auth.finish()
    }),
  )

/** Anyone, signed in or not. */
export const anyone = tag(
  'public',
  createMiddleware<AppEnv>(async (_c, next) => next()),
)

const mustBeSignedIn: Check = (actor) => (actor.user ? null : unauthenticated())

/** A signed-in member of any role. */
export const signedIn = guard('signed-in', mustBeSignedIn, false)

/**
 * `signedIn` for a write whose first db.batch only reads (then writes in a later one): the session
 * rides in that batch instead of costing a round trip of its own, and the check runs on its rows
 * before the handler goes on to write. A request without a cookie is refused at once, as by
 * signedIn. Only for handlers whose first batch writes nothing.
 */
export const signedInReadFirst = guard('signed-in', mustBeSignedIn, false, true)

/**
 * `signedIn` for a write done in ONE batch whose every statement names the sender as the
 * session's user in SQL (viewerOfSession's id) and writes only when that rule holds: the session
 * rides in the same batch, a dead session writes nothing, and the check runs on the rows that
 * come back, before the handler answers. The same mechanism as signedInReadFirst; a handler that
 * writes with the user's id as a value must use signedIn.
 */
export const signedInSqlGuarded = signedInReadFirst

/**
 * Admins and super admins only, for screens no permission key names (the statistics): the same
 * rule as the admin nav's `adminsOnly`. Visitors 401, other members 403.
 */
export const adminsOnly = guard(
  'admins',
  (actor) => (isAdmin(actor) ? null : actor.user ? forbidden() : unauthenticated()),
  false,
)

/**
 * Holders of any one of the permissions; visitors get 401 (so the app offers sign-in),
 * members without it 403. Item-level rules (owner or manage) are checked in the service.
 * When no key is one the visitor role may hold, the visitor's permissions cannot change the
 * answer: a request without a session cookie is refused before the handler runs a query.
 */
export const allowed = (...keys: [string, ...string[]]) =>
  guard(
    `permission:${keys.join('|')}`,
    (actor) => {
      if (actor.user?.role === 'super_admin' || keys.some((k) => actor.permissions.has(k)))
        return null
      return actor.user ? forbidden() : unauthenticated()
    },
    keys.some(visitorMayHold),
  )

/**
 * Development and test only (the local outbox): never in production, and only to requests made to
 * this machine, so a deployment that forgot APP_ENV still cannot expose it.
 */
export const developmentOnly = tag(
  'development',
  createMiddleware<AppEnv>(async (c, next) => {
    const host = new URL(c.req.url).hostname
    const local = host === 'localhost' || host === '127.0.0.1' || host === '[::1]'
    if (c.env.APP_ENV === 'production' || !local) throw notFound()
    await next()
  }),
)
