import type {
  PollOptionResource,
  PollResource,
  PollVoteRow,
  SurveyResource,
  SurveySubmissionRow,
  SurveySummary,
} from '@worker/polls/polls.schemas'
import type { Me } from '@/lib/session'
import type { ApiRequest } from '../helpers/fetch-mock'
import { meFixture } from '../helpers/fixtures'
import { author, postApi } from '../helpers/post-resource'

export { item, page, requestsTo } from '../helpers/post-resource'

const BASE = ['polls.view', 'users.view:directory']
export const pollManager = (): Me =>
  meFixture({
    role: 'admin',
    permissions: [
      ...BASE,
      'polls.create',
      'polls.manage',
      'polls.export-voters',
      'surveys.create',
      'surveys.manage',
      'surveys.export-voters',
    ],
  })
/** A contributor who may create polls and surveys but manage neither. */
export const pollWriter = (): Me =>
  meFixture({ role: 'contributor', permissions: [...BASE, 'polls.create', 'surveys.create'] })

export const optionFixture = (
  id: number,
  value: string,
  votes = 0,
  pending = 0,
): PollOptionResource => ({
  id,
  value,
  position: id,
  percentage: null,
  total_votes: votes,
  total_pending_votes: pending,
})

/** A poll as GET /api/polls/:id answers its manager. */
export const pollFixture = (overrides: Partial<PollResource> = {}): PollResource => ({
  id: 5,
  type: 'poll',
  title: 'Where should the summer social be?',
  description: 'Pick a venue',
  sponsored_by: null,
  sponsored_by_link: null,
  status: 'approved',
  starts_at: '2026-06-01T23:00:00.000Z',
  ends_at: '2026-07-01T23:00:00.000Z',
  is_active: true,
  is_expired: false,
  dont_show_on_polls: false,
  event_id: null,
  parent_id: null,
  survey_id: null,
  categories: [],
  stripe_id: null,
  price_paid: 0,
  offline_payment: false,
  poll_options: [optionFixture(1, 'The park', 3, 1), optionFixture(2, 'The pub', 1, 0)],
  current_users_vote: null,
  voted_option_id: null,
  results_visible: true,
  total_votes: 4,
  total_pending_votes: 1,
  total_replies: 0,
  likes: 0,
  comments: 0,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  siblingPolls: [],
  user_id: author.id,
  user: author,
  can_edit: true,
  can_edit_options: true,
  can_edit_dates: true,
  recently_approved: false,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
  ...overrides,
})

export const voteFixture = (overrides: Partial<PollVoteRow> = {}): PollVoteRow => ({
  id: 40,
  poll_option_id: 1,
  poll_id: 5,
  survey_id: null,
  user_id: 9,
  status: 'pending',
  created_at: '2026-06-03T10:00:00.000Z',
  approved_at: null,
  user: { id: 9, full_name: 'Grace Hopper', slug: 'grace-hopper', img: null, email: 'g@x.test' },
  poll: { id: 5, title: 'Where should the summer social be?', type: 'poll' },
  option: { id: 1, value: 'The park' },
  ...overrides,
})

export const surveyFixture = (overrides: Partial<SurveyResource> = {}): SurveyResource => ({
  id: 20,
  type: 'survey',
  title: 'Member survey 2026',
  description: 'Tell us what you think',
  status: 'approved',
  starts_at: '2026-06-01T23:00:00.000Z',
  ends_at: '2026-07-01T23:00:00.000Z',
  is_active: true,
  is_expired: false,
  is_private: false,
  event_id: null,
  categories: [],
  stripe_id: null,
  price_paid: 0,
  offline_payment: false,
  questions: [{ id: 31, question: 'What should we do more of?', position: 0, answers: [] }],
  polls: {
    6: {
      poll_id: 6,
      survey_id: 20,
      poll: pollFixture({ id: 6, title: 'Best night?', survey_id: 20 }),
      options: [optionFixture(11, 'Friday'), optionFixture(12, 'Saturday')],
    },
  },
  answers: null,
  answered: false,
  answered_at: null,
  total_submissions: 2,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  user_id: author.id,
  user: author,
  can_edit: true,
  can_edit_options: true,
  can_edit_dates: true,
  recently_approved: false,
  created_at: '2026-06-01T09:00:00.000Z',
  updated_at: '2026-06-01T09:00:00.000Z',
  ...overrides,
})

export const surveySummaryOf = (survey: SurveyResource): SurveySummary => {
  const { polls, questions, answers: _answers, ...rest } = survey
  return { ...rest, total_questions: questions.length, total_polls: Object.keys(polls).length }
}

export const submissionFixture = (
  overrides: Partial<SurveySubmissionRow> = {},
): SurveySubmissionRow => ({
  id: 70,
  created_at: '2026-06-04T12:00:00.000Z',
  user: { id: 9, full_name: 'Grace Hopper', slug: 'grace-hopper', img: null, email: 'g@x.test' },
  answers: [{ question_id: 31, answer: 'More walks' }],
  ...overrides,
})

/** The reads every admin screen makes (me, settings, categories), plus the test's own. */
export const pollApi = (
  me: Me = pollManager(),
  handler: (request: ApiRequest) => Response | undefined = () => undefined,
) => postApi({ me }, handler)
