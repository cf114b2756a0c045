import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { csvResponse } from './csv-response'
import {
  createPollInput,
  exportUsersQuery,
  getPollQuery,
  listPollsQuery,
  updatePollInput,
} from './polls.schemas'
import { exportVotersCsv, exportVotesCsv } from './use-cases/exports'
import { createPoll, deletePoll, getPoll, listPolls, updatePoll } from './use-cases/polls'

/** Creating a poll (spec 02 §6): any of these. */
export const POLL_CREATE_KEYS = ['polls.create', 'polls.create-billable', 'polls.manage'] as const

/** Polls (spec 01 §7, spec 02 §7 generic resource). Mounted at /polls. */
export const pollsRoutes = new Hono<AppEnv>()
  .get('/', allowed('polls.view'), validate('query', listPollsQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listPolls(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get(
    '/:id',
    allowed('polls.view'),
    validate('param', idParam),
    validate('query', getPollQuery),
    async (c) =>
      c.json(
        item(
          await getPoll(depsOf(c), c.req.valid('param').id, {
            includeDontShowOnPolls: c.req.valid('query').include_dont_show_on_polls,
          }),
        ),
      ),
  )
  .post('/', allowed(...POLL_CREATE_KEYS), validate('json', createPollInput), async (c) =>
    c.json(item(await createPoll(depsOf(c), c.req.valid('json'))), 201),
  )
  .put('/:id', signedIn, validate('param', idParam), validate('json', updatePollInput), async (c) =>
    c.json(item(await updatePoll(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', idParam), async (c) => {
    await deletePoll(depsOf(c), 'poll', c.req.valid('param').id)
    return c.body(null, 204)
  })
  .get('/:id/export-votes', signedIn, validate('param', idParam), async (c) =>
    csvResponse(c, await exportVotesCsv(depsOf(c), 'poll', c.req.valid('param').id)),
  )
  .get(
    '/:id/export-users',
    allowed('polls.export-voters'),
    validate('param', idParam),
    validate('query', exportUsersQuery),
    async (c) => {
      const q = c.req.valid('query')
      const options = [...(q.options ?? []), ...(q['options[]'] ?? [])]
      return csvResponse(
        c,
        await exportVotersCsv(depsOf(c), 'poll', c.req.valid('param').id, options),
      )
    },
  )
