import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { cappedPage } from '../lib/envelope'
import { validate } from '../lib/validate'
import { searchQuery } from './forum-search.schemas'
import { searchForum } from './forum-search.service'

/** Forum search (FTS5, most relevant first) over threads and replies the viewer may read. */
export const forumSearchRoutes = new Hono<AppEnv>().get(
  '/search',
  anyone,
  validate('query', searchQuery),
  async (c) => {
    const query = c.req.valid('query')
    const { rows, total, isTotalCapped } = await searchForum(depsOf(c), query)
    return c.json(cappedPage(rows, { total, isCapped: isTotalCapped }, query))
  },
)
