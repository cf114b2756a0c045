import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  blockMemberInput,
  listBlocksQuery,
  listReportsQuery,
  memberIdParam,
  reportMemberInput,
  updateReportInput,
} from './connections.schemas'
import {
  blockMember,
  listBlocks,
  listReports,
  reportMember,
  unblockMember,
  updateReport,
} from './member-safety.service'

/**
 * Blocking (each member their own list) and reporting members; the reports list and its resolve
 * action need users.update, like the admin users screen (no new permission key).
 */
export const memberSafetyRoutes = new Hono<AppEnv>()
  .get('/member-blocks', signedIn, validate('query', listBlocksQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listBlocks(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .post('/member-blocks', signedIn, validate('json', blockMemberInput), async (c) =>
    c.json(item(await blockMember(depsOf(c), c.req.valid('json'))), 201),
  )
  .delete('/member-blocks/:user_id', signedIn, validate('param', memberIdParam), async (c) =>
    c.json(item(await unblockMember(depsOf(c), c.req.valid('param').user_id))),
  )
  .post('/member-reports', signedIn, validate('json', reportMemberInput), async (c) =>
    c.json(item(await reportMember(depsOf(c), c.req.valid('json'))), 201),
  )
  .get(
    '/member-reports',
    allowed('users.update'),
    validate('query', listReportsQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listReports(depsOf(c), query)
      return c.json(page(rows, total, query))
    },
  )
  .put(
    '/member-reports/:id',
    allowed('users.update'),
    validate('param', idParam),
    validate('json', updateReportInput),
    async (c) =>
      c.json(item(await updateReport(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
