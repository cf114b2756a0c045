import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { listDirectoryQuery, memberSlugParam } from './directory.schemas'
import { getMemberProfile, listDirectory } from './directory.service'

/** Mounted at /users/directory: the members directory and member profiles (users.view:directory). */
export const directoryRoutes = new Hono<AppEnv>()
  .get('/', allowed('users.view:directory'), validate('query', listDirectoryQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listDirectory(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:slug', allowed('users.view:directory'), validate('param', memberSlugParam), async (c) =>
    c.json(item(await getMemberProfile(depsOf(c), c.req.valid('param').slug))),
  )
