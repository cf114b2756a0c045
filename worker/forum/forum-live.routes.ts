import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { heartbeatQuery } from './forum.schemas'
import { forumHeartbeat } from './forum-heartbeat.service'
import { connectToThread } from './forum-live.service'

/**
 * Live replies on a thread page: the socket (the worker checks the session, the Origin and read
 * permission, then hands the upgrade to the thread's Durable Object) and its polling fallback.
 */
export const forumLiveRoutes = new Hono<AppEnv>()
  .get('/threads/:id/live', signedIn, validate('param', idParam), async (c) =>
    connectToThread(depsOf(c), c.req.valid('param').id, c.req.raw),
  )
  // 204 when nothing changed since `since` (spec 01 §7).
  .get('/heartbeat', anyone, validate('query', heartbeatQuery), async (c) => {
    const beat = await forumHeartbeat(depsOf(c), c.req.valid('query'))
    return beat ? c.json(item(beat)) : c.body(null, 204)
  })
