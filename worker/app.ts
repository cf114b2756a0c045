import { Hono } from 'hono'
import { actorOf, authenticate } from './auth/auth.middleware'
import { authRoutes } from './auth/auth.routes'
import { captchaRoutes } from './captcha/captcha.routes'
import { categoriesRoutes } from './categories/categories.routes'
import { eventsApp } from './events/events.routes'
import { forumCategoriesRoutes } from './forum/forum-categories.routes'
import { forumLikesRoutes } from './forum/forum-likes.routes'
import { forumLiveRoutes } from './forum/forum-live.routes'
import { forumRepliesRoutes } from './forum/forum-replies.routes'
import { forumSearchRoutes } from './forum/forum-search.routes'
import { forumThreadsRoutes } from './forum/forum-threads.routes'
import { groupUserRequestsRoutes } from './groups/group-user-requests.routes'
import { groupsRoutes } from './groups/groups.routes'
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
  .route('/', eventsApp)
  .route('/', uploadsRoutes)
  .route('/', groupsRoutes)
  .route('/', groupUserRequestsRoutes)
  .route('/', forumCategoriesRoutes)
  .route('/', forumThreadsRoutes)
  .route('/', forumRepliesRoutes)
  .route('/', forumLikesRoutes)
  .route('/', forumSearchRoutes)
  .route('/', forumLiveRoutes)

app.notFound((c) => c.json({ message: "Couldn't find what you asked for" }, 404))

app.onError(handleError)

export type AppType = typeof app
