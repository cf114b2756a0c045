import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
  type AnySQLiteColumn,
} from 'drizzle-orm/sqlite-core'
import { categories } from './categories'
import { bool, createdAt, id, updatedAt } from './columns'
import { posts, type ContentStatus } from './content'
import { events } from './events'
import { users } from './users'

/**
 * Polls and surveys (spec 01 §3, spec 02 §3: a poll's type is 'poll' or 'survey'). One table so
 * the list filters (type, status, hide_if_child…) are one query. A survey embeds polls: rows of
 * type 'poll' whose survey_id names it; they never appear on /polls on their own.
 */
export type PollType = 'poll' | 'survey'
export type PollVoteStatus = 'pending' | 'approved'

export const polls = sqliteTable(
  'polls',
  {
    id: id(),
    type: text('type').$type<PollType>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    sponsoredBy: text('sponsored_by'),
    sponsoredByLink: text('sponsored_by_link'),
    status: text('status').$type<ContentStatus>().notNull().default('pending'),
    /** The voting window (spec 01 §4: active between them, expired after ends_at). UTC ISO. */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    /** Surveys: only signed-in members see it. */
    isPrivate: bool('is_private').notNull().default(false),
    /** Kept off the polls list (spec 02 §3); still readable by id with include_dont_show_on_polls. */
    dontShowOnPolls: bool('dont_show_on_polls').notNull().default(false),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** A poll in a series: siblings share a parent (spec 01 §2 siblingPolls; hide_if_child). */
    parentId: integer('parent_id').references((): AnySQLiteColumn => polls.id, {
      onDelete: 'set null',
    }),
    /** An embedded poll's survey. */
    surveyId: integer('survey_id').references((): AnySQLiteColumn => polls.id, {
      onDelete: 'cascade',
    }),
    /** Approved votes over all options; kept by triggers (migration 0021). */
    totalVotes: integer('total_votes').notNull().default(0),
    /** Votes waiting for approval; kept by triggers. */
    totalPendingVotes: integer('total_pending_votes').notNull().default(0),
    // Stored now for the payments work (spec 02 §3, spec 03).
    stripeId: text('stripe_id'),
    pricePaid: integer('price_paid').notNull().default(0),
    offlinePayment: bool('offline_payment').notNull().default(false),
    approvedAt: text('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // /polls and /surveys: approved, newest first.
    index('polls_type_status_starts').on(t.type, t.status, t.startsAt),
    index('polls_user_type_created').on(t.userId, t.type, t.createdAt),
    index('polls_survey').on(t.surveyId),
    index('polls_parent').on(t.parentId),
    index('polls_event').on(t.eventId),
    check('polls_type', sql`${t.type} IN ('poll', 'survey')`),
    check('polls_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
)

export const pollOptions = sqliteTable(
  'poll_options',
  {
    id: id(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
    /** Approved votes for this option; kept by triggers (percentages are computed from it). */
    totalVotes: integer('total_votes').notNull().default(0),
    totalPendingVotes: integer('total_pending_votes').notNull().default(0),
  },
  (t) => [index('poll_options_poll').on(t.pollId, t.position)],
)

/** One vote per member per poll (the unique index holds under concurrent votes). */
export const pollVotes = sqliteTable(
  'poll_votes',
  {
    id: id(),
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    pollOptionId: integer('poll_option_id')
      .notNull()
      .references(() => pollOptions.id, { onDelete: 'cascade' }),
    /** Set when the poll is embedded in a survey (spec 01 §3 poll vote survey_id). */
    surveyId: integer('survey_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<PollVoteStatus>().notNull().default('pending'),
    approvedAt: text('approved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('poll_votes_poll_user').on(t.pollId, t.userId),
    // The approval queue: pending votes, oldest first, per poll or across polls.
    index('poll_votes_status_created').on(t.status, t.createdAt),
    index('poll_votes_poll_status').on(t.pollId, t.status, t.pollOptionId),
    index('poll_votes_user_survey').on(t.userId, t.surveyId),
    check('poll_votes_status', sql`${t.status} IN ('pending', 'approved')`),
  ],
)

export const pollCategories = sqliteTable(
  'poll_categories',
  {
    pollId: integer('poll_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.pollId, t.categoryId] }),
    index('poll_categories_category').on(t.categoryId),
  ],
)

/** A survey's free-text questions (spec 01 §3 questions (id, question, answers)). */
export const surveyQuestions = sqliteTable(
  'survey_questions',
  {
    id: id(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('survey_questions_survey').on(t.surveyId, t.position)],
)

/** One submission per member per survey (spec 01 §4: answers are submitted once). */
export const surveySubmissions = sqliteTable(
  'survey_submissions',
  {
    id: id(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_submissions_survey_user').on(t.surveyId, t.userId),
    index('survey_submissions_survey_created').on(t.surveyId, t.createdAt),
  ],
)

export const surveyAnswers = sqliteTable(
  'survey_answers',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => surveySubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    answer: text('answer').notNull(),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.questionId] })],
)

/**
 * Promotion claims (spec 01 §4 "tell me more": told after a claim; spec 01 §3 tell_me_more_logs,
 * total_claimed). One per member per promotion; posts.total_claimed is kept by a trigger.
 */
export const promotionClaims = sqliteTable(
  'promotion_claims',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_claims_post_user').on(t.postId, t.userId),
    index('promotion_claims_user_created').on(t.userId, t.createdAt),
    index('promotion_claims_post_created').on(t.postId, t.createdAt),
  ],
)
