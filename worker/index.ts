import { Hono } from 'hono'
import { app } from './app'
import { runScheduled } from './jobs'
import { handleError } from './lib/error-handler'
import { notFound } from './lib/errors'
import { securityHeaders } from './lib/http'
import { serveSpa, serveWebManifest } from './spa/spa-assets'
import { WEB_MANIFEST_PATH } from './spa/web-manifest'

export { AdvertCounter } from '../durable-objects/advert-counter'
export { ForumThreadRoom } from '../durable-objects/forum-thread-room'
export { MessageThreadRoom } from '../durable-objects/message-thread-room'

/**
 * The Worker: /api/* goes to the Hono API; everything else is the SPA's static assets (with
 * single-page-application fallback for deep links), served with the same security headers.
 */
const root = new Hono<{ Bindings: Env }>()
  .route('/', app)
  // Unknown API paths never fall through to the SPA.
  .all('/api/*', securityHeaders, () => {
    throw notFound()
  })
  .get(WEB_MANIFEST_PATH, securityHeaders, (c) =>
    serveWebManifest(app, c.req.raw, c.env, c.executionCtx),
  )
  // Worker tests run without built assets, hence the guard.
  .all('*', securityHeaders, async (c) => {
    if (!c.env.ASSETS) return c.notFound()
    return serveSpa(app, c.req.raw, c.env, c.executionCtx)
  })
  .onError(handleError)

export default {
  fetch: root.fetch,
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduled(controller, env)),
} satisfies ExportedHandler<Env>
