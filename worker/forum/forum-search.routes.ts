import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { searchQuery } from './forum-search.schemas'
import { searchForum } from './forum-search.service'

/** Forum search (FTS5) over threads and replies the viewer may read. */
export const forumSearchRoutes = new Hono<AppEnv>().get(
  '/search',
  anyone,
  validate('query', searchQuery),
  async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await searchForum(depsOf(c), query)
    return c.json(page(rows, total, query))
  },
)
