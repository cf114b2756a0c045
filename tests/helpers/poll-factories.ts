import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { pollOptions, polls, pollVotes, surveyQuestions } from '@worker/db/schema'
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

export const createPoll = async (overrides: NewPoll = {}, options = ['Yes', 'No', 'Maybe']) => {
  const [poll] = await db
    .insert(polls)
    .values({
      type: 'poll',
      title: `Poll ${unique()}`,
      status: 'approved',
      startsAt: daysFromNow(-1),
      endsAt: daysFromNow(7),
      approvedAt: new Date().toISOString(),
      ...overrides,
    })
    .returning()
  const rows =
    options.length === 0
      ? []
      : await db
          .insert(pollOptions)
          .values(options.map((value, position) => ({ pollId: poll!.id, value, position })))
          .returning()
  return { poll: poll!, options: rows }
}

/** A survey with questions and embedded polls (each with two options). */
export const createSurvey = async (
  overrides: NewPoll = {},
  content: { questions?: string[]; polls?: string[] } = {},
) => {
  const { poll: survey } = await createPoll({ type: 'survey', ...overrides }, [])
  const questions = await Promise.all(
    (content.questions ?? ['What should we do next?']).map(
      async (question, position) =>
        (
          await db
            .insert(surveyQuestions)
            .values({ surveyId: survey.id, question, position })
            .returning()
        )[0]!,
    ),
  )
  const embedded = []
  for (const title of content.polls ?? ['Keep the market?']) {
    embedded.push(
      await createPoll(
        {
          title,
          surveyId: survey.id,
          userId: survey.userId,
          status: survey.status,
          startsAt: survey.startsAt,
          endsAt: survey.endsAt,
          dontShowOnPolls: true,
        },
        ['Agree', 'Disagree'],
      ),
    )
  }
  return { survey, questions, polls: embedded }
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
