import { and, eq, sql } from 'drizzle-orm'
import { compiledSet, ph } from '../../db/compiled'
import { polls, type PollType } from '../../db/schema'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, notFound, type FieldErrors } from '../../lib/errors'
import { londonToUtc } from '../../lib/london-time'
import { canEditOptions, canEditPoll } from '../polls.policy'
import {
  getPollStatement,
  listPollsStatements,
  pollForWriteQuery,
  pollViewerOf,
  pollViewerOfActor,
} from '../polls.queries'
import { toPollResource } from '../polls.resources'
import {
  POLL_MESSAGES,
  type CreatePollInput,
  type ListPollsQuery,
  type PollResource,
  type UpdatePollInput,
} from '../polls.schemas'
import { noticeIfDecided, noticePollSubmitted } from '../polls-notices.service'
import {
  checkOptionIds,
  checkReferences,
  createdStatus,
  insertCategoriesStatement,
  insertOptionsStatement,
  loadForUpdate,
  loadReferences,
  newestPollIdSql,
  optionsChanged,
  replaceCategoriesStatements,
  replaceOptionsStatements,
  statusChange,
  storedDates,
} from '../polls-save.service'

/**
 * Polls (spec 01 §4, §7; spec 02 §3–§9): the list and one poll in one round trip each; saves in
 * one batch, notices after it. Status is for polls.manage; dates and options lock once saved or
 * live (polls.policy.ts).
 */

const VALUE_FILTERS = ['user_id', 'q', 'starts_at_from', 'event_id'] as const

/**
 * The list query with its values as placeholders, the values, and a key naming everything else
 * the SQL text depends on (worker/db/compiled.ts): building the page's SQL, with the reader's
 * session rules in each per-row subquery, cost more CPU than the rest of the request (bench).
 */
const compiledShape = (query: ListPollsQuery, tokenHash: string | null) => {
  const shaped: ListPollsQuery = { ...query }
  const values: Record<string, unknown> = { tokenHash }
  const present: string[] = []
  for (const name of VALUE_FILTERS) {
    const value = query[name]
    if (value === undefined || value === '') continue
    present.push(name)
    values[name] = name === 'starts_at_from' ? londonToUtc(String(value)) : value
    Object.assign(shaped, { [name]: ph(name) })
  }
  if (query.status && query.status !== 'all') {
    values.status = query.status
    shaped.status = ph<ListPollsQuery['status']>('status')
  }
  if (query.voted_as && query.voted_as !== 'any') {
    values.votedAs = query.voted_as
    shaped.voted_as = ph<ListPollsQuery['voted_as']>('votedAs')
  }
  const key = JSON.stringify({
    viewer: Boolean(tokenHash),
    type: query.type,
    present,
    status: query.status === undefined ? null : query.status === 'all' ? 'all' : 'one',
    votedAs: query.voted_as === undefined ? null : query.voted_as === 'any' ? 'any' : 'one',
    categories: [...new Set([...(query.categories ?? []), ...(query['categories[]'] ?? [])])].sort(
      (a, b) => a - b,
    ),
    siblings: (query.with ?? []).includes('siblings'),
    hideIfChild: Boolean(query.hide_if_child),
    dontShow: Boolean(query.include_dont_show_on_polls),
    perPage: query.perPage,
    offset: query.offset,
  })
  return { key, shaped, values }
}

export const listPolls = async (
  deps: Deps,
  query: ListPollsQuery,
): Promise<{ rows: PollResource[]; total: number }> => {
  const { db, auth } = deps
  const { key, shaped, values } = compiledShape(query, auth.tokenHash)
  const statements = compiledSet(
    db,
    `polls.list:${key}`,
    ['rows', 'total'],
    () =>
      listPollsStatements(
        db,
        pollViewerOf(query.type, auth.tokenHash ? ph('tokenHash') : null),
        shaped,
      ),
    values,
  )
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  const actor = await auth.load()
  const now = Date.now()
  return { rows: rows.map((r) => toPollResource(r, actor, now)), total: count?.total ?? 0 }
}

export const getPoll = async (
  deps: Deps,
  id: number,
  opts: { includeDontShowOnPolls?: boolean },
): Promise<PollResource> => {
  const { db, auth } = deps
  const viewer = pollViewerOf('poll', auth.tokenHash)
  const [[row]] = await db.batch([
    getPollStatement(db, viewer, id, opts.includeDontShowOnPolls ?? false),
  ])
  if (!row) throw notFound()
  return toPollResource(row, await auth.load())
}

const readBack = async (deps: Deps, id: number) => {
  const actor = await requireUser(deps)
  const [[row]] = await deps.db.batch([
    getPollStatement(deps.db, pollViewerOfActor('poll', actor), id, true),
  ])
  if (!row) throw notFound()
  return toPollResource(row, actor)
}

export const createPoll = async (deps: Deps, input: CreatePollInput): Promise<PollResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const refs = await loadReferences(db, input, [])
  const errors: FieldErrors = {}
  checkOptionIds(input.poll_options, null, refs, 'poll_options', errors)
  checkReferences(actor, 'poll', input, refs, null, errors)
  const status = createdStatus(actor, 'poll', input.status)
  const now = new Date().toISOString()
  const pollId = newestPollIdSql('poll')
  const [[created]] = await db.batch([
    db
      .insert(polls)
      .values({
        type: 'poll',
        userId: actor.user.id,
        title: input.title,
        description: input.description,
        sponsoredBy: input.sponsored_by ?? null,
        sponsoredByLink: input.sponsored_by_link ?? null,
        status,
        ...storedDates(input.starts_at, input.ends_at),
        dontShowOnPolls: input.dont_show_on_polls,
        eventId: input.event_id ?? null,
        parentId: input.parent_id ?? null,
        approvedAt: status === 'approved' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: polls.id }),
    insertOptionsStatement(db, pollId, input.poll_options),
    ...(input.categories.length > 0
      ? [insertCategoriesStatement(db, pollId, input.categories)]
      : []),
  ])
  const poll = await readBack(deps, created!.id)
  if (status === 'pending') await noticePollSubmitted(deps, 'poll', poll, actor.user.id)
  return poll
}

/**
 * The owner or a manager edits; only a manager changes the status (403 for anyone else sending a
 * different one). Dates and options lock as polls.policy.ts says. An owner's edit of an approved
 * poll keeps it approved, as for posts.
 */
export const updatePoll = async (
  deps: Deps,
  id: number,
  input: UpdatePollInput,
): Promise<PollResource> => {
  const { db } = deps
  const { actor, stored, dates } = await loadForUpdate(deps, 'poll', id, input)
  const refs = await loadReferences(db, input, [id])
  const errors: FieldErrors = {}
  checkOptionIds(input.poll_options, id, refs, 'poll_options', errors)
  checkReferences(actor, 'poll', input, refs, id, errors)
  const options = input.poll_options
  const changesOptions = options !== undefined && optionsChanged(options, refs.optionsOf(id))
  if (changesOptions && !canEditOptions(actor, 'poll', stored))
    throw forbidden(POLL_MESSAGES.optionsLocked)
  const now = new Date().toISOString()
  const { status, approval } = statusChange(input.status, stored.status, now)
  await db.batch([
    db
      .update(polls)
      .set({
        title: input.title,
        description: input.description,
        sponsoredBy: input.sponsored_by,
        sponsoredByLink: input.sponsored_by_link,
        status,
        ...dates,
        dontShowOnPolls: input.dont_show_on_polls,
        eventId: input.event_id,
        parentId: input.parent_id,
        ...approval,
        updatedAt: now,
      })
      .where(and(eq(polls.id, id), eq(polls.type, 'poll'))),
    ...(changesOptions ? replaceOptionsStatements(db, id, options) : []),
    ...replaceCategoriesStatements(db, id, input.categories),
  ])
  const poll = await readBack(deps, id)
  await noticeIfDecided(deps, 'poll', poll, stored, actor.user.id, status)
  return poll
}

/** The owner or the type's manager deletes (204); a poll asked for as a survey is 404. */
export const deletePoll = async (deps: Deps, type: PollType, id: number): Promise<void> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[stored]] = await db.batch([pollForWriteQuery(db, id)])
  if (!stored || stored.type !== type) throw notFound()
  const manageType: PollType = stored.surveyId !== null ? 'survey' : type
  if (!canEditPoll(actor, manageType, stored)) throw forbidden()
  await db.batch([db.delete(polls).where(and(eq(polls.id, id), sql`${polls.type} = ${type}`))])
}
