import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { listFeedQuery } from './feed.schemas'
import { listFeed } from './feed.service'

/**
 * Mounted at /feed. Anyone may ask: each item type is in the page only for readers holding its
 * view permission (a filter for another type answers an empty page), and each item only as far
 * as the reader may see it.
 */
export const feedRoutes = new Hono<AppEnv>().get(
  '/',
  anyone,
  validate('query', listFeedQuery),
  async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listFeed(depsOf(c), query)
    return c.json(page(rows, total, query))
  },
)
