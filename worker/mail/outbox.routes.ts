import { Hono } from 'hono'
import { developmentOnly } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { page } from '../lib/envelope'
import { pagingQuery } from '../lib/paging'
import { validate } from '../lib/validate'
import { listOutbox } from './outbox.service'

/** Mounted at /dev/outbox: lets a person read the local outbox. 404 in production. */
export const outboxRoutes = new Hono<AppEnv>().get(
  '/',
  developmentOnly,
  validate('query', pagingQuery(20)),
  async (c) => {
    const paging = c.req.valid('query')
    const { rows, total } = await listOutbox(depsOf(c), paging)
    return c.json(page(rows, total, paging))
  },
)
