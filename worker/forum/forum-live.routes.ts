import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { validate } from '../lib/validate'
import { idParam } from '../lib/params'
import { connectToThread } from './forum-live.service'

/**
 * The live socket of a thread page. The worker checks the session, the Origin and read permission,
 * then hands the upgrade to the thread's Durable Object.
 */
export const forumLiveRoutes = new Hono<AppEnv>().get(
  '/forum/threads/:id/live',
  signedIn,
  validate('param', idParam),
  async (c) => connectToThread(depsOf(c), c.req.valid('param').id, c.req.raw),
)
