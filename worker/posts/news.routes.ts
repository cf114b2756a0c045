import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { createNewsInput, listPostsQuery, postKeyParam, updateNewsInput } from './posts.schemas'
import { createNews, updateNews } from './use-cases/save-post'
import { deletePost } from './use-cases/delete-post'
import { getNews } from './use-cases/get-post'
import { listNews } from './use-cases/list-posts'

/** News (spec 02 §7 generic resource). Mounted at /news. */
export const newsRoutes = new Hono<AppEnv>()
  .get('/', allowed('news.view:directory'), validate('query', listPostsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listNews(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:id', allowed('news.view:directory'), validate('param', postKeyParam), async (c) =>
    c.json(item(await getNews(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/',
    allowed('news.create', 'news.create-billable', 'news.manage'),
    validate('json', createNewsInput),
    async (c) => c.json(item(await createNews(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    signedIn,
    validate('param', postKeyParam),
    validate('json', updateNewsInput),
    async (c) =>
      c.json(item(await updateNews(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', postKeyParam), async (c) => {
    await deletePost(depsOf(c), 'news', c.req.valid('param').id)
    return c.body(null, 204)
  })
