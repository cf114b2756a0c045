import { Hono } from 'hono'
import { signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import {
  approveVotesInput,
  castVoteInput,
  listVotesQuery,
  surveyVotesQuery,
  updateVoteInput,
} from './polls.schemas'
import {
  approveVotes,
  castVote,
  listSurveyVotes,
  listVotes,
  setVoteStatus,
  withdrawVote,
} from './use-cases/votes'

/**
 * Poll votes (spec 01 §7). Mounted at /poll-votes. Voting needs polls.view (checked with the
 * poll); approving needs the poll's manage key.
 */
export const pollVotesRoutes = new Hono<AppEnv>()
  .post('/', signedIn, validate('json', castVoteInput), async (c) =>
    c.json(item(await castVote(depsOf(c), c.req.valid('json'))), 201),
  )
  .get('/', signedIn, validate('query', listVotesQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listVotes(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/survey', signedIn, validate('query', surveyVotesQuery), async (c) =>
    c.json(item(await listSurveyVotes(depsOf(c), c.req.valid('query').survey_id))),
  )
  .post('/approve', signedIn, validate('json', approveVotesInput), async (c) =>
    c.json(item(await approveVotes(depsOf(c), c.req.valid('json')))),
  )
  .put('/:id', signedIn, validate('param', idParam), validate('json', updateVoteInput), async (c) =>
    c.json(
      item(await setVoteStatus(depsOf(c), c.req.valid('param').id, c.req.valid('json').status)),
    ),
  )
  /** Withdraw (the voter, while pending) or reject (a manager): the poll as it now reads. */
  .delete('/:id', signedIn, validate('param', idParam), async (c) =>
    c.json(item(await withdrawVote(depsOf(c), c.req.valid('param').id))),
  )
