import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item } from '../lib/envelope'
import { getHome } from './home.service'

/**
 * Mounted at /home: the home page's data for whoever asks. Anyone may: each section carries only
 * what its own area shows this viewer (events.view, the forum's private threads and groups).
 */
export const homeRoutes = new Hono<AppEnv>().get('/', anyone, async (c) =>
  c.json(item(await getHome(depsOf(c)))),
)
