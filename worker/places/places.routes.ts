import { Hono } from 'hono'
import { anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { item } from '../lib/envelope'
import { validate } from '../lib/validate'
import { loadPlaces } from './places'
import { searchPlacesQuery } from './places.schemas'

/**
 * Mounted at /places: the place autocomplete, from the offline gazetteer. The same answer for
 * everyone, so browsers and the edge may keep it for a day.
 */
export const placesRoutes = new Hono<AppEnv>().get(
  '/',
  anyone,
  validate('query', searchPlacesQuery),
  async (c) => {
    const { q } = c.req.valid('query')
    const found = q.length < 2 ? [] : (await loadPlaces()).search(q, 10)
    c.header('Cache-Control', 'public, max-age=86400')
    return c.json(item(found.map(({ id, kind, name, detail }) => ({ id, kind, name, detail }))))
  },
)
