import { Hono } from 'hono'
import { adminsOnly } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { statsQuery } from './stats.schemas'
import { getStats } from './stats.service'

/**
 * The statistics dashboard (spec 02 §2, §7). No permission key names it, so it is for admins, as
 * the admin nav's Statistics entry is. Mounted at /stats.
 */
export const statsRoutes = new Hono<AppEnv>().get(
  '/',
  adminsOnly,
  validate('query', statsQuery),
  async (c) => {
    const stats = await getStats(depsOf(c), c.req.valid('query'))
    c.header('Cache-Control', 'private, max-age=60')
    return c.json(item(stats))
  },
)
