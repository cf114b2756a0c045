import { Hono } from 'hono'
import { allowed, anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  forumSettingsInput,
  heartbeatQuery,
  mentionSuggestionsQuery,
  searchQuery,
} from './forum.schemas'
import { forumHeartbeat } from './forum-heartbeat.service'
import { suggestMentions } from './forum-mentions.service'
import { searchForum } from './forum-search.service'
import { saveForumSettings } from './forum-settings.service'

/** Forum search (FTS5), the polling fallback for live replies, mention suggestions and the on/off switch. */
export const forumSearchRoutes = new Hono<AppEnv>()
  .get('/forum/search', anyone, validate('query', searchQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await searchForum(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  // 204 when nothing changed since `since` (spec 01 §7).
  .get('/forum/heartbeat', anyone, validate('query', heartbeatQuery), async (c) => {
    const beat = await forumHeartbeat(depsOf(c), c.req.valid('query'))
    return beat ? c.json(item(beat)) : c.body(null, 204)
  })
  .get(
    '/forum/mention-suggestions',
    signedIn,
    validate('query', mentionSuggestionsQuery),
    async (c) => c.json(item(await suggestMentions(depsOf(c), c.req.valid('query').q))),
  )
  .put(
    '/settings/forum',
    allowed('sites.set.settings'),
    validate('json', forumSettingsInput),
    async (c) => c.json(item(await saveForumSettings(depsOf(c), c.req.valid('json')))),
  )
