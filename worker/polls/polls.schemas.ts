import { z } from 'zod'
import type { CategoryResource } from '../categories/categories.schemas'
import { pagingQuery } from '../lib/paging'
import { flagParam, idListParam, withParam } from '../lib/query-lists'

/**
 * Polls, poll votes and surveys (spec 01 §2–§4, §7; spec 02 §3–§9; spec 03 §6). The web's
 * editors and cards import these inputs and shapes, so the validator and the form share one
 * schema. Surveys follow the poll rules (spec 02 §4, spec 03 §6).
 */
export const POLL_STATUSES = ['pending', 'approved', 'rejected'] as const
export type PollStatus = (typeof POLL_STATUSES)[number]
export const VOTE_STATUSES = ['pending', 'approved'] as const
export type VoteStatus = (typeof VOTE_STATUSES)[number]
export const MAX_POLL_OPTIONS = 20
export const MAX_SURVEY_QUESTIONS = 50
export const MAX_SURVEY_POLLS = 20

/** Spec 01 §8 and spec 02 §8, word for word. */
export const POLL_MESSAGES = {
  voteCast: 'Vote Cast',
  votePending: 'Vote Pending',
  voteWithdrawn: 'Vote Withdrawn',
  answerSubmitted: 'You have submitted an answer for this poll.',
  surveyAnswersSubmitted: 'Survey answers submitted!',
  surveyAnsweredHeading: 'Survey Answers Submitted',
  submitAnswers: 'Submit Answers',
  pollSaved: 'Poll Created/Saved',
  pollDeleted: 'Poll deleted',
  surveySaved: 'Survey Created/Saved',
  surveyDeleted: 'Survey deleted',
  deleteFailed: 'Error while attempting to save',
  noPolls: 'No polls found',
  noSurveys: 'No surveys found',
  expired: 'Expired',
  // Refusals (409 / 422), the worker's words.
  alreadyVoted: 'You have already voted in this poll',
  notActive: 'This poll is not open for voting',
  voteApproved: 'An approved vote cannot be withdrawn',
  alreadyAnswered: 'You have already answered this survey',
  surveyNotActive: 'This survey is not open for answers',
  optionsLocked: 'The options cannot be changed once the poll is live',
  datesLocked: 'The dates cannot be changed once the poll is saved',
} as const

/**
 * A date entered in London time (spec 02 §9): `YYYY-MM-DD` (the start of that day),
 * `YYYY-MM-DDTHH:mm[:ss]` (London wall clock) or an instant with an offset. Stored in UTC by
 * worker/lib/london-time.ts.
 */
export const londonDateInput = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/, {
      message: 'Enter a valid date',
      abort: true,
    })
    .refine(
      (v) => !Number.isNaN(Date.parse(v.length === 10 ? `${v}T00:00:00Z` : v)),
      'Enter a valid date',
    )

const title = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(200, 'Title must be 200 characters or fewer')

/** An option: id when it already exists (kept, so its votes stay), value as shown. */
export const pollOptionInput = z
  .object({
    id: z.number().int().positive().optional(),
    value: z
      .string({ error: 'Enter the option' })
      .trim()
      .min(1, 'Enter the option')
      .max(200, 'An option must be 200 characters or fewer'),
  })
  .strict()
export type PollOptionInput = z.infer<typeof pollOptionInput>

const pollOptionsInput = z
  .array(pollOptionInput)
  .min(2, 'Add at least two options')
  .max(MAX_POLL_OPTIONS, `A poll has at most ${MAX_POLL_OPTIONS} options`)

const endsAfterStart = (
  p: { starts_at?: string; ends_at?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (p.starts_at && p.ends_at && p.ends_at.slice(0, 10) < p.starts_at.slice(0, 10)) {
    ctx.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: 'The end date must be after the start date',
    })
  }
}

const pollFields = z.object({
  title,
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be 2000 characters or fewer')
    .default(''),
  sponsored_by: z
    .string()
    .trim()
    .max(120, 'Sponsor must be 120 characters or fewer')
    .nullable()
    .optional(),
  sponsored_by_link: z
    .url({ error: 'Enter a valid link, e.g. https://example.com' })
    .max(500)
    .nullable()
    .optional(),
  /** Managers only (spec 02 §6); others' polls are pending. */
  status: z
    .enum(POLL_STATUSES, { error: 'Status must be pending, approved or rejected' })
    .optional(),
  starts_at: londonDateInput('Start date is required'),
  /** Defaults to one month after the start (spec 02 §9). */
  ends_at: londonDateInput('End date is required').nullable().optional(),
  poll_options: pollOptionsInput,
  categories: z.array(z.number().int().positive()).max(50).default([]),
  dont_show_on_polls: z.boolean().default(false),
  /** An event's poll: needs poll create/manage and event create/manage (spec 03 §6). */
  event_id: z.number().int().positive().nullable().optional(),
  /** The poll this one follows in a series (its siblings share the parent). */
  parent_id: z.number().int().positive().nullable().optional(),
})

const pf = pollFields.shape
export const createPollInput = pollFields.strict().superRefine(endsAfterStart)
export const updatePollInput = pollFields
  .extend({
    description: pf.description.unwrap(),
    categories: pf.categories.unwrap(),
    dont_show_on_polls: pf.dont_show_on_polls.unwrap(),
  })
  .partial()
  .strict()
  .superRefine(endsAfterStart)
export type CreatePollInput = z.infer<typeof createPollInput>
export type UpdatePollInput = z.infer<typeof updatePollInput>

/** A poll inside a survey: title and options (spec 02 §3 polls keyed by poll id). */
export const surveyPollInput = z
  .object({
    id: z.number().int().positive().optional(),
    title,
    poll_options: pollOptionsInput,
  })
  .strict()
export const surveyQuestionInput = z
  .object({
    id: z.number().int().positive().optional(),
    question: z
      .string({ error: 'Enter the question' })
      .trim()
      .min(1, 'Enter the question')
      .max(500, 'A question must be 500 characters or fewer'),
  })
  .strict()

const surveyFields = z.object({
  title,
  description: z
    .string()
    .trim()
    .max(2000, 'Description must be 2000 characters or fewer')
    .default(''),
  status: z
    .enum(POLL_STATUSES, { error: 'Status must be pending, approved or rejected' })
    .optional(),
  starts_at: londonDateInput('Start date is required'),
  ends_at: londonDateInput('End date is required').nullable().optional(),
  /** Only signed-in members see a private survey. */
  is_private: z.boolean().default(false),
  categories: z.array(z.number().int().positive()).max(50).default([]),
  questions: z
    .array(surveyQuestionInput)
    .max(MAX_SURVEY_QUESTIONS, `A survey has at most ${MAX_SURVEY_QUESTIONS} questions`)
    .default([]),
  polls: z
    .array(surveyPollInput)
    .max(MAX_SURVEY_POLLS, `A survey has at most ${MAX_SURVEY_POLLS} polls`)
    .default([]),
  event_id: z.number().int().positive().nullable().optional(),
})
const hasContent = (s: { questions?: unknown[]; polls?: unknown[] }, ctx: z.RefinementCtx) => {
  if (
    s.questions !== undefined &&
    s.polls !== undefined &&
    s.questions.length + s.polls.length === 0
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['questions'],
      message: 'Add at least one question or poll',
    })
  }
}
const sf = surveyFields.shape
export const createSurveyInput = surveyFields
  .strict()
  .superRefine(endsAfterStart)
  .superRefine(hasContent)
export const updateSurveyInput = surveyFields
  .extend({
    description: sf.description.unwrap(),
    is_private: sf.is_private.unwrap(),
    categories: sf.categories.unwrap(),
    questions: sf.questions.unwrap(),
    polls: sf.polls.unwrap(),
  })
  .partial()
  .strict()
  .superRefine(endsAfterStart)
  .superRefine(hasContent)
export type CreateSurveyInput = z.infer<typeof createSurveyInput>
export type UpdateSurveyInput = z.infer<typeof updateSurveyInput>

/** POST /api/poll-votes (spec 01 §7): the chosen option; the poll follows from it. */
export const castVoteInput = z
  .object({ poll_option_id: z.number({ error: 'Choose an option' }).int().positive() })
  .strict()
export type CastVoteInput = z.infer<typeof castVoteInput>

/** PUT /api/poll-votes/{id}: a manager approves a vote (or returns it to pending). */
export const updateVoteInput = z.object({ status: z.enum(VOTE_STATUSES) }).strict()
/** POST /api/poll-votes/approve: the queue's "Approve" on many votes, or every pending vote of a poll. */
export const approveVotesInput = z
  .object({
    ids: z.array(z.number().int().positive()).min(1).max(500).optional(),
    poll_id: z.number().int().positive().optional(),
  })
  .strict()
  .refine((v) => v.ids !== undefined || v.poll_id !== undefined, {
    message: 'Choose the votes to approve',
    path: ['ids'],
  })

/** POST /api/surveys/{id}/answer (spec 01 §7: {id, answers, user_id}). */
export const surveyAnswerInput = z
  .object({
    id: z.number().int().positive().optional(),
    /** Ignored beyond a check: answers are always the signed-in member's. */
    user_id: z.number().int().positive().optional(),
    answers: z
      .array(
        z
          .object({
            question_id: z.number().int().positive(),
            answer: z
              .string()
              .trim()
              .min(1, 'Enter an answer')
              .max(5000, 'An answer must be 5000 characters or fewer'),
          })
          .strict(),
      )
      .min(1, 'Answer at least one question')
      .max(MAX_SURVEY_QUESTIONS),
  })
  .strict()
export type SurveyAnswerInput = z.infer<typeof surveyAnswerInput>

/**
 * GET /api/polls (spec 01 §7 filters: status, categories[], starts_at_from, voted_as, with,
 * hide_if_child, type). Without status or user_id: approved polls, newest first, 9 a page.
 */
export const listPollsQuery = pagingQuery(9).and(
  z.object({
    status: z.enum([...POLL_STATUSES, 'all']).optional(),
    type: z.enum(['poll', 'survey']).default('poll'),
    user_id: z.coerce.number().int().positive().optional(),
    q: z.string().trim().max(100).optional(),
    categories: idListParam.optional(),
    'categories[]': idListParam.optional(),
    /** London date or instant: polls starting at or after it. */
    starts_at_from: londonDateInput('Enter a valid date').optional(),
    /** Polls the reader voted in with this vote status ('any': voted at all). */
    voted_as: z.enum([...VOTE_STATUSES, 'any']).optional(),
    with: withParam(['options', 'siblings']).optional(),
    /** Leave out polls that follow another (children of a series). */
    hide_if_child: flagParam.optional(),
    include_dont_show_on_polls: flagParam.optional(),
    event_id: z.coerce.number().int().positive().optional(),
  }),
)
export type ListPollsQuery = z.infer<typeof listPollsQuery>

/** GET /api/surveys: approved surveys, newest first, 9 a page; status and user_id as for polls. */
export const listSurveysQuery = pagingQuery(9).and(
  z.object({
    status: z.enum([...POLL_STATUSES, 'all']).optional(),
    user_id: z.coerce.number().int().positive().optional(),
    q: z.string().trim().max(100).optional(),
    categories: idListParam.optional(),
    'categories[]': idListParam.optional(),
  }),
)
export type ListSurveysQuery = z.infer<typeof listSurveysQuery>

export const getPollQuery = z.object({ include_dont_show_on_polls: flagParam.optional() })

/**
 * GET /api/poll-votes (spec 01 §7: poll_id and user_id). A member reads their own votes; a poll's
 * owner or a manager reads any (the approval queue: status=pending, oldest first).
 */
export const listVotesQuery = pagingQuery(15).and(
  z.object({
    poll_id: z.coerce.number().int().positive().optional(),
    user_id: z.coerce.number().int().positive().optional(),
    survey_id: z.coerce.number().int().positive().optional(),
    status: z.enum(VOTE_STATUSES).optional(),
  }),
)
export type ListVotesQuery = z.infer<typeof listVotesQuery>
/** GET /api/poll-votes/survey: the reader's votes in one survey (or in every survey). */
export const surveyVotesQuery = z.object({
  survey_id: z.coerce.number().int().positive().optional(),
})

/** GET …/export-users?options[]=… (spec 02 §7): voters of the chosen options. */
export const exportUsersQuery = z.object({
  options: idListParam.optional(),
  'options[]': idListParam.optional(),
})

/** GET /api/surveys/{id}/answers: the admin answers view, newest first. */
export const listSurveyAnswersQuery = pagingQuery(15)

// ---- Response shapes ----

export type PollAuthor = { id: number; full_name: string; slug: string; img: string | null }

export type PollOptionResource = {
  id: number
  value: string
  position: number
  /** Share of approved votes, 0–100 with one decimal; null while the reader may not see results. */
  percentage: number | null
  /** Approved votes; null while the reader may not see results. */
  total_votes: number | null
  /** Votes waiting for approval: the poll's owner and managers only, 0 for others. */
  total_pending_votes: number
}

export type PollVoteResource = {
  id: number
  poll_option_id: number
  poll_id: number
  survey_id: number | null
  user_id: number
  status: VoteStatus
  created_at: string
  approved_at: string | null
}
/** A row of the approval queue and the admin's vote lists. */
export type PollVoteRow = PollVoteResource & {
  user: PollAuthor & { email: string | null }
  poll: { id: number; title: string; type: 'poll' | 'survey' }
  option: { id: number; value: string }
}

export type SiblingPoll = { id: number; title: string; status: PollStatus; ends_at: string }

export type PollResource = {
  id: number
  /** 'survey' only on GET /api/polls?type=survey (spec 01 §7), whose rows are surveys' cards. */
  type: 'poll' | 'survey'
  title: string
  description: string
  sponsored_by: string | null
  sponsored_by_link: string | null
  status: PollStatus
  starts_at: string
  ends_at: string
  /** Now is between starts_at and ends_at (spec 01 §4). */
  is_active: boolean
  /** ends_at is past. */
  is_expired: boolean
  dont_show_on_polls: boolean
  event_id: number | null
  parent_id: number | null
  survey_id: number | null
  categories: CategoryResource[]
  stripe_id: string | null
  price_paid: number
  offline_payment: boolean
  poll_options: PollOptionResource[]
  /** The reader's vote, or null. */
  current_users_vote: PollVoteResource | null
  voted_option_id: number | null
  /**
   * Percentages are shown: the reader's vote is approved, the poll is read-only for the reader
   * (expired, or a visitor), or the reader owns or manages it. A poll not yet open shows none.
   */
  results_visible: boolean
  /** Approved votes (null while results are hidden). */
  total_votes: number | null
  total_pending_votes: number
  /** Comments (spec 01 §3 total_replies). */
  total_replies: number
  likes: number
  comments: number
  total_likes: number
  total_comments: number
  user_liked: number
  siblingPolls: SiblingPoll[]
  user_id: number | null
  user: PollAuthor | null
  /** The reader may edit it (owner or manager). */
  can_edit: boolean
  /** The reader may change its options now (new poll, or polls.manage). */
  can_edit_options: boolean
  /** The reader may change its dates (spec 02 §4: admins after saving). */
  can_edit_dates: boolean
  recently_approved: boolean
  created_at: string
  updated_at: string
}

export type SurveyQuestionResource = {
  id: number
  question: string
  position: number
  /** The reader's own answer, once submitted. */
  answers: string[]
}

export type SurveyPollEntry = {
  poll_id: number
  survey_id: number
  poll: PollResource
  /** The same options, for the admin editor (spec 02 §3 polls keyed by poll id, with their options). */
  options: PollOptionResource[]
}

export type SurveyResource = {
  id: number
  type: 'survey'
  title: string
  description: string
  status: PollStatus
  starts_at: string
  ends_at: string
  is_active: boolean
  is_expired: boolean
  is_private: boolean
  event_id: number | null
  categories: CategoryResource[]
  stripe_id: string | null
  price_paid: number
  offline_payment: boolean
  questions: SurveyQuestionResource[]
  /** Embedded polls keyed by poll id, in the survey's order (integer keys keep insertion order). */
  polls: Record<number, SurveyPollEntry>
  /** The reader's answers once submitted, else null. */
  answers: { question_id: number; answer: string }[] | null
  answered: boolean
  answered_at: string | null
  total_submissions: number
  total_likes: number
  total_comments: number
  user_liked: number
  user_id: number | null
  user: PollAuthor | null
  can_edit: boolean
  can_edit_options: boolean
  can_edit_dates: boolean
  recently_approved: boolean
  created_at: string
  updated_at: string
}
/** A list row: no answers, polls as a count. */
export type SurveySummary = Omit<SurveyResource, 'polls' | 'questions' | 'answers'> & {
  total_questions: number
  total_polls: number
}

/** A row of the admin answers view. */
export type SurveySubmissionRow = {
  id: number
  created_at: string
  user: PollAuthor & { email: string | null }
  answers: { question_id: number; answer: string }[]
}
