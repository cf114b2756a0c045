import { app } from './app'
import { runScheduled } from './jobs'
import { securityHeaders } from './lib/http'
import { Hono } from 'hono'

/**
 * The Worker: /api/* goes to the Hono API; everything else is the SPA's static assets (with
 * single-page-application fallback for deep links), served with the same security headers.
 */
const root = new Hono<{ Bindings: Env }>()
  .route('/', app)
  .all('*', securityHeaders, (c) => c.env.ASSETS.fetch(c.req.raw))

export default {
  fetch: root.fetch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(controller, env)),
} satisfies ExportedHandler<Env>
