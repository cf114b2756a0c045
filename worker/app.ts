import { Hono } from 'hono'
import { actorOf, authenticate } from './auth/auth.middleware'
import { authRoutes } from './auth/auth.routes'
import { captchaRoutes } from './captcha/captcha.routes'
import { categoriesRoutes } from './categories/categories.routes'
import { eventAttendeesRoutes } from './events/event-attendees.routes'
import { eventCalendarRoutes } from './events/event-calendar.routes'
import { eventOrdersRoutes } from './events/event-orders.routes'
import { eventsRoutes } from './events/events.routes'
import { forumSettingsRoutes } from './forum/forum-settings.routes'
import { forumApp } from './forum/forum.routes'
import { groupUserRequestsRoutes } from './groups/group-user-requests.routes'
import { groupsApp } from './groups/groups.routes'
import { anyone } from './lib/access'
import type { AppEnv } from './lib/context'
import { item } from './lib/envelope'
import { handleError } from './lib/error-handler'
import { bodyRules, requestContext, sameOriginWrites, securityHeaders } from './lib/http'
import { outboxRoutes } from './mail/outbox.routes'
import { notificationsRoutes } from './notifications/notifications.routes'
import { rolesRoutes } from './roles/roles.routes'
import { settingsRoutes } from './settings/settings.routes'
import { uploadsRoutes } from './uploads/uploads.routes'
import { userAttributesRoutes } from './settings/user-attributes.routes'
import { usersRoutes } from './users/users.routes'

/** The JSON API under /api: middleware, one sub-app per domain, and the only error formatter. */
export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(securityHeaders, requestContext, sameOriginWrites, bodyRules, authenticate)
  .get('/heartbeat', anyone, async (c) => {
    const signedIn = c.var.auth.tokenHash ? (await actorOf(c)).user !== null : false
    return c.json(item({ time: Math.floor(Date.now() / 1000), signed_in: signedIn }))
  })
  .route('/', authRoutes)
  .route('/', captchaRoutes)
  .route('/', settingsRoutes)
  .route('/', userAttributesRoutes)
  .route('/', rolesRoutes)
  .route('/', usersRoutes)
  .route('/', notificationsRoutes)
  .route('/', outboxRoutes)
  .route('/', categoriesRoutes)
  .route('/', eventsRoutes)
  .route('/', eventOrdersRoutes)
  .route('/', eventAttendeesRoutes)
  .route('/', eventCalendarRoutes)
  .route('/', uploadsRoutes)
  .route('/groups', groupsApp)
  .route('/', groupUserRequestsRoutes)
  .route('/forum', forumApp)
  .route('/', forumSettingsRoutes)

app.notFound((c) => c.json({ message: "Couldn't find what you asked for" }, 404))

app.onError(handleError)

export type AppType = typeof app
