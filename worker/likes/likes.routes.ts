import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { likeInput, listLikesQuery } from './likes.schemas'
import { likeItem, listLikes, unlikeItem } from './likes.service'

/**
 * Likes on events, news, resources and members (spec 01 §7). Reading follows the item's
 * visibility (the type's view permission, checked by the service with the batch); liking needs a
 * session (spec 01 §6). The list's meta carries the viewer's own like id (0 for none).
 */
export const likesRoutes = new Hono<AppEnv>()
  .get('/', anyone, validate('query', listLikesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total, userLiked } = await listLikes(depsOf(c), query)
    const { data, meta } = page(rows, total, query)
    return c.json({ data, meta: { ...meta, user_liked: userLiked } })
  })
  .post('/', signedIn, validate('json', likeInput), async (c) =>
    c.json(item(await likeItem(depsOf(c), c.req.valid('json'))), 201),
  )
  .delete('/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await unlikeItem(depsOf(c), c.req.valid('param').id))),
  )
