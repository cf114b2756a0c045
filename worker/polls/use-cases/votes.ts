import { and, asc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import { polls, pollVotes, type PollType } from '../../db/schema'
import type { Actor, SignedInActor } from '../../lib/actor'
import { requireUser, type Deps } from '../../lib/deps'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { can } from '../../lib/policy'
import { canEditPoll, canManagePolls } from '../polls.policy'
import { getPollStatement, pollViewerOf, pollViewerOfActor } from '../polls.queries'
import { toPollResource } from '../polls.resources'
import {
  insertVoteStatement,
  listVotesStatements,
  optionPollQuery,
  pollOwnerQuery,
  voteForWriteQuery,
  type VoteForWrite,
  type VoteListRow,
  voteColumns,
} from '../poll-votes.queries'
import {
  POLL_MESSAGES,
  type CastVoteInput,
  type ListVotesQuery,
  type PollResource,
  type PollVoteResource,
  type PollVoteRow,
  type VoteStatus,
} from '../polls.schemas'
import { noticeVoteApproved } from '../polls-notices.service'

/**
 * Poll votes (spec 01 §4, §7): one per member per poll (the unique index holds under any
 * concurrency), pending until the poll's owner or a manager approves it. Counters on the options
 * and the poll are kept by triggers (migration 0021), never here.
 */

/** Who decides about a poll's votes: its owner, or the manage keys of its kind. */
const managesVotesOf = (actor: Actor, poll: { userId: number | null; surveyId: number | null }) =>
  canEditPoll(actor, poll.surveyId !== null ? 'survey' : 'poll', poll)

const isOpen = (
  status: string | null,
  startsAt: string | null,
  endsAt: string | null,
  now: number,
) =>
  status === 'approved' &&
  startsAt !== null &&
  endsAt !== null &&
  Date.parse(startsAt) <= now &&
  now < Date.parse(endsAt)

const toVoteResource = (v: Omit<VoteForWrite, 'pollTitle' | 'pollUserId' | 'pollSurveyId'>) => ({
  id: v.id,
  poll_option_id: v.pollOptionId,
  poll_id: v.pollId,
  survey_id: v.surveyId,
  user_id: v.userId,
  status: v.status,
  created_at: v.createdAt,
  approved_at: v.approvedAt,
})

/** Voting needs polls.view and an approved, active poll (a survey's poll: its survey active too). */
export const castVote = async (deps: Deps, input: CastVoteInput): Promise<PollResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  if (!can(actor, 'polls.view')) throw forbidden()
  const viewer = pollViewerOfActor('poll', actor)
  const [[target]] = await db.batch([optionPollQuery(db, viewer, input.poll_option_id)])
  if (!target) throw notFound()
  const now = Date.now()
  const open =
    isOpen(target.status, target.startsAt, target.endsAt, now) &&
    (target.surveyId === null ||
      isOpen(target.surveyStatus, target.surveyStartsAt, target.surveyEndsAt, now))
  if (!open) throw conflict(POLL_MESSAGES.notActive)
  // The vote and the poll as the voter now reads it, in one transaction.
  const [inserted, [row]] = await db.batch([
    insertVoteStatement(db, {
      pollId: target.pollId,
      optionId: target.optionId,
      surveyId: target.surveyId,
      userId: actor.user.id,
    }),
    getPollStatement(db, viewer, target.pollId, true),
  ])
  if (inserted.length === 0) throw conflict(POLL_MESSAGES.alreadyVoted)
  if (!row) throw notFound()
  return toPollResource(row, actor)
}

const loadVote = async (deps: Deps, voteId: number) => {
  const [[vote]] = await deps.db.batch([voteForWriteQuery(deps.db, [voteId])])
  if (!vote) throw notFound()
  return vote
}

/**
 * The voter withdraws a pending vote (409 once approved); the poll's owner or a manager rejects
 * any. Others are answered as if the vote did not exist. Returns the poll as it now reads.
 */
export const withdrawVote = async (deps: Deps, voteId: number): Promise<PollResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const vote = await loadVote(deps, voteId)
  const manager = managesVotesOf(actor, { userId: vote.pollUserId, surveyId: vote.pollSurveyId })
  if (!manager && vote.userId !== actor.user.id) throw notFound()
  if (!manager && vote.status === 'approved') throw conflict(POLL_MESSAGES.voteApproved)
  const type: PollType = vote.pollSurveyId !== null ? 'survey' : 'poll'
  const [, [row]] = await db.batch([
    db.delete(pollVotes).where(eq(pollVotes.id, vote.id)),
    getPollStatement(db, pollViewerOfActor(type, actor), vote.pollId, true),
  ])
  if (!row) throw notFound()
  return toPollResource(row, actor)
}

const toVoteRow = (r: VoteListRow): PollVoteRow => ({
  ...toVoteResource(r),
  user: {
    id: r.userId,
    full_name: `${r.forename} ${r.surname}`.trim(),
    slug: r.slug,
    img: r.img,
    email: r.email,
  },
  poll: { id: r.pollId, title: r.pollTitle, type: r.pollType },
  option: { id: r.pollOptionId, value: r.optionValue },
})

/** What the reader may list: a member their own votes; a poll's owner or manager every vote. */
const listScope = async (deps: Deps, actor: SignedInActor, query: ListVotesQuery) => {
  const self = actor.user.id
  const filters: SQL[] = []
  const managerAnywhere = canManagePolls(actor, 'poll') || canManagePolls(actor, 'survey')
  if (query.poll_id !== undefined) {
    const [[poll]] = await deps.db.batch([pollOwnerQuery(deps.db, query.poll_id)])
    if (!poll) throw notFound()
    const manages = managesVotesOf(actor, poll)
    if (!manages && query.user_id !== undefined && query.user_id !== self) throw forbidden()
    filters.push(eq(pollVotes.pollId, poll.id))
    if (!manages) filters.push(eq(pollVotes.userId, self))
    else if (query.user_id !== undefined) filters.push(eq(pollVotes.userId, query.user_id))
    // The approval queue reads oldest first; emails are for managers (the owner sees names).
    return { filters, order: 'asc' as const, showEmail: managerAnywhere }
  }
  if (query.user_id !== undefined && query.user_id !== self) {
    if (!managerAnywhere) throw forbidden()
    filters.push(eq(pollVotes.userId, query.user_id))
    return { filters, order: 'desc' as const, showEmail: true }
  }
  if (query.user_id === undefined && managerAnywhere) {
    // The approval queue across polls: every vote in the polls (and surveys) the reader manages,
    // oldest first. A member without a manage key reads their own votes.
    const pollsToo = canManagePolls(actor, 'poll')
    const surveysToo = canManagePolls(actor, 'survey')
    if (!pollsToo) filters.push(isNotNull(pollVotes.surveyId))
    if (!surveysToo) filters.push(isNull(pollVotes.surveyId))
    return { filters, order: 'asc' as const, showEmail: true }
  }
  filters.push(eq(pollVotes.userId, self))
  return { filters, order: 'desc' as const, showEmail: true }
}

export const listVotes = async (
  deps: Deps,
  query: ListVotesQuery,
): Promise<{ rows: PollVoteRow[]; total: number }> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const scope = await listScope(deps, actor, query)
  if (query.survey_id !== undefined) scope.filters.push(eq(pollVotes.surveyId, query.survey_id))
  if (query.status !== undefined) scope.filters.push(eq(pollVotes.status, query.status))
  const statements = listVotesStatements(
    db,
    and(...scope.filters),
    scope.showEmail ? sql`1` : sql`0`,
    scope.order,
    query,
  )
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  return { rows: rows.map(toVoteRow), total: count?.total ?? 0 }
}

/** GET /api/poll-votes/survey: the reader's votes in one survey's polls (or in every survey). */
export const listSurveyVotes = async (
  deps: Deps,
  surveyId: number | undefined,
): Promise<PollVoteResource[]> => {
  const { db, auth } = deps
  const viewer = pollViewerOf('survey', auth.tokenHash)
  const [rows] = await db.batch([
    db
      .select(voteColumns)
      .from(pollVotes)
      .where(
        and(
          sql`${pollVotes.userId} = ${viewer.id}`,
          surveyId !== undefined ? eq(pollVotes.surveyId, surveyId) : isNotNull(pollVotes.surveyId),
        ),
      )
      .orderBy(asc(pollVotes.id)),
  ])
  return rows.map(toVoteResource)
}

/** PUT /api/poll-votes/{id}: the poll's owner or a manager approves a vote or returns it. */
export const setVoteStatus = async (
  deps: Deps,
  voteId: number,
  status: VoteStatus,
): Promise<PollVoteResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const vote = await loadVote(deps, voteId)
  if (!managesVotesOf(actor, { userId: vote.pollUserId, surveyId: vote.pollSurveyId }))
    throw forbidden()
  const approvedAt = status === 'approved' ? (vote.approvedAt ?? new Date().toISOString()) : null
  await db.batch([
    db.update(pollVotes).set({ status, approvedAt }).where(eq(pollVotes.id, vote.id)),
  ])
  if (status === 'approved' && vote.status !== 'approved')
    await noticeVoteApproved(deps, vote.userId, {
      id: vote.pollId,
      title: vote.pollTitle,
      surveyId: vote.pollSurveyId,
    })
  return toVoteResource({ ...vote, status, approvedAt })
}

/**
 * POST /api/poll-votes/approve: many pending votes, or every pending vote of a poll, approved by
 * ONE statement that also holds the rule (only polls the actor owns or manages).
 */
export const approveVotes = async (
  deps: Deps,
  input: { ids?: number[]; poll_id?: number },
): Promise<{ approved: number }> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [owners, votes] = await db.batch([
    pollOwnerQuery(db, input.poll_id ?? 0),
    voteForWriteQuery(db, input.ids ?? []),
  ])
  if (input.poll_id !== undefined) {
    const poll = owners[0]
    if (!poll) throw notFound()
    if (!managesVotesOf(actor, poll)) throw forbidden()
  }
  if (votes.some((v) => !managesVotesOf(actor, { userId: v.pollUserId, surveyId: v.pollSurveyId })))
    throw forbidden()
  const managesPolls = canManagePolls(actor, 'poll') ? sql`1` : sql`0`
  const managesSurveys = canManagePolls(actor, 'survey') ? sql`1` : sql`0`
  const [approved] = await db.batch([
    db
      .update(pollVotes)
      .set({ status: 'approved', approvedAt: new Date().toISOString() })
      .where(
        and(
          eq(pollVotes.status, 'pending'),
          input.ids ? inArray(pollVotes.id, input.ids) : undefined,
          input.poll_id !== undefined ? eq(pollVotes.pollId, input.poll_id) : undefined,
          sql`${pollVotes.pollId} IN (SELECT mp.id FROM ${polls} mp WHERE mp.user_id = ${actor.user.id}
            OR (mp.survey_id IS NULL AND ${managesPolls}) OR (mp.survey_id IS NOT NULL AND ${managesSurveys}))`,
        ),
      )
      .returning({ id: pollVotes.id }),
  ])
  return { approved: approved.length }
}
