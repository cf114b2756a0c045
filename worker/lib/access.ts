import type { MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import { loadPermissions } from '../auth/auth.middleware'
import type { AppEnv } from './context'
import { forbidden, notFound, unauthenticated } from './errors'

/**
 * Every route declares who may call it with one of these as its first handler.
 * A test walks the app's routes and fails on any route without one.
 */
export const ACCESS = Symbol('access')
export type AccessRule = 'public' | 'signed-in' | `permission:${string}` | 'development'

const tag = (rule: AccessRule, handler: MiddlewareHandler<AppEnv>) =>
  Object.assign(handler, { [ACCESS]: rule }) as MiddlewareHandler<AppEnv> & { [ACCESS]: AccessRule }

export const accessRuleOf = (handler: unknown): AccessRule | undefined =>
  (handler as { [ACCESS]?: AccessRule })[ACCESS]

/** Anyone, signed in or not. */
export const anyone = tag('public', createMiddleware<AppEnv>(async (_c, next) => next()))

/** A signed-in member of any role. */
export const signedIn = tag(
  'signed-in',
  createMiddleware<AppEnv>(async (c, next) => {
    if (!c.var.actor.user) throw unauthenticated()
    await next()
  }),
)

/**
 * Holders of any one of the permissions; visitors get 401 (so the app offers sign-in),
 * members without it 403. Item-level rules (owner or manage) are checked in the service.
 */
export const allowed = (...keys: [string, ...string[]]) =>
  tag(
    `permission:${keys.join('|')}`,
    createMiddleware<AppEnv>(async (c, next) => {
      const held = await loadPermissions(c)
      const ok = c.var.actor.user?.role === 'super_admin' || keys.some((k) => held.has(k))
      if (!ok) throw c.var.actor.user ? forbidden() : unauthenticated()
      await next()
    }),
  )

/** Development and test only (the local outbox); production answers 404. */
export const developmentOnly = tag(
  'development',
  createMiddleware<AppEnv>(async (c, next) => {
    if (c.env.APP_ENV === 'production') throw notFound()
    await next()
  }),
)
