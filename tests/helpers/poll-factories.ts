import { env } from 'cloudflare:workers'
import { eq, sql } from 'drizzle-orm'
import { pollOptions, polls, pollVotes, surveyQuestions } from '@worker/db/schema'
import type { SQLiteInsertValue } from 'drizzle-orm/sqlite-core'
import { db } from './factories'

/**
 * Polls, surveys and votes straight into D1 (no API), so vote, list and export tests stand alone.
 * Polls are approved, open now (started a day ago, ending in a week) and written by nobody unless
 * told; counters follow from the triggers of migration 0021.
 */

let sequence = 0
const unique = () => `${Date.now().toString(36)}-${++sequence}`
const DAY = 86_400_000
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString()

type NewPoll = Partial<typeof polls.$inferInsert>

/** The id of the poll the batch inserted last (a batch is one transaction: nobody inserts between). */
const lastPollId = sql<number>`(SELECT max(${polls.id}) FROM ${polls})`

const pollValues = (overrides: NewPoll): typeof polls.$inferInsert => ({
  type: 'poll',
  title: `Poll ${unique()}`,
  status: 'approved',
  startsAt: daysFromNow(-1),
  endsAt: daysFromNow(7),
  approvedAt: new Date().toISOString(),
  ...overrides,
})

/** The poll's insert and its options' (bound to the poll inserted just before), for one batch. */
const pollStatements = (values: SQLiteInsertValue<typeof polls>, options: string[]) =>
  [
    db.insert(polls).values(values).returning(),
    db
      .insert(pollOptions)
      .values(options.map((value, position) => ({ pollId: lastPollId, value, position })))
      .returning(),
  ] as const

/** A poll and its options, in one batch. */
export const createPoll = async (overrides: NewPoll = {}, options = ['Yes', 'No', 'Maybe']) => {
  const values = pollValues(overrides)
  if (options.length === 0) {
    const [poll] = await db.insert(polls).values(values).returning()
    return { poll: poll!, options: [] }
  }
  const [[poll], rows] = await db.batch(pollStatements(values, options))
  return { poll: poll!, options: rows }
}

/**
 * A survey with questions and embedded polls (each with two options), in one batch: the questions
 * and embedded polls point at the survey, each poll's options at that poll.
 */
export const createSurvey = async (
  overrides: NewPoll = {},
  content: { questions?: string[]; polls?: string[] } = {},
) => {
  const survey = pollValues({ type: 'survey', ...overrides })
  const surveyId = sql<number>`(SELECT max(${polls.id}) FROM ${polls} WHERE ${polls.type} = 'survey')`
  const questions = content.questions ?? ['What should we do next?']
  const titles = content.polls ?? ['Keep the market?']
  const embedded = titles.map((title) =>
    pollStatements(
      {
        ...pollValues({
          title,
          userId: survey.userId,
          status: survey.status,
          startsAt: survey.startsAt,
          endsAt: survey.endsAt,
          dontShowOnPolls: true,
        }),
        surveyId,
      },
      ['Agree', 'Disagree'],
    ),
  )
  const [surveyRows, ...rest] = await db.batch([
    db.insert(polls).values(survey).returning(),
    ...questions.map((question, position) =>
      db.insert(surveyQuestions).values({ surveyId, question, position }).returning(),
    ),
    ...embedded.flat(),
  ])
  const questionRows = rest.slice(0, questions.length) as (typeof surveyQuestions.$inferSelect)[][]
  const pollRows = rest.slice(questions.length) as (
    (typeof polls.$inferSelect)[] | (typeof pollOptions.$inferSelect)[]
  )[]
  return {
    survey: (surveyRows as (typeof polls.$inferSelect)[])[0]!,
    questions: questionRows.map((rows) => rows[0]!),
    polls: titles.map((_, i) => ({
      poll: (pollRows[2 * i] as (typeof polls.$inferSelect)[])[0]!,
      options: pollRows[2 * i + 1] as (typeof pollOptions.$inferSelect)[],
    })),
  }
}

export const createVote = async (input: {
  pollId: number
  optionId: number
  userId: number
  status?: 'pending' | 'approved'
  surveyId?: number | null
}) => {
  const [vote] = await db
    .insert(pollVotes)
    .values({
      pollId: input.pollId,
      pollOptionId: input.optionId,
      userId: input.userId,
      surveyId: input.surveyId ?? null,
      status: input.status ?? 'pending',
      approvedAt: input.status === 'approved' ? new Date().toISOString() : null,
    })
    .returning()
  return vote!
}

export const reloadPoll = async (id: number) =>
  (await db.select().from(polls).where(eq(polls.id, id)))[0]

export const optionsOf = async (pollId: number) =>
  db
    .select()
    .from(pollOptions)
    .where(eq(pollOptions.pollId, pollId))
    .orderBy(pollOptions.position, pollOptions.id)

export const votesOf = async (pollId: number) =>
  db.select().from(pollVotes).where(eq(pollVotes.pollId, pollId)).orderBy(pollVotes.id)

export const notificationsOf = async (userId: number, kind: string) =>
  (
    await env.DB.prepare('SELECT title, link FROM notifications WHERE user_id = ? AND kind = ?')
      .bind(userId, kind)
      .all<{ title: string; link: string }>()
  ).results
