import { Hono } from 'hono'
import { anyone, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import {
  confirmOrderInput,
  listOrdersQuery,
  orderCostQuery,
  orderIdParam,
  reserveOrderInput,
} from './event-orders.schemas'
import {
  cancelOrder,
  confirmOrder,
  listOrders,
  orderCost,
  reserveOrder,
} from './use-cases/reserve-order'

/**
 * Ticket orders: cost → reserve → confirm and pay → purchased, and cancel. Visitors may book
 * (with a captcha and attendee details); seats change only through conditional SQL.
 */
export const eventOrdersRoutes = new Hono<AppEnv>()
  .get('/event-orders/cost', anyone, validate('query', orderCostQuery), async (c) =>
    c.json(item(await orderCost(depsOf(c), c.req.valid('query')))),
  )
  .get('/event-orders', signedIn, validate('query', listOrdersQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listOrders(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .post('/event-orders', anyone, validate('json', reserveOrderInput), async (c) =>
    c.json(item(await reserveOrder(depsOf(c), c.req.valid('json'))), 201),
  )
  .post(
    '/event-orders/:id/confirm',
    anyone,
    validate('param', orderIdParam),
    validate('json', confirmOrderInput),
    async (c) =>
      c.json(item(await confirmOrder(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/event-orders/:id', signedIn, validate('param', orderIdParam), async (c) =>
    c.json(item(await cancelOrder(depsOf(c), c.req.valid('param').id))),
  )
