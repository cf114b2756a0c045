import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { listUserAttributes } from './user-attributes.service'

/** Mounted at /user-attributes. */
export const userAttributesRoutes = new Hono<AppEnv>().get('/', anyone, async (c) =>
  c.json(item(await listUserAttributes(depsOf(c)))),
)
