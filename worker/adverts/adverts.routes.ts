import { Hono } from 'hono'
import { adminsOnly, anyone } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { clickThrough, recordImpressions } from './adverts-counts.service'
import {
  createAdvertInput,
  listAdvertsQuery,
  recordImpressionsInput,
  showingAdvertsQuery,
  updateAdvertInput,
} from './adverts.schemas'
import {
  createAdvert,
  deleteAdvert,
  getAdvert,
  listAdverts,
  listShowingAdverts,
  updateAdvert,
} from './adverts.service'

/**
 * Adverts (spec 02 §7 generic resource), mounted at /adverts. The resource is admins' (the
 * catalogue has no advert permission: adminsOnly, and the service checks again); the member side
 * reads /showing and sends impressions and clicks, which anyone may.
 */
export const advertsRoutes = new Hono<AppEnv>()
  .get('/', adminsOnly, validate('query', listAdvertsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listAdverts(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  // The same for every reader, so browsers and the edge may keep it a minute.
  .get('/showing', anyone, validate('query', showingAdvertsQuery), async (c) => {
    const rows = await listShowingAdverts(depsOf(c), c.req.valid('query').position)
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(item(rows))
  })
  .post('/impressions', anyone, validate('json', recordImpressionsInput), async (c) => {
    await recordImpressions(depsOf(c), c.req.valid('json').ids)
    return c.body(null, 204)
  })
  .get('/:id', adminsOnly, validate('param', idParam), async (c) =>
    c.json(item(await getAdvert(depsOf(c), c.req.valid('param').id))),
  )
  .get('/:id/click', anyone, validate('param', idParam), async (c) => {
    const href = await clickThrough(depsOf(c), c.req.valid('param').id)
    c.header('Cache-Control', 'no-store')
    return c.redirect(href, 302)
  })
  .post('/', adminsOnly, validate('json', createAdvertInput), async (c) =>
    c.json(item(await createAdvert(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    adminsOnly,
    validate('param', idParam),
    validate('json', updateAdvertInput),
    async (c) =>
      c.json(item(await updateAdvert(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', adminsOnly, validate('param', idParam), async (c) => {
    await deleteAdvert(depsOf(c), c.req.valid('param').id)
    return c.body(null, 204)
  })
