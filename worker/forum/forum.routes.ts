import { Hono } from 'hono'
import type { AppEnv } from '../lib/context'
import { forumCategoriesRoutes } from './forum-categories.routes'
import { forumLikesRoutes } from './forum-likes.routes'
import { forumLiveRoutes } from './forum-live.routes'
import { forumMentionsRoutes } from './forum-mentions.routes'
import { forumRepliesRoutes } from './forum-replies.routes'
import { forumSearchRoutes } from './forum-search.routes'
import { forumThreadsRoutes } from './forum-threads.routes'

/** The forum's API, mounted at /forum (PUT /settings/forum lives in forum-settings.routes.ts). */
export const forumApp = new Hono<AppEnv>()
  .route('/', forumCategoriesRoutes)
  .route('/', forumThreadsRoutes)
  .route('/', forumRepliesRoutes)
  .route('/', forumLikesRoutes)
  .route('/', forumSearchRoutes)
  .route('/', forumMentionsRoutes)
  .route('/', forumLiveRoutes)
