import { z } from 'zod'
import { categoryRow } from '../categories/categories.resources'
import { trustedJson } from '../lib/json'
import { isRecentlyApproved } from '../lib/recently-approved'
import type { PolicySubject } from '../lib/policy'
import { canChangeDates, canEditOptions, canManagePolls } from './polls.policy'
import type { PollRow, SurveyRow, SurveySummaryRow } from './polls.queries'
import type {
  PollAuthor,
  PollOptionResource,
  PollResource,
  PollVoteResource,
  SiblingPoll,
  SurveyPollEntry,
  SurveyResource,
  SurveySummary,
} from './polls.schemas'

/** Rows of the poll queries (JSON built in SQL, checked with these shapes) → API shapes. */

const authorRow = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
}) satisfies z.ZodType<PollAuthor>

const optionRow = z.object({
  id: z.number(),
  value: z.string(),
  position: z.number(),
  total_votes: z.number(),
  total_pending_votes: z.number(),
})

export const voteRow = z.object({
  id: z.number(),
  poll_option_id: z.number(),
  poll_id: z.number(),
  survey_id: z.number().nullable(),
  user_id: z.number(),
  status: z.enum(['pending', 'approved']),
  created_at: z.string(),
  approved_at: z.string().nullable(),
}) satisfies z.ZodType<PollVoteResource>

const siblingRow = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  ends_at: z.string(),
}) satisfies z.ZodType<SiblingPoll>

const questionRow = z.object({
  id: z.number(),
  question: z.string(),
  position: z.number(),
  answer: z.string().nullable(),
})

export const toAuthor = (json: string | null) => trustedJson(authorRow, json, null)

const windowOf = (row: { startsAt: string; endsAt: string }, now: number) => {
  const started = Date.parse(row.startsAt) <= now
  const ended = Date.parse(row.endsAt) <= now
  return { is_active: started && !ended, is_expired: ended }
}

/** Spec 01 §4: one decimal of the approved votes; 0 while there are none. */
export const percentageOf = (votes: number, total: number) =>
  total > 0 ? Math.round((votes / total) * 1000) / 10 : 0

/**
 * The reader owns the item or holds its manage keys (an embedded poll: the survey's). Decided
 * here from the loaded actor rather than per row in SQL: it is the same rule for every row.
 */
const canEditRow = (
  row: { type: 'poll' | 'survey'; userId: number | null; surveyId: number | null },
  subject: PolicySubject,
) =>
  subject.user !== null &&
  (row.userId === subject.user.id ||
    canManagePolls(subject, row.surveyId !== null ? 'survey' : row.type))

/** What every poll and survey shares, shown to this reader. */
const base = (row: PollRow | SurveySummaryRow, subject: PolicySubject, now: number) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  status: row.status,
  starts_at: row.startsAt,
  ends_at: row.endsAt,
  ...windowOf(row, now),
  event_id: row.eventId,
  categories: trustedJson(z.array(categoryRow), row.categoriesJson, []),
  stripe_id: row.stripeId,
  price_paid: row.pricePaid,
  offline_payment: row.offlinePayment,
  total_likes: row.total_likes,
  total_comments: row.total_comments,
  user_liked: row.user_liked,
  user_id: row.userId,
  user: toAuthor(row.userJson),
  can_edit: canEditRow(row, subject),
  can_edit_dates: canEditRow(row, subject) && canChangeDates(subject, row.type),
  recently_approved: isRecentlyApproved(row, now),
  created_at: row.createdAt,
  updated_at: row.updatedAt,
})

/**
 * Results (spec 01 §4): shown once the reader's vote is approved, on a poll the reader cannot
 * vote in (not active, or a visitor), and always to its owner and managers. Hidden results have
 * null percentages and totals; pending counts are for the owner and managers only.
 */
export const toPollResource = (
  row: PollRow,
  subject: PolicySubject,
  now = Date.now(),
): PollResource => {
  const common = base(row, subject, now)
  const vote = trustedJson(voteRow, row.voteJson, null)
  const editor = common.can_edit
  // A poll not yet open has no results to show (its bars would all read 0%), except to its editors.
  const upcoming = !common.is_active && !common.is_expired
  const visible =
    editor ||
    (!upcoming && (vote?.status === 'approved' || common.is_expired || subject.user === null))
  const options: PollOptionResource[] = trustedJson(z.array(optionRow), row.optionsJson, []).map(
    (o) => ({
      id: o.id,
      value: o.value,
      position: o.position,
      percentage: visible ? percentageOf(o.total_votes, row.totalVotes) : null,
      total_votes: visible ? o.total_votes : null,
      total_pending_votes: editor ? o.total_pending_votes : 0,
    }),
  )
  return {
    ...common,
    type: row.type,
    sponsored_by: row.sponsoredBy,
    sponsored_by_link: row.sponsoredByLink,
    dont_show_on_polls: row.dontShowOnPolls,
    parent_id: row.parentId,
    survey_id: row.surveyId,
    poll_options: options,
    current_users_vote: vote,
    voted_option_id: vote?.poll_option_id ?? null,
    results_visible: visible,
    total_votes: visible ? row.totalVotes : null,
    total_pending_votes: editor ? row.totalPendingVotes : 0,
    total_replies: row.total_comments,
    likes: row.total_likes,
    comments: row.total_comments,
    siblingPolls: trustedJson(z.array(siblingRow), row.siblingsJson, []),
    can_edit_options: editor && canEditOptions(subject, 'poll', row, now),
  }
}

const surveyBase = (row: SurveySummaryRow, subject: PolicySubject, now: number) => {
  const answeredAt = row.answeredAt
  const progress = {
    startsAt: row.startsAt,
    totalVotes: row.totalEmbeddedVotes + row.totalSubmissions,
    totalPendingVotes: 0,
  }
  return {
    ...base(row, subject, now),
    type: 'survey' as const,
    is_private: row.isPrivate,
    answered: answeredAt !== null,
    answered_at: answeredAt,
    total_submissions: row.totalSubmissions,
    can_edit_options: canEditRow(row, subject) && canEditOptions(subject, 'survey', progress, now),
  }
}

export const toSurveySummary = (
  row: SurveySummaryRow,
  subject: PolicySubject,
  now = Date.now(),
): SurveySummary => ({
  ...surveyBase(row, subject, now),
  total_questions: row.totalQuestions,
  total_polls: row.totalPolls,
})

export const toSurveyResource = (
  row: SurveyRow,
  pollRows: PollRow[],
  subject: PolicySubject,
  now = Date.now(),
): SurveyResource => {
  const questions = trustedJson(z.array(questionRow), row.questionsJson, [])
  const entries: Record<number, SurveyPollEntry> = {}
  for (const pollRow of pollRows) {
    const poll = toPollResource(pollRow, subject, now)
    entries[poll.id] = { poll_id: poll.id, survey_id: row.id, poll, options: poll.poll_options }
  }
  const answered = row.answeredAt !== null
  return {
    ...surveyBase(row, subject, now),
    questions: questions.map((q) => ({
      id: q.id,
      question: q.question,
      position: q.position,
      answers: q.answer === null ? [] : [q.answer],
    })),
    polls: entries,
    answers: answered
      ? questions
          .filter((q) => q.answer !== null)
          .map((q) => ({ question_id: q.id, answer: q.answer ?? '' }))
      : null,
  }
}
