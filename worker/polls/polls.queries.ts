import { and, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { categories, events, pollOptions, polls, users, type PollType } from '../db/schema'
import { ITEM_TYPES } from '../content/item-types'
import { engagementColumnsSql } from '../content/engagement-sql'
import type { Actor } from '../lib/actor'
import { literalLimit } from '../lib/paging'
import { containsText } from '../lib/sql-text'
import { userHoldsSql, viewerOfActor, viewerOfSession, type SqlViewer } from '../lib/viewer-sql'
import { POLL_MANAGE_KEYS } from './polls.policy'
import type { ListPollsQuery, ListSurveysQuery } from './polls.schemas'

/**
 * Poll and survey reads as single statements for one db.batch: visibility, the options with their
 * counters, the reader's vote, siblings, categories and engagement are SQL (JSON built in SQL,
 * parsed once in polls.resources.ts), so a page or a poll costs one round trip.
 */

export const pollViewerOf = (type: PollType, tokenHash: string | null): SqlViewer =>
  viewerOfSession(tokenHash, POLL_MANAGE_KEYS[type])

export const pollViewerOfActor = (type: PollType, actor: Actor): SqlViewer =>
  viewerOfActor(actor, POLL_MANAGE_KEYS[type])

/** The outer row, written out: drizzle leaves a single-table select's columns unqualified. */
const P = {
  id: sql.raw('polls.id'),
  userId: sql.raw('polls.user_id'),
  status: sql.raw('polls.status'),
  parentId: sql.raw('polls.parent_id'),
  surveyId: sql.raw('polls.survey_id'),
}

const ownSql = (viewer: SqlViewer) => sql`coalesce(${P.userId} = ${viewer.id}, 0)`

const userJsonSql = sql<
  string | null
>`(SELECT json_object('id', u.id, 'full_name', trim(u.forename || ' ' || u.surname), 'slug', u.slug, 'img', u.img) FROM users u WHERE u.id = ${P.userId})`

const categoriesJsonSql = sql<
  string | null
>`(SELECT json_group_array(json_object('id', c.id, 'name', c.name, 'slug', c.slug,
    'parent_id', c.parent_id, 'type_id', c.type_id, 'position', c.position, 'img', c.img, 'group_id', c.group_id))
  FROM (SELECT c.* FROM poll_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.poll_id = ${P.id}
    ORDER BY c.position, c.id) c)`

const optionsJsonSql = sql<string | null>`(SELECT json_group_array(json_object('id', o.id,
    'value', o.value, 'position', o.position, 'total_votes', o.total_votes,
    'total_pending_votes', o.total_pending_votes))
  FROM (SELECT * FROM poll_options WHERE poll_id = ${P.id} ORDER BY position, id) o)`

const voteJsonSql = (viewer: SqlViewer) => sql<string | null>`(SELECT json_object('id', v.id,
    'poll_option_id', v.poll_option_id, 'poll_id', v.poll_id, 'survey_id', v.survey_id,
    'user_id', v.user_id, 'status', v.status, 'created_at', v.created_at, 'approved_at', v.approved_at)
  FROM poll_votes v WHERE v.poll_id = ${P.id} AND v.user_id = ${viewer.id})`

/** The series: the parent, its other children, or this poll's children; readable ones only. */
const siblingsJsonSql = (viewer: SqlViewer) => sql<string | null>`(SELECT json_group_array(
    json_object('id', s.id, 'title', s.title, 'status', s.status, 'ends_at', s.ends_at))
  FROM (SELECT s.id, s.title, s.status, s.ends_at FROM polls s WHERE s.type = 'poll' AND s.id <> ${P.id}
    AND (s.parent_id = ${P.id} OR s.id = ${P.parentId} OR s.parent_id = ${P.parentId})
    AND (s.status = 'approved' OR ${viewer.manages} OR s.user_id = ${viewer.id})
    ORDER BY s.starts_at, s.id LIMIT 100) s)`

const NULL_TEXT = sql<string | null>`NULL`

/** Every stored column but the payment reference details nobody reads, plus the derived ones. */
const pollColumns = (type: PollType, viewer: SqlViewer, withSiblings: boolean) => ({
  ...getTableColumns(polls),
  // Every derived column is named (architecture.md: D1 names an unaliased column by its text).
  optionsJson: (type === 'poll' ? optionsJsonSql : NULL_TEXT).as('options_json'),
  voteJson: (type === 'poll' ? voteJsonSql(viewer) : NULL_TEXT).as('vote_json'),
  siblingsJson: (withSiblings ? siblingsJsonSql(viewer) : NULL_TEXT).as('siblings_json'),
  categoriesJson: categoriesJsonSql.as('categories_json'),
  userJson: userJsonSql.as('user_json'),
  ...engagementColumnsSql(type, P.id, viewer.id),
})

/** A survey's extra columns: its counts, the reader's submission (answers are on the get). */
const surveyColumns = (viewer: SqlViewer) => ({
  ...pollColumns('survey', viewer, false),
  totalQuestions:
    sql<number>`(SELECT count(*) FROM survey_questions q WHERE q.survey_id = ${P.id})`.as(
      'total_questions',
    ),
  totalPolls: sql<number>`(SELECT count(*) FROM polls ep WHERE ep.survey_id = ${P.id})`.as(
    'total_polls',
  ),
  totalSubmissions:
    sql<number>`(SELECT count(*) FROM survey_submissions ss WHERE ss.survey_id = ${P.id})`.as(
      'total_submissions',
    ),
  /** Votes in its polls: a survey with none that has not started is still new. */
  totalEmbeddedVotes: sql<number>`coalesce((SELECT sum(ep.total_votes + ep.total_pending_votes)
    FROM polls ep WHERE ep.survey_id = ${P.id}), 0)`.as('total_embedded_votes'),
  answeredAt: sql<
    string | null
  >`(SELECT ms.created_at FROM survey_submissions ms WHERE ms.survey_id = ${P.id} AND ms.user_id = ${viewer.id})`.as(
    'answered_at',
  ),
})

/** The reader's answers and every question, for one survey. */
const surveyDetailColumns = (viewer: SqlViewer) => {
  const mine = sql`(SELECT ms.id FROM survey_submissions ms WHERE ms.survey_id = ${P.id} AND ms.user_id = ${viewer.id})`
  return {
    ...surveyColumns(viewer),
    questionsJson: sql<string | null>`(SELECT json_group_array(json_object('id', q.id,
        'question', q.question, 'position', q.position, 'answer',
        (SELECT a.answer FROM survey_answers a WHERE a.submission_id = ${mine} AND a.question_id = q.id)))
      FROM (SELECT * FROM survey_questions WHERE survey_id = ${P.id} ORDER BY position, id) q)`.as(
      'questions_json',
    ),
  }
}

/** Approved items for every reader, the author's own in any status, every one for a manager. */
const visibleSql = (viewer: SqlViewer) =>
  sql`(${viewer.manages} OR ${ownSql(viewer)} OR ${P.status} = 'approved')`

const categoryIdsOf = (query: { categories?: number[]; 'categories[]'?: number[] }) => [
  ...new Set([...(query.categories ?? []), ...(query['categories[]'] ?? [])]),
]

/**
 * What polls and surveys lists share (spec 01 §7, spec 02 §4): without status or user_id,
 * approved ones; with a status (or 'all'), a manager's every one and anyone else's own; with
 * user_id, that author's approved ones, or every status when the reader is that author.
 */
const sharedWhere = (
  type: PollType,
  viewer: SqlViewer,
  query: ListSurveysQuery | ListPollsQuery,
) => {
  const filters: SQL[] = [sql`${P.surveyId} IS NULL`, eq(polls.type, type), visibleSql(viewer)]
  if (query.status === undefined && query.user_id === undefined)
    filters.push(sql`${P.status} = 'approved'`)
  if (query.status !== undefined) {
    filters.push(sql`(${viewer.manages} OR ${ownSql(viewer)})`)
    if (query.status !== 'all') filters.push(sql`${P.status} = ${query.status}`)
  }
  if (query.user_id !== undefined) {
    filters.push(sql`${P.userId} = ${query.user_id}`)
    if (query.status === undefined)
      filters.push(sql`(${P.status} = 'approved' OR ${ownSql(viewer)})`)
  }
  const categoryIds = categoryIdsOf(query)
  if (categoryIds.length > 0) {
    // Validated integers, inlined: D1 allows 100 bound parameters per statement.
    filters.push(
      sql`EXISTS (SELECT 1 FROM poll_categories pcf WHERE pcf.poll_id = ${P.id} AND pcf.category_id IN (${sql.raw(categoryIds.join(','))}))`,
    )
  }
  if (query.q) filters.push(containsText(polls.title, query.q))
  // A private survey is for signed-in readers only (managers and its author aside).
  if (type === 'survey' && !viewer.signedIn)
    filters.push(sql`(${polls.isPrivate} = 0 OR ${viewer.manages} OR ${ownSql(viewer)})`)
  return filters
}

const pollWhere = (viewer: SqlViewer, query: ListPollsQuery) => {
  const filters = sharedWhere(query.type, viewer, query)
  if (!query.include_dont_show_on_polls) filters.push(sql`${polls.dontShowOnPolls} = 0`)
  // Already UTC (listPolls converts the London date).
  if (query.starts_at_from) filters.push(sql`${polls.startsAt} >= ${query.starts_at_from}`)
  if (query.voted_as !== undefined) {
    const status = query.voted_as === 'any' ? sql`` : sql` AND vf.status = ${query.voted_as}`
    filters.push(
      sql`EXISTS (SELECT 1 FROM poll_votes vf WHERE vf.poll_id = ${P.id} AND vf.user_id = ${viewer.id}${status})`,
    )
  }
  if (query.hide_if_child) filters.push(sql`${P.parentId} IS NULL`)
  if (query.event_id !== undefined) filters.push(sql`${polls.eventId} = ${query.event_id}`)
  return and(...filters)
}

const ORDER = [desc(polls.startsAt), desc(polls.id)]

/** The public list: every approved poll of its own, which is what feed_counts counts. */
const isPublicPollList = (query: ListPollsQuery) =>
  query.status === undefined &&
  query.user_id === undefined &&
  !query.q &&
  categoryIdsOf(query).length === 0 &&
  !query.include_dont_show_on_polls &&
  !query.starts_at_from &&
  query.type === 'poll' &&
  query.voted_as === undefined &&
  !query.hide_if_child &&
  query.event_id === undefined

/** The ids of one page of a list, newest start first (the page size a literal, paging.ts). */
const pageIdsQuery = (db: Db, where: SQL | undefined, page: { perPage: number; offset: number }) =>
  db
    .select({ id: polls.id })
    .from(polls)
    .where(where)
    .orderBy(...ORDER)
    .limit(literalLimit(page.perPage))
    .offset(literalLimit(page.offset))

/**
 * One page of polls (9 by default, newest start first) and the total, for one batch; surveys'
 * cards with type=survey.
 */
export const listPollsStatements = (db: Db, viewer: SqlViewer, query: ListPollsQuery) => {
  const where = pollWhere(viewer, query)
  const pageIds = pageIdsQuery(db, where, query)
  return {
    rows: db
      .select(pollColumns(query.type, viewer, (query.with ?? []).includes('siblings')))
      .from(polls)
      .where(sql`${polls.id} IN ${pageIds}`)
      .orderBy(...ORDER),
    total: isPublicPollList(query)
      ? // Approved polls of their own are feed rows: feed_counts (kept by triggers) holds their number.
        db
          .select({
            total: sql<number>`coalesce((SELECT fc.total FROM feed_counts fc
              WHERE fc.item_type = 'poll' AND fc.is_private = 0), 0)`.as('total'),
          })
          .from(sql`(SELECT 1)`)
      : db
          .select({ total: sql<number>`count(*)`.as('total') })
          .from(polls)
          .where(where),
  }
}

export const listSurveysStatements = (db: Db, viewer: SqlViewer, query: ListSurveysQuery) => {
  const where = and(...sharedWhere('survey', viewer, query))
  const pageIds = pageIdsQuery(db, where, query)
  return {
    rows: db
      .select(surveyColumns(viewer))
      .from(polls)
      .where(sql`${polls.id} IN ${pageIds}`)
      .orderBy(...ORDER),
    total: db
      .select({ total: sql<number>`count(*)`.as('total') })
      .from(polls)
      .where(where),
  }
}

/**
 * One poll the reader may read (the registry's rule, item-types.ts): its own, a manager's any,
 * an approved one; an embedded one as its survey. Kept off the polls list (dont_show_on_polls):
 * only with include_dont_show_on_polls, to its author and managers, or inside its survey.
 */
export const getPollStatement = (db: Db, viewer: SqlViewer, id: number, includeDontShow: boolean) =>
  db
    .select(pollColumns('poll', viewer, true))
    .from(polls)
    .where(
      and(
        eq(polls.id, id),
        ITEM_TYPES.poll.readableSql(viewer, P.id),
        includeDontShow
          ? undefined
          : sql`(${polls.dontShowOnPolls} = 0 OR ${P.surveyId} IS NOT NULL OR ${viewer.manages} OR ${ownSql(viewer)})`,
      ),
    )
    .limit(1)

export const getSurveyStatements = (db: Db, viewer: SqlViewer, id: number) => {
  const readable = ITEM_TYPES.survey.readableSql(viewer, sql`${id}`)
  return {
    survey: db
      .select(surveyDetailColumns(viewer))
      .from(polls)
      .where(and(eq(polls.id, id), eq(polls.type, 'survey'), readable))
      .limit(1),
    polls: db
      .select(pollColumns('poll', viewer, false))
      .from(polls)
      .where(and(eq(polls.surveyId, id), readable))
      .orderBy(polls.id),
  }
}

/** The stored poll or survey a write acts on, with what decides "new". */
export const pollForWriteQuery = (db: Db, id: number) =>
  db
    .select({
      id: polls.id,
      type: polls.type,
      title: polls.title,
      userId: polls.userId,
      status: polls.status,
      startsAt: polls.startsAt,
      endsAt: polls.endsAt,
      surveyId: polls.surveyId,
      totalVotes: sql<number>`(${polls.totalVotes} + coalesce((SELECT sum(ep.total_votes)
        FROM polls ep WHERE ep.survey_id = ${P.id}), 0))`.as('total_votes'),
      totalPendingVotes:
        sql<number>`(${polls.totalPendingVotes} + coalesce((SELECT sum(ep.total_pending_votes)
        FROM polls ep WHERE ep.survey_id = ${P.id}), 0)
        + (SELECT count(*) FROM survey_submissions ss WHERE ss.survey_id = ${P.id}))`.as(
          'total_pending_votes',
        ),
    })
    .from(polls)
    .where(eq(polls.id, id))
    .limit(1)

export const optionIdsQuery = (db: Db, pollIds: number[]) =>
  db
    .select({ id: pollOptions.id, pollId: pollOptions.pollId, value: pollOptions.value })
    .from(pollOptions)
    .where(inArray(pollOptions.pollId, pollIds.length > 0 ? pollIds : [0]))
    .orderBy(pollOptions.pollId, pollOptions.position, pollOptions.id)

export const knownCategoriesQuery = (db: Db, ids: number[]) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids.length > 0 ? ids : [0]))

export const eventExistsQuery = (db: Db, id: number | null | undefined) =>
  db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.id, id ?? 0))

/** A parent must be a poll of its own (not a survey, not embedded). */
export const parentPollQuery = (db: Db, id: number | null | undefined) =>
  db
    .select({ id: polls.id })
    .from(polls)
    .where(and(eq(polls.id, id ?? 0), eq(polls.type, 'poll'), sql`${P.surveyId} IS NULL`))

const recipientColumns = {
  id: users.id,
  email: users.email,
  forename: users.forename,
  surname: users.surname,
}

/** Active members holding one of the type's manage keys: who hears of a pending submission. */
export const managersQuery = (db: Db, type: PollType) =>
  db
    .select(recipientColumns)
    .from(users)
    .where(
      and(
        eq(users.isActive, 1),
        sql`(${sql.join(
          POLL_MANAGE_KEYS[type].map((key) => userHoldsSql(sql.raw('users.id'), key)),
          sql` OR `,
        )})`,
      ),
    )

export const recipientQuery = (db: Db, userId: number) =>
  db.select(recipientColumns).from(users).where(eq(users.id, userId))

export type PollRow = Awaited<ReturnType<typeof getPollStatement>>[number]
export type SurveySummaryRow = Awaited<ReturnType<typeof listSurveysStatements>['rows']>[number]
export type SurveyRow = Awaited<ReturnType<typeof getSurveyStatements>['survey']>[number]
