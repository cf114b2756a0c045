import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  createResourceInput,
  listPostsQuery,
  postKeyParam,
  updateResourceInput,
} from './posts.schemas'
import { createResource, updateResource } from './use-cases/save-post'
import { deletePost } from './use-cases/delete-post'
import { getResource, getResourcePreview } from './use-cases/get-post'
import { listResources } from './use-cases/list-posts'

/**
 * Resources (spec 02 §7 generic resource). Mounted at /resources. A resource tied to a group is
 * open only to its members: GET answers 403 to others, who read the card through /preview.
 */
export const resourcesRoutes = new Hono<AppEnv>()
  .get('/', allowed('resources.view'), validate('query', listPostsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listResources(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:id', allowed('resources.view'), validate('param', postKeyParam), async (c) =>
    c.json(item(await getResource(depsOf(c), c.req.valid('param').id))),
  )
  .get('/:id/preview', allowed('resources.view'), validate('param', postKeyParam), async (c) =>
    c.json(item(await getResourcePreview(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/',
    allowed('resources.create', 'resources.manage'),
    validate('json', createResourceInput),
    async (c) => c.json(item(await createResource(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    signedIn,
    validate('param', postKeyParam),
    validate('json', updateResourceInput),
    async (c) =>
      c.json(item(await updateResource(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', postKeyParam), async (c) => {
    await deletePost(depsOf(c), 'resource', c.req.valid('param').id)
    return c.body(null, 204)
  })
