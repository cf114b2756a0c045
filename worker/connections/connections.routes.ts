import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  answerConnectRequestInput,
  createConnectRequestInput,
  listConnectRequestsQuery,
  listConnectsQuery,
  memberIdParam,
} from './connections.schemas'
import {
  answerConnectRequest,
  askToConnect,
  cancelConnectRequest,
  listConnectRequests,
} from './connect-requests.service'
import { listConnects, removeConnection } from './connects.service'

/** Connect requests and connects (spec 01 §7): signed-in members, each acting for themselves. */
export const connectionsRoutes = new Hono<AppEnv>()
  .get('/connect-requests', signedIn, validate('query', listConnectRequestsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listConnectRequests(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .post('/connect-requests', signedIn, validate('json', createConnectRequestInput), async (c) =>
    c.json(item(await askToConnect(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/connect-requests/:id',
    signedIn,
    validate('param', idParam),
    validate('json', answerConnectRequestInput),
    async (c) =>
      c.json(
        item(await answerConnectRequest(depsOf(c), c.req.valid('param').id, c.req.valid('json'))),
      ),
  )
  .delete('/connect-requests/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await cancelConnectRequest(depsOf(c), c.req.valid('param').id))),
  )
  .get('/connects', signedIn, validate('query', listConnectsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listConnects(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .delete('/connects/:user_id', signedIn, validate('param', memberIdParam), async (c) =>
    c.json(item(await removeConnection(depsOf(c), c.req.valid('param').user_id))),
  )
