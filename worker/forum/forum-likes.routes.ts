import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { idParam } from '../lib/params'
import { likeInput, listLikesQuery } from './forum.schemas'
import { deleteLike, likeObject, listLikes } from './forum-likes.service'

/** Likes on threads and replies (spec 01 §7 /forum/likes/{likeId}). */
export const forumLikesRoutes = new Hono<AppEnv>()
  .get('/likes', anyone, validate('query', listLikesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listLikes(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .post('/likes', signedIn, validate('json', likeInput), async (c) =>
    c.json(item(await likeObject(depsOf(c), c.req.valid('json'))), 201),
  )
  .delete('/likes/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await deleteLike(depsOf(c), c.req.valid('param').id))),
  )
