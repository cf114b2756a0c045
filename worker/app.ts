import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { authenticate } from './auth/auth.middleware'
import { authRoutes } from './auth/auth.routes'
import { captchaRoutes } from './captcha/captcha.routes'
import { anyone } from './lib/access'
import type { AppEnv } from './lib/context'
import { AppError, STATUS_OF } from './lib/errors'
import { item } from './lib/envelope'
import { bodyRules, requestContext, sameOriginWrites, securityHeaders } from './lib/http'
import { outboxRoutes } from './mail/outbox.routes'
import { notificationsRoutes } from './notifications/notifications.routes'
import { rolesRoutes } from './roles/roles.routes'
import { settingsRoutes } from './settings/settings.routes'
import { userAttributesRoutes } from './settings/user-attributes.routes'
import { usersRoutes } from './users/users.routes'

/** The JSON API under /api: middleware, one sub-app per domain, and the only error formatter. */
export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(securityHeaders, requestContext, sameOriginWrites, bodyRules, authenticate)
  .get('/heartbeat', anyone, (c) => c.json(item({ time: Math.floor(Date.now() / 1000), signed_in: c.var.actor.user !== null })))
  .route('/', authRoutes)
  .route('/', captchaRoutes)
  .route('/', settingsRoutes)
  .route('/', userAttributesRoutes)
  .route('/', rolesRoutes)
  .route('/', usersRoutes)
  .route('/', notificationsRoutes)
  .route('/', outboxRoutes)

app.notFound((c) => c.json({ message: "Couldn't find what you asked for" }, 404))

app.onError((error, c) => {
  if (error instanceof AppError) {
    for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value)
    return c.json({ message: error.message, ...(error.fields ? { errors: error.fields } : {}) }, STATUS_OF[error.code])
  }
  if (error instanceof HTTPException) {
    // Hono raises these for malformed JSON bodies and the like.
    const status = error.status
    const message = status === 400 ? 'Request not understood' : error.message || 'Request couldn\'t be completed.'
    return c.json({ message }, status)
  }
  console.error(`[${c.var.requestId ?? '-'}] ${c.req.method} ${new URL(c.req.url).pathname}`, error)
  return c.json({ message: 'There was an error on the server' }, 500)
})

export type AppType = typeof app
