import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client'
import { pollOptions, polls, pollVotes, users } from '../db/schema'
import { ITEM_TYPES } from '../content/item-types'
import { literalLimit } from '../lib/paging'
import type { SqlViewer } from '../lib/viewer-sql'

/** Vote reads and writes: the option's poll for a vote, the vote lists, the approval UPDATE. */

const survey = alias(polls, 'sv')

/** The poll (and its survey) of an option the voter may read; nothing when it is not readable. */
export const optionPollQuery = (db: Db, viewer: SqlViewer, optionId: number) =>
  db
    .select({
      optionId: sql<number>`${pollOptions.id}`.as('option_id'),
      pollId: sql<number>`${polls.id}`.as('poll_id'),
      title: polls.title,
      status: polls.status,
      startsAt: polls.startsAt,
      endsAt: polls.endsAt,
      surveyId: polls.surveyId,
      // Named apart: a batch's rows come back keyed by column name (architecture.md).
      surveyStatus: sql<string | null>`${survey.status}`.as('survey_status'),
      surveyStartsAt: sql<string | null>`${survey.startsAt}`.as('survey_starts_at'),
      surveyEndsAt: sql<string | null>`${survey.endsAt}`.as('survey_ends_at'),
    })
    .from(pollOptions)
    .innerJoin(polls, eq(polls.id, pollOptions.pollId))
    .leftJoin(survey, eq(survey.id, polls.surveyId))
    .where(and(eq(pollOptions.id, optionId), ITEM_TYPES.poll.readableSql(viewer, polls.id)))
    .limit(1)

/** One vote, unless the member has one in the poll already (the unique index decides, race-free). */
export const insertVoteStatement = (
  db: Db,
  vote: { pollId: number; optionId: number; surveyId: number | null; userId: number },
) =>
  db
    .insert(pollVotes)
    .values({
      pollId: vote.pollId,
      pollOptionId: vote.optionId,
      surveyId: vote.surveyId,
      userId: vote.userId,
      status: 'pending',
      createdAt: new Date().toISOString(),
    })
    .onConflictDoNothing({ target: [pollVotes.pollId, pollVotes.userId] })
    .returning({ id: pollVotes.id })

/** A vote with what deciding about it needs: its poll's owner, type and survey. */
export const voteForWriteQuery = (db: Db, ids: number[]) =>
  db
    .select({
      id: pollVotes.id,
      pollId: pollVotes.pollId,
      pollOptionId: pollVotes.pollOptionId,
      surveyId: pollVotes.surveyId,
      userId: pollVotes.userId,
      status: pollVotes.status,
      createdAt: pollVotes.createdAt,
      approvedAt: pollVotes.approvedAt,
      pollTitle: polls.title,
      // Named apart from the vote's own user_id and survey_id (rows are keyed by column name).
      pollUserId: sql<number | null>`${polls.userId}`.as('poll_user_id'),
      pollSurveyId: sql<number | null>`${polls.surveyId}`.as('poll_survey_id'),
    })
    .from(pollVotes)
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .where(inArray(pollVotes.id, ids.length > 0 ? ids : [0]))

export type VoteForWrite = Awaited<ReturnType<typeof voteForWriteQuery>>[number]

/** The stored poll a vote list or approval names, for its ownership. */
export const pollOwnerQuery = (db: Db, id: number) =>
  db
    .select({ id: polls.id, type: polls.type, userId: polls.userId, surveyId: polls.surveyId })
    .from(polls)
    .where(eq(polls.id, id))
    .limit(1)

const voter = alias(users, 'vu')

/** A row of the vote lists (PollVoteRow): the vote, its member, poll and option. */
/** A vote as its resource shows it (PollVoteResource). */
export const voteColumns = {
  id: pollVotes.id,
  pollOptionId: pollVotes.pollOptionId,
  pollId: pollVotes.pollId,
  surveyId: pollVotes.surveyId,
  userId: pollVotes.userId,
  status: pollVotes.status,
  createdAt: pollVotes.createdAt,
  approvedAt: pollVotes.approvedAt,
}

const voteRowColumns = (showEmail: SQL) => ({
  ...voteColumns,
  forename: voter.forename,
  surname: voter.surname,
  slug: voter.slug,
  img: voter.img,
  email: sql<string | null>`CASE WHEN ${showEmail} THEN ${voter.email} END`.as('email'),
  pollTitle: polls.title,
  pollType: polls.type,
  optionValue: pollOptions.value,
})

/** A page of votes matching `where`, oldest or newest first, and the total, for one batch. */
export const listVotesStatements = (
  db: Db,
  where: SQL | undefined,
  showEmail: SQL,
  order: 'asc' | 'desc',
  paging: { perPage: number; offset: number },
) => {
  const by =
    order === 'asc'
      ? [asc(pollVotes.createdAt), asc(pollVotes.id)]
      : [desc(pollVotes.createdAt), desc(pollVotes.id)]
  return {
    rows: db
      .select(voteRowColumns(showEmail))
      .from(pollVotes)
      .innerJoin(voter, eq(voter.id, pollVotes.userId))
      .innerJoin(polls, eq(polls.id, pollVotes.pollId))
      .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.pollOptionId))
      .where(where)
      .orderBy(...by)
      .limit(literalLimit(paging.perPage))
      .offset(literalLimit(paging.offset)),
    total: db
      .select({ total: sql<number>`count(*)`.as('total') })
      .from(pollVotes)
      .where(where),
  }
}

export type VoteListRow = Awaited<ReturnType<typeof listVotesStatements>['rows']>[number]

/** The votes of a poll, or of every poll in a survey, for the CSV (oldest first). */
export const exportVotesQuery = (
  db: Db,
  type: 'poll' | 'survey',
  id: number,
  optionIds?: number[],
) =>
  db
    .select({
      forename: voter.forename,
      surname: voter.surname,
      email: voter.email,
      pollTitle: polls.title,
      optionValue: pollOptions.value,
      status: pollVotes.status,
      createdAt: pollVotes.createdAt,
    })
    .from(pollVotes)
    .innerJoin(voter, eq(voter.id, pollVotes.userId))
    .innerJoin(polls, eq(polls.id, pollVotes.pollId))
    .innerJoin(pollOptions, eq(pollOptions.id, pollVotes.pollOptionId))
    .where(
      and(
        type === 'poll' ? eq(pollVotes.pollId, id) : eq(polls.surveyId, id),
        optionIds && optionIds.length > 0 ? inArray(pollVotes.pollOptionId, optionIds) : undefined,
      ),
    )
    .orderBy(asc(pollVotes.createdAt), asc(pollVotes.id))

/** The options of a poll, or of a survey's polls (an export's choice must be one of them). */
export const ownOptionsQuery = (db: Db, type: 'poll' | 'survey', id: number) =>
  db
    .select({ id: pollOptions.id })
    .from(pollOptions)
    .innerJoin(polls, eq(polls.id, pollOptions.pollId))
    .where(type === 'poll' ? eq(polls.id, id) : eq(polls.surveyId, id))
