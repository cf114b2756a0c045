import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { searchPostsInput } from './posts.schemas'
import { searchPosts } from './use-cases/search-posts'

/**
 * Post search (spec 01 §7 POST with q and type; spec 02 §7 as a query string). Mounted at
 * /posts. Each type's results need its view permission; gated resources only for their group.
 */
export const postSearchRoutes = new Hono<AppEnv>()
  .post('/search', anyone, validate('json', searchPostsInput), async (c) => {
    const input = c.req.valid('json')
    const { rows, total } = await searchPosts(depsOf(c), input)
    return c.json(page(rows, total, input))
  })
  .get('/search', anyone, validate('query', searchPostsInput), async (c) => {
    const input = c.req.valid('query')
    const { rows, total } = await searchPosts(depsOf(c), input)
    return c.json(page(rows, total, input))
  })
