/**
 * Valid requests of the polls, poll votes and surveys routes (spec 01 §7, spec 02 §7): each call
 * gets an approved, open poll or survey of the caller (own) or of the bystander (other), so a
 * refusal is the guard's or the policy's doing. Reads and renames leave it usable and build it once
 * per test file (`reuse`); deletes, votes, answers and vote decisions get a fresh one each.
 */
import { idParam } from '@worker/lib/params'
import {
  approveVotesInput,
  castVoteInput,
  createPollInput,
  createSurveyInput,
  exportUsersQuery,
  getPollQuery,
  listPollsQuery,
  listSurveyAnswersQuery,
  listSurveysQuery,
  listVotesQuery,
  surveyAnswerInput,
  surveyVotesQuery,
  updatePollInput,
  updateSurveyInput,
  updateVoteInput,
} from '@worker/polls/polls.schemas'
import { createUser } from '../../../helpers/factories'
import type { Ownership, Principal } from '../../../helpers/principals'
import { createPoll, createSurvey, createVote } from '../../../helpers/poll-factories'
import type { Fixtures, RequestSpec } from './valid-requests'

let sequence = 0
const title = (prefix: string) => `${prefix} ${Date.now().toString(36)}-${(sequence += 1)}`

const ownerOf = (p: Principal, o: Ownership | null, fx: Fixtures) =>
  o === 'own' && p.user ? p.user.id : fx.bystander.id

/** A poll of the owner with one pending vote by someone else. */
const pollWithVote = async (userId: number) => {
  const { poll, options } = await createPoll({ userId })
  const voter = await createUser()
  const vote = await createVote({ pollId: poll.id, optionId: options[0]!.id, userId: voter.id })
  return { poll, vote }
}

const newPoll = () => ({
  title: title('Matrix poll'),
  starts_at: '2030-07-01',
  poll_options: [{ value: 'Yes' }, { value: 'No' }],
})
const newSurvey = () => ({
  title: title('Matrix survey'),
  starts_at: '2030-07-01',
  questions: [{ question: 'Why?' }],
})

export const POLL_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/polls': {
    input: { query: listPollsQuery },
    build: () => ({ path: '/api/polls?page=1&with=siblings&hide_if_child=1' }),
  },
  'GET /api/polls/:id': {
    reuse: 'owner',
    input: { param: idParam, query: getPollQuery },
    build: async () => ({ path: `/api/polls/${(await createPoll()).poll.id}` }),
  },
  'POST /api/polls': {
    input: { json: createPollInput },
    build: () => ({ path: '/api/polls', json: newPoll() }),
  },
  // Owners edit their own poll, but not its status (that is for polls.manage).
  'PUT /api/polls/:id': {
    reuse: 'owner',
    input: { param: idParam, json: updatePollInput },
    item: 'poll',
    build: async ({ p, ownership, fx }) => {
      const { poll } = await createPoll({ userId: ownerOf(p, ownership, fx) })
      return { path: `/api/polls/${poll.id}`, json: { title: title('Renamed poll') } }
    },
  },
  'DELETE /api/polls/:id': {
    input: { param: idParam },
    item: 'poll',
    build: async ({ p, ownership, fx }) => ({
      path: `/api/polls/${(await createPoll({ userId: ownerOf(p, ownership, fx) })).poll.id}`,
    }),
  },
  'GET /api/polls/:id/export-votes': {
    reuse: 'owner',
    input: { param: idParam },
    item: 'poll',
    build: async ({ p, ownership, fx }) => {
      const { poll } = await pollWithVote(ownerOf(p, ownership, fx))
      return { path: `/api/polls/${poll.id}/export-votes` }
    },
  },
  'GET /api/polls/:id/export-users': {
    reuse: 'owner',
    input: { param: idParam, query: exportUsersQuery },
    build: async ({ fx }) => {
      const { poll } = await pollWithVote(fx.bystander.id)
      return { path: `/api/polls/${poll.id}/export-users` }
    },
  },
  'POST /api/poll-votes': {
    input: { json: castVoteInput },
    build: async () => ({
      path: '/api/poll-votes',
      json: { poll_option_id: (await createPoll()).options[0]!.id },
    }),
  },
  'GET /api/poll-votes': {
    input: { query: listVotesQuery },
    build: () => ({ path: '/api/poll-votes?page=1' }),
  },
  'GET /api/poll-votes/survey': {
    input: { query: surveyVotesQuery },
    build: () => ({ path: '/api/poll-votes/survey' }),
  },
  // The poll's owner or a manager approves its votes.
  'POST /api/poll-votes/approve': {
    input: { json: approveVotesInput },
    item: 'poll',
    build: async ({ p, ownership, fx }) => {
      const { poll } = await pollWithVote(ownerOf(p, ownership, fx))
      return { path: '/api/poll-votes/approve', json: { poll_id: poll.id } }
    },
  },
  'PUT /api/poll-votes/:id': {
    input: { param: idParam, json: updateVoteInput },
    item: 'poll',
    build: async ({ p, ownership, fx }) => {
      const { vote } = await pollWithVote(ownerOf(p, ownership, fx))
      return { path: `/api/poll-votes/${vote.id}`, json: { status: 'approved' } }
    },
  },
  // Own: the caller's pending vote; other: the bystander's vote in the bystander's poll.
  'DELETE /api/poll-votes/:id': {
    input: { param: idParam },
    item: 'poll-vote',
    build: async ({ p, ownership, fx }) => {
      const { poll, options } = await createPoll({ userId: fx.bystander.id })
      const userId = ownerOf(p, ownership, fx)
      const vote = await createVote({ pollId: poll.id, optionId: options[0]!.id, userId })
      return { path: `/api/poll-votes/${vote.id}` }
    },
  },
  'GET /api/surveys': {
    input: { query: listSurveysQuery },
    build: () => ({ path: '/api/surveys?page=1' }),
  },
  'GET /api/surveys/:id': {
    reuse: 'owner',
    input: { param: idParam },
    build: async () => ({ path: `/api/surveys/${(await createSurvey()).survey.id}` }),
  },
  'POST /api/surveys': {
    input: { json: createSurveyInput },
    build: () => ({ path: '/api/surveys', json: newSurvey() }),
  },
  'PUT /api/surveys/:id': {
    reuse: 'owner',
    input: { param: idParam, json: updateSurveyInput },
    item: 'survey',
    build: async ({ p, ownership, fx }) => {
      const { survey } = await createSurvey({ userId: ownerOf(p, ownership, fx) })
      return { path: `/api/surveys/${survey.id}`, json: { title: title('Renamed survey') } }
    },
  },
  'DELETE /api/surveys/:id': {
    input: { param: idParam },
    item: 'survey',
    build: async ({ p, ownership, fx }) => ({
      path: `/api/surveys/${(await createSurvey({ userId: ownerOf(p, ownership, fx) })).survey.id}`,
    }),
  },
  'POST /api/surveys/:id/answer': {
    input: { param: idParam, json: surveyAnswerInput },
    build: async () => {
      const { survey, questions } = await createSurvey()
      return {
        path: `/api/surveys/${survey.id}/answer`,
        json: { answers: [{ question_id: questions[0]!.id, answer: 'Because' }] },
      }
    },
  },
  'GET /api/surveys/:id/answers': {
    reuse: 'owner',
    input: { param: idParam, query: listSurveyAnswersQuery },
    item: 'survey',
    build: async ({ p, ownership, fx }) => {
      const { survey } = await createSurvey({ userId: ownerOf(p, ownership, fx) })
      return { path: `/api/surveys/${survey.id}/answers?page=1` }
    },
  },
  'GET /api/surveys/:id/export-votes': {
    reuse: 'owner',
    input: { param: idParam },
    item: 'survey',
    build: async ({ p, ownership, fx }) => {
      const { survey } = await createSurvey({ userId: ownerOf(p, ownership, fx) })
      return { path: `/api/surveys/${survey.id}/export-votes` }
    },
  },
  'GET /api/surveys/:id/export-users': {
    reuse: 'owner',
    input: { param: idParam, query: exportUsersQuery },
    build: async ({ fx }) => {
      const { survey } = await createSurvey({ userId: fx.bystander.id })
      return { path: `/api/surveys/${survey.id}/export-users` }
    },
  },
}
