import { Hono } from 'hono'
import { advertsRoutes } from './adverts/adverts.routes'
import { authRoutes } from './auth/auth.routes'
import { captchaRoutes } from './captcha/captcha.routes'
import { categoriesRoutes } from './categories/categories.routes'
import { connectionsRoutes } from './connections/connections.routes'
import { memberSafetyRoutes } from './connections/member-safety.routes'
import { eventsApp } from './events/events.routes'
import { forumSettingsRoutes } from './forum/forum-settings.routes'
import { forumApp } from './forum/forum.routes'
import { groupUserRequestsRoutes } from './groups/group-user-requests.routes'
import { groupsApp } from './groups/groups.routes'
import { homeRoutes } from './home/home.routes'
import { messagesRoutes } from './messages/messages.routes'
import { approvalsRoutes } from './posts/approvals.routes'
import { feedRoutes } from './feed/feed.routes'
import { newsRoutes } from './posts/news.routes'
import { postSearchRoutes } from './posts/post-search.routes'
import { resourcesRoutes } from './posts/resources.routes'
import { promotionsRoutes } from './posts/promotions.routes'
import { faqQuestionsRoutes, faqRoutes, newsletterRoutes, pagesRoutes } from './pages/pages.routes'
import { pollsRoutes } from './polls/polls.routes'
import { pollVotesRoutes } from './polls/poll-votes.routes'
import { surveysRoutes } from './polls/surveys.routes'
import { commentsRoutes } from './comments/comments.routes'
import { likesRoutes } from './likes/likes.routes'
import { statsRoutes } from './stats/stats.routes'
import { authenticate } from './lib/authenticate'
import { featureOn } from './settings/feature-flags'
import type { AppEnv } from './lib/context'
import { handleError } from './lib/error-handler'
import { notFound } from './lib/errors'
import { bodyRules, requestContext, sameOriginWrites, securityHeaders } from './lib/http'
import { digestRoutes } from './digest/digest.routes'
import { outboxRoutes } from './mail/outbox.routes'
import {
  notificationPreferencesRoutes,
  notificationsRoutes,
} from './notifications/notifications.routes'
import { permissionsRoutes, rolesRoutes } from './roles/roles.routes'
import { featuredTilesRoutes, settingsRoutes } from './settings/settings.routes'
import { emailTemplatesRoutes, pushTemplatesRoutes } from './templates/templates.routes'
import { uploadsRoutes } from './uploads/uploads.routes'
import { userAttributesRoutes } from './settings/user-attributes.routes'
import { placesRoutes } from './places/places.routes'
import { directoryRoutes } from './users/directory.routes'
import { usersRoutes } from './users/users.routes'

/** The JSON API under /api: middleware, one sub-app per domain, and the only error formatter. */
export const app = new Hono<AppEnv>()
  .basePath('/api')
  .use(securityHeaders, requestContext, sameOriginWrites, bodyRules, authenticate)
  // Feature flags (settings.features): a switched-off feature's routes answer 403 to members and
  // visitors; its managers keep them. Before the routes, so the flags ride the first batch.
  .use('/events/*', featureOn('events'))
  .use('/event-orders/*', featureOn('events'))
  .use('/event-attendees/*', featureOn('events'))
  .use('/me/calendar-feed', featureOn('events'))
  .use('/calendar-feeds/*', featureOn('events'))
  .use('/polls/*', featureOn('polls'))
  .use('/poll-votes/survey', featureOn('surveys'))
  .use('/poll-votes/*', featureOn('polls', 'surveys'))
  .use('/surveys/*', featureOn('surveys'))
  .use('/promotions/*', featureOn('promotions'))
  .use('/resources/*', featureOn('resources'))
  // /signup, /signin, /signout, /me…, /password/…, /heartbeat: the caller's own session.
  .route('/', authRoutes)
  .route('/captcha', captchaRoutes)
  // Before /settings: PUT /settings/forum is the forum's switch, not the one-key save.
  .route('/', forumSettingsRoutes)
  .route('/settings', settingsRoutes)
  .route('/featured-tiles', featuredTilesRoutes)
  .route('/home', homeRoutes)
  .route('/user-attributes', userAttributesRoutes)
  .route('/permissions', permissionsRoutes)
  .route('/roles', rolesRoutes)
  // Before /users: /users/directory is not a member id.
  .route('/users/directory', directoryRoutes)
  .route('/users/newsletter', newsletterRoutes)
  .route('/users', usersRoutes)
  .route('/places', placesRoutes)
  .route('/notifications', notificationsRoutes)
  .route('/user-notifications', notificationPreferencesRoutes)
  .route('/dev/outbox', outboxRoutes)
  .route('/email-templates', emailTemplatesRoutes)
  .route('/email-digest', digestRoutes)
  .route('/push-notifications', pushTemplatesRoutes)
  // Routers whose paths span several prefixes (/events and /calendar-feeds, /uploads and /files…)
  // mount at the root and spell their paths in full.
  .route('/', categoriesRoutes)
  .route('/', eventsApp)
  .route('/', uploadsRoutes)
  .route('/groups', groupsApp)
  .route('/', groupUserRequestsRoutes)
  .route('/forum', forumApp)
  .route('/', connectionsRoutes)
  .route('/', memberSafetyRoutes)
  .route('/', messagesRoutes)
  .route('/news', newsRoutes)
  .route('/resources', resourcesRoutes)
  .route('/promotions', promotionsRoutes)
  .route('/polls', pollsRoutes)
  .route('/poll-votes', pollVotesRoutes)
  .route('/surveys', surveysRoutes)
  .route('/posts', postSearchRoutes)
  .route('/approvals', approvalsRoutes)
  .route('/comments', commentsRoutes)
  .route('/likes', likesRoutes)
  .route('/feed', feedRoutes)
  .route('/stats', statsRoutes)
  .route('/adverts', advertsRoutes)
  .route('/pages', pagesRoutes)
  .route('/faq', faqRoutes)
  .route('/faq-questions', faqQuestionsRoutes)

// handleError builds the 404 body, as it builds every error body.
app.notFound(() => {
  throw notFound()
})

app.onError(handleError)

export type AppType = typeof app
