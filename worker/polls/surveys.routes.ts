import { Hono } from 'hono'
import { allowed, signedIn } from '../lib/access'
import type { AppEnv } from '../lib/context'
import { depsOf } from '../lib/deps'
import { item, page } from '../lib/envelope'
import { idParam } from '../lib/params'
import { validate } from '../lib/validate'
import { csvResponse } from './csv-response'
import { POLL_CREATE_KEYS } from './polls.routes'
import {
  createSurveyInput,
  exportUsersQuery,
  listSurveyAnswersQuery,
  listSurveysQuery,
  surveyAnswerInput,
  updateSurveyInput,
} from './polls.schemas'
import { exportVotersCsv, exportVotesCsv } from './use-cases/exports'
import { deletePoll } from './use-cases/polls'
import { createSurvey, updateSurvey } from './use-cases/save-survey'
import { answerSurvey, getSurvey, listSurveyAnswers, listSurveys } from './use-cases/surveys'

/**
 * Surveys follow the poll rules (spec 02 §4, spec 03 §6): created with the poll keys or the
 * survey keys of the same names, read with polls.view. Mounted at /surveys.
 */
export const SURVEY_CREATE_KEYS = [
  ...POLL_CREATE_KEYS,
  'surveys.create',
  'surveys.create-billable',
  'surveys.manage',
] as const

export const surveysRoutes = new Hono<AppEnv>()
  .get('/', allowed('polls.view'), validate('query', listSurveysQuery), async (c) => {
    const query = c.req.valid('query')
    const { rows, total } = await listSurveys(depsOf(c), query)
    return c.json(page(rows, total, query))
  })
  .get('/:id', allowed('polls.view'), validate('param', idParam), async (c) =>
    c.json(item(await getSurvey(depsOf(c), c.req.valid('param').id))),
  )
  .post('/', allowed(...SURVEY_CREATE_KEYS), validate('json', createSurveyInput), async (c) =>
    c.json(item(await createSurvey(depsOf(c), c.req.valid('json'))), 201),
  )
  .put(
    '/:id',
    signedIn,
    validate('param', idParam),
    validate('json', updateSurveyInput),
    async (c) =>
      c.json(item(await updateSurvey(depsOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  .delete('/:id', signedIn, validate('param', idParam), async (c) => {
    await deletePoll(depsOf(c), 'survey', c.req.valid('param').id)
    return c.body(null, 204)
  })
  .post(
    '/:id/answer',
    signedIn,
    validate('param', idParam),
    validate('json', surveyAnswerInput),
    async (c) =>
      c.json(
        item(await answerSurvey(depsOf(c), c.req.valid('param').id, c.req.valid('json'))),
        201,
      ),
  )
  .get(
    '/:id/answers',
    signedIn,
    validate('param', idParam),
    validate('query', listSurveyAnswersQuery),
    async (c) => {
      const query = c.req.valid('query')
      const { rows, total } = await listSurveyAnswers(depsOf(c), c.req.valid('param').id, query)
      return c.json(page(rows, total, query))
    },
  )
  .get('/:id/export-votes', signedIn, validate('param', idParam), async (c) =>
    csvResponse(c, await exportVotesCsv(depsOf(c), 'survey', c.req.valid('param').id)),
  )
  .get(
    '/:id/export-users',
    allowed('polls.export-voters', 'surveys.export-voters'),
    validate('param', idParam),
    validate('query', exportUsersQuery),
    async (c) => {
      const q = c.req.valid('query')
      const options = [...(q.options ?? []), ...(q['options[]'] ?? [])]
      return csvResponse(
        c,
        await exportVotersCsv(depsOf(c), 'survey', c.req.valid('param').id, options),
      )
    },
  )
