import type {
  PollOptionResource,
  PollResource,
  PollVoteResource,
  SurveyResource,
  SurveySummary,
} from '@worker/polls/polls.schemas'

/** Dates around the fixed clock the poll tests do not need: open until far in the future. */
const OPEN = { starts_at: '2025-01-01T00:00:00.000Z', ends_at: '2099-01-01T00:00:00.000Z' }

export const optionFixture = (
  id: number,
  value: string,
  overrides: Partial<PollOptionResource> = {},
): PollOptionResource => ({
  id,
  value,
  position: id,
  percentage: null,
  total_votes: null,
  total_pending_votes: 0,
  ...overrides,
})

/** Three options, Red (11), Green (12) and Blue (13), results hidden. */
export const threeOptions = () => [
  optionFixture(11, 'Red'),
  optionFixture(12, 'Green'),
  optionFixture(13, 'Blue'),
]

/** An approved, active poll nobody has voted in, as GET /api/polls/{id} answers. */
export const pollFixture = (overrides: Partial<PollResource> = {}): PollResource => ({
  id: 5,
  type: 'poll',
  title: 'Favourite colour',
  description: 'Pick the colour for the summer fair.',
  sponsored_by: null,
  sponsored_by_link: null,
  status: 'approved',
  ...OPEN,
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
  poll_options: threeOptions(),
  current_users_vote: null,
  voted_option_id: null,
  results_visible: false,
  total_votes: null,
  total_pending_votes: 0,
  total_replies: 0,
  likes: 0,
  comments: 0,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  siblingPolls: [],
  user_id: 3,
  user: { id: 3, full_name: 'Grace Hopper', slug: 'grace-hopper', img: null },
  can_edit: false,
  can_edit_options: false,
  can_edit_dates: false,
  recently_approved: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
})

export const voteFixture = (overrides: Partial<PollVoteResource> = {}): PollVoteResource => ({
  id: 90,
  poll_option_id: 12,
  poll_id: 5,
  survey_id: null,
  user_id: 7,
  status: 'pending',
  created_at: '2025-02-01T00:00:00.000Z',
  approved_at: null,
  ...overrides,
})

/** The poll after the reader voted for Green: pending, results hidden. */
export const pendingPoll = (overrides: Partial<PollResource> = {}) =>
  pollFixture({
    current_users_vote: voteFixture(),
    voted_option_id: 12,
    ...overrides,
  })

/** The poll once the reader's vote for Green was approved: results shown. */
export const approvedPoll = (overrides: Partial<PollResource> = {}) =>
  pollFixture({
    current_users_vote: voteFixture({ status: 'approved', approved_at: '2025-02-02T00:00:00Z' }),
    voted_option_id: 12,
    results_visible: true,
    total_votes: 5,
    poll_options: [
      optionFixture(11, 'Red', { percentage: 20, total_votes: 1 }),
      optionFixture(12, 'Green', { percentage: 40, total_votes: 2 }),
      optionFixture(13, 'Blue', { percentage: 40, total_votes: 2 }),
    ],
    ...overrides,
  })

export const surveyFixture = (overrides: Partial<SurveyResource> = {}): SurveyResource => ({
  id: 20,
  type: 'survey',
  title: 'Members’ survey',
  description: 'Tell us how the year went.',
  status: 'approved',
  ...OPEN,
  is_active: true,
  is_expired: false,
  is_private: false,
  event_id: null,
  categories: [],
  stripe_id: null,
  price_paid: 0,
  offline_payment: false,
  questions: [
    { id: 31, question: 'What did you enjoy most?', position: 0, answers: [] },
    { id: 32, question: 'What should we change?', position: 1, answers: [] },
  ],
  polls: {
    40: {
      poll_id: 40,
      survey_id: 20,
      poll: pollFixture({ id: 40, title: 'Best event', survey_id: 20 }),
      options: threeOptions(),
    },
  },
  answers: null,
  answered: false,
  answered_at: null,
  total_submissions: 0,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  user_id: 3,
  user: { id: 3, full_name: 'Grace Hopper', slug: 'grace-hopper', img: null },
  can_edit: false,
  can_edit_options: false,
  can_edit_dates: false,
  recently_approved: false,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...overrides,
})

export const surveySummary = (id: number, overrides: Partial<SurveySummary> = {}) => {
  const {
    polls: _polls,
    questions: _questions,
    answers: _answers,
    ...rest
  } = surveyFixture({
    id,
    title: `Survey ${id}`,
  })
  return { ...rest, total_questions: 2, total_polls: 1, ...overrides } satisfies SurveySummary
}
