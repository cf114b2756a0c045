import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { groupRequestInput, listGroupRequestsQuery } from './groups.schemas'
import { idParam } from '../lib/params'
import {
  acceptGroupRequest,
  declineGroupRequest,
  listGroupRequests,
  requestToJoin,
} from './group-requests.service'

/** Join requests (spec 01 §4/§7, spec 02 §4): members ask; groups.manage accepts or declines. */
export const groupUserRequestsRoutes = new Hono<AppEnv>()
  .get(
    '/group-user-requests',
    allowed('groups.manage'),
    validate('query', listGroupRequestsQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listGroupRequests(depsOf(c), query)
      return c.json(page(rows, total, query))
    },
  )
  .post('/group-user-requests', signedIn, validate('json', groupRequestInput), async (c) =>
    c.json(item(await requestToJoin(depsOf(c), c.req.valid('json'))), 201),
  )
  .post(
    '/group-user-requests/:id/accept',
    allowed('groups.manage'),
    validate('param', idParam),
    async (c) => c.json(item(await acceptGroupRequest(depsOf(c), c.req.valid('param').id))),
  )
  .post(
    '/group-user-requests/:id/decline',
    allowed('groups.manage'),
    validate('param', idParam),
    async (c) => c.json(item(await declineGroupRequest(depsOf(c), c.req.valid('param').id))),
  )
