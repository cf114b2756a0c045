import { Hono } from 'hono'
import { allowed } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { page } from '../lib/envelope'
import { validate } from '../lib/validate'
import { listApprovalsQuery } from './posts.schemas'
import { listApprovals } from './use-cases/list-approvals'

/**
 * What waits for approval across types, for the admin dashboard (spec 02 §4): each type's pending
 * items for holders of its manage key. Approve and reject go through each type's own PUT.
 * Mounted at /approvals.
 */
export const approvalsRoutes = new Hono<AppEnv>().get(
  '/',
  allowed(
    'events.manage',
    'news.manage',
    'resources.manage',
    'polls.manage',
    'surveys.manage',
    'promotions.manage',
  ),
  validate('query', listApprovalsQuery),
  async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listApprovals(depsOf(c), query)
    return c.json(page(rows, total, query))
  },
)
