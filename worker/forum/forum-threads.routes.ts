import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  createThreadInput,
  getThreadQuery,
  listThreadsQuery,
  threadSlugParams,
  updateThreadInput,
} from './forum.schemas'
import { idParam } from '../lib/params'
import { createThread } from './use-cases/create-thread'
import { deleteThread } from './use-cases/delete-thread'
import { getThread, getThreadBySlugs, listThreads } from './use-cases/read-threads'
import { updateThread } from './use-cases/update-thread'

/**
 * Forum threads (spec 01 §7). Reading is open to anyone, within the rules of private threads and
 * group-gated categories (checked in SQL by the service); any signed-in member may write.
 */
export const forumThreadsRoutes = new Hono<AppEnv>()
  .get('/threads', anyone, validate('query', listThreadsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listThreads(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get(
    '/threads/:id',
    anyone,
    validate('param', idParam),
    validate('query', getThreadQuery),
    async (c) =>
      c.json(
        item(await getThread(depsOf(c), c.req.valid('param').id, c.req.valid('query').with ?? [])),
      ),
  )
  // The page's address: /forum/{category slug}/{thread slug}.
  .get(
    '/categories/:category/threads/:thread',
    anyone,
    validate('param', threadSlugParams),
    validate('query', getThreadQuery),
    async (c) => {
      const { category, thread } = c.req.valid('param')
      return c.json(
        item(await getThreadBySlugs(depsOf(c), category, thread, c.req.valid('query').with ?? [])),
      )
    },
  )
  .post('/threads', signedIn, validate('json', createThreadInput), async (c) =>
    c.json(item(await createThread(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/threads/:id',
    signedIn,
    validate('param', idParam),
    validate('json', updateThreadInput),
    async (c) =>
      c.json(item(await updateThread(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/threads/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await deleteThread(depsOf(c), c.req.valid('param').id))),
  )
