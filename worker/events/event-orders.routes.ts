import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  confirmOrderInput,
  listOrdersQuery,
  orderCostQuery,
  reserveOrderInput,
} from './event-orders.schemas'
import { reserveOrder } from './use-cases/reserve-order'
import { cancelOrder } from './use-cases/cancel-order'
import { confirmOrder } from './use-cases/confirm-order'
import { listOrders } from './use-cases/list-orders'
import { orderCost } from './use-cases/get-order-cost'

/**
 * Ticket orders, mounted at /event-orders: cost → reserve → confirm and pay → purchased, and cancel. Visitors may book
 * (with a captcha and attendee details); seats change only through conditional SQL.
 */
export const eventOrdersRoutes = new Hono<AppEnv>()
  .get('/cost', anyone, validate('query', orderCostQuery), async (c) =>
    c.json(item(await orderCost(depsOf(c), c.req.valid('query')))),
  )
  .get('/', signedIn, validate('query', listOrdersQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listOrders(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .post('/', anyone, validate('json', reserveOrderInput), async (c) =>
    c.json(item(await reserveOrder(depsOf(c), c.req.valid('json'))), 201),
  )
  .post(
    '/:id/confirm',
    anyone,
    validate('param', idParam),
    validate('json', confirmOrderInput),
    async (c) =>
      c.json(item(await confirmOrder(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await cancelOrder(depsOf(c), c.req.valid('param').id))),
  )
