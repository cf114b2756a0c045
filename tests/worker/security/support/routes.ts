import { app } from '@worker/app'
import { accessRuleOf, type AccessRule } from '@worker/lib/access'
import { fileBodyLimit, imageBodyLimit } from '@worker/uploads/upload-limits'

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** 'METHOD /api/path' exactly as Hono registered it, e.g. 'PUT /api/roles/:id'. */
export type RouteKey = `${Method} /api/${string}`

export type ApiRoute = {
  key: RouteKey
  method: Method
  path: string
  rule: AccessRule | undefined
  /** Handlers after the guard and any body limit (validators, then the handler itself). */
  handlers: number
}

const METHODS = new Set<string>(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])
const isMethod = (m: string): m is Method => METHODS.has(m)
/** Middleware that only caps a route's body before its validators (the upload routes). */
const BODY_LIMITS = new Set<unknown>([fileBodyLimit, imageBodyLimit])

/** Every route of the Hono app (method ALL, i.e. middleware, skipped), in registration order. */
export const apiRoutes = (): ApiRoute[] => {
  const byKey = new Map<RouteKey, ApiRoute>()
  for (const route of app.routes) {
    if (route.method === 'ALL') continue
    if (!isMethod(route.method))
      throw new Error(`unexpected method ${route.method} on ${route.path}`)
    const key: RouteKey = `${route.method} /api/${route.path.replace(/^\/api\//, '')}`
    const entry = byKey.get(key) ?? {
      key,
      method: route.method,
      path: route.path,
      rule: undefined,
      handlers: 0,
    }
    const rule = accessRuleOf(route.handler)
    if (rule && !entry.rule) entry.rule = rule
    else if (!BODY_LIMITS.has(route.handler)) entry.handlers += 1
    byKey.set(key, entry)
  }
  return [...byKey.values()]
}

export const isUnsafe = (method: Method) => method !== 'GET'

/** Keys present in `table` but not among the app's routes (stale policy), and routes the table misses. */
export const coverage = (routes: readonly ApiRoute[], table: Record<string, unknown>) => {
  const keys = new Set(routes.map((r) => r.key))
  return {
    missing: routes.map((r) => r.key).filter((k) => !(k in table)),
    stale: Object.keys(table).filter((k) => !keys.has(k as RouteKey)),
  }
}
