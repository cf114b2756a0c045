import { and, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../db/client'
import { pollCategories, pollOptions, type PollType } from '../db/schema'
import type { Actor } from '../lib/actor'
import { requireUser, type Deps } from '../lib/deps'
import { forbidden, invalid, notFound, type FieldErrors } from '../lib/errors'
import { londonToUtc, oneMonthAfter } from '../lib/london-time'
import { canChangeDates, canCreateEventPoll, canEditPoll, canManagePolls } from './polls.policy'
import {
  eventExistsQuery,
  knownCategoriesQuery,
  optionIdsQuery,
  parentPollQuery,
  pollForWriteQuery,
} from './polls.queries'
import { POLL_MESSAGES, type PollOptionInput, type PollStatus } from './polls.schemas'

/** What poll and survey saves share: dates, references, options and categories as statements. */

/**
 * A new row's id inside the batch that inserts it: D1 runs a batch as one transaction with no
 * other write in between, and AUTOINCREMENT gives a new row an id above every other, so right
 * after the insert the greatest id is the new row's (a RETURNING value cannot feed the next
 * statement of a batch).
 */
export const newestPollIdSql = (type: PollType) =>
  sql`(SELECT max(id) FROM polls WHERE type = ${type})`

/** Start and end as stored (UTC), the end one month after the start by default (spec 02 §9). */
export const storedDates = (startsAt: string, endsAt: string | null | undefined) => {
  const start = londonToUtc(startsAt)
  return { startsAt: start, endsAt: endsAt ? londonToUtc(endsAt) : oneMonthAfter(start) }
}

/**
 * The dates an update asks for, or none. Once saved, only canChangeDates may move them (spec 02
 * §4, M02-POLL-06): anyone else sending a different value gets 403.
 */
export const updatedDates = (
  actor: Actor,
  type: PollType,
  stored: { startsAt: string; endsAt: string },
  input: { starts_at?: string; ends_at?: string | null },
) => {
  if (input.starts_at === undefined && input.ends_at === undefined) return {}
  const startsAt = input.starts_at ? londonToUtc(input.starts_at) : stored.startsAt
  const endsAt =
    input.ends_at === undefined
      ? stored.endsAt
      : input.ends_at
        ? londonToUtc(input.ends_at)
        : oneMonthAfter(startsAt)
  const changed = startsAt !== stored.startsAt || endsAt !== stored.endsAt
  if (changed && !canChangeDates(actor, type)) throw forbidden(POLL_MESSAGES.datesLocked)
  if (endsAt < startsAt) throw invalid({ ends_at: ['The end date must be after the start date'] })
  return { startsAt, endsAt }
}

/**
 * The poll or survey an update is about, once the actor may edit it (the owner or the type's
 * manager; 404 for another type), may send its status (managers only, 403) and its dates.
 */
export const loadForUpdate = async (
  deps: Deps,
  type: PollType,
  id: number,
  input: { status?: PollStatus; starts_at?: string; ends_at?: string | null },
) => {
  const actor = await requireUser(deps)
  const [[stored]] = await deps.db.batch([pollForWriteQuery(deps.db, id)])
  if (!stored || stored.type !== type) throw notFound()
  if (!canEditPoll(actor, type, stored)) throw forbidden()
  if (input.status !== undefined && input.status !== stored.status && !canManagePolls(actor, type))
    throw forbidden('Only managers can change the status')
  return { actor, stored, dates: updatedDates(actor, type, stored, input) }
}

/** A new poll's or survey's status: a manager's choice (approved by default), else pending. */
export const createdStatus = (
  actor: Actor,
  type: PollType,
  requested: PollStatus | undefined,
): PollStatus => (canManagePolls(actor, type) ? (requested ?? 'approved') : 'pending')

/** The status an update leaves, and approved_at set on approving or cleared on unapproving. */
export const statusChange = (
  requested: PollStatus | undefined,
  stored: PollStatus,
  now: string,
) => {
  const status = requested ?? stored
  const approval =
    status === 'approved' && stored !== 'approved'
      ? { approvedAt: now }
      : status !== 'approved' && stored === 'approved'
        ? { approvedAt: null }
        : {}
  return { status, approval }
}

/** Reads what the input points at, in one batch: categories, the event, the parent, options. */
export const loadReferences = async (
  db: Db,
  input: { categories?: number[]; event_id?: number | null; parent_id?: number | null },
  pollIds: number[],
) => {
  const [known, foundEvents, parents, options] = await db.batch([
    knownCategoriesQuery(db, input.categories ?? []),
    eventExistsQuery(db, input.event_id),
    parentPollQuery(db, input.parent_id),
    optionIdsQuery(db, pollIds),
  ])
  return {
    categories: new Set(known.map((c) => c.id)),
    event: foundEvents[0] ?? null,
    parent: parents[0] ?? null,
    /** Option id → its poll. */
    options: new Map(options.map((o) => [o.id, o.pollId])),
    /** Each poll's options in order. */
    optionsOf: (pollId: number) => options.filter((o) => o.pollId === pollId),
  }
}
export type References = Awaited<ReturnType<typeof loadReferences>>

export const NO_SUCH_CATEGORY = 'Choose an existing category'
export const NO_SUCH_EVENT = 'Choose an existing event'
export const NO_SUCH_PARENT = 'Choose an existing poll'
export const NO_SUCH_OPTION = 'This option is not one of the poll’s'

/**
 * An event's poll or survey needs the type's create or manage key AND an event key (spec 03 §6,
 * M03-PERM-29/30): 403 otherwise. Then 422 for categories, an event or a parent that do not
 * exist (or a parent that is this poll).
 */
export const checkReferences = (
  actor: Actor,
  type: PollType,
  input: { categories?: number[]; event_id?: number | null; parent_id?: number | null },
  refs: References,
  selfId: number | null,
  errors: FieldErrors = {},
) => {
  if (input.event_id && !canCreateEventPoll(actor, type))
    throw forbidden('You need event and poll permissions to add a poll to an event')
  ;(input.categories ?? []).forEach((id, i) => {
    if (!refs.categories.has(id)) errors[`categories.${i}`] = [NO_SUCH_CATEGORY]
  })
  if (input.event_id && !refs.event) errors.event_id = [NO_SUCH_EVENT]
  if (input.parent_id && (!refs.parent || input.parent_id === selfId))
    errors.parent_id = [NO_SUCH_PARENT]
  if (Object.keys(errors).length > 0) throw invalid(errors)
}

/** Options given with an id must be the poll's own (422 `<prefix>.N.id`). */
export const checkOptionIds = (
  options: PollOptionInput[] | undefined,
  pollId: number | null,
  refs: References,
  prefix: string,
  errors: FieldErrors,
) => {
  options?.forEach((o, i) => {
    if (o.id !== undefined && (pollId === null || refs.options.get(o.id) !== pollId))
      errors[`${prefix}.${i}.id`] = [NO_SUCH_OPTION]
  })
}

/** Do the options differ from the stored ones (ids, values or order)? */
export const optionsChanged = (
  options: PollOptionInput[],
  stored: { id: number; value: string }[],
) =>
  options.length !== stored.length ||
  options.some((o, i) => o.id !== stored[i]!.id || o.value !== stored[i]!.value)

/** A new poll's options in the order given (position = index). */
export const insertOptionsStatement = (db: Db, pollId: SQL, options: PollOptionInput[]) =>
  db
    .insert(pollOptions)
    .select(
      sql`SELECT NULL, ${pollId}, json_extract(o.value, '$.value'), o.key, 0, 0 FROM json_each(${JSON.stringify(options)}) o`,
    )

/**
 * An edited poll's options: those with an id are updated, those without inserted, the missing
 * deleted (their votes go with them, and the triggers of migration 0021 take them off the counts).
 */
export const replaceOptionsStatements = (db: Db, pollId: number, options: PollOptionInput[]) => {
  const kept = options.flatMap((o, position) =>
    o.id === undefined ? [] : [{ id: o.id, value: o.value, position }],
  )
  const added = options.flatMap((o, position) =>
    o.id === undefined ? [{ value: o.value, position }] : [],
  )
  const keptIds = kept.map((o) => o.id)
  const writes: BatchItem<'sqlite'>[] = [
    db
      .delete(pollOptions)
      .where(
        and(
          eq(pollOptions.pollId, pollId),
          keptIds.length > 0 ? notInArray(pollOptions.id, keptIds) : undefined,
        ),
      ),
  ]
  if (kept.length > 0) {
    const list = JSON.stringify(kept)
    writes.push(
      db
        .update(pollOptions)
        .set({
          value: sql`(SELECT json_extract(k.value, '$.value') FROM json_each(${list}) k
            WHERE json_extract(k.value, '$.id') = ${pollOptions.id})`,
          position: sql`(SELECT json_extract(k.value, '$.position') FROM json_each(${list}) k
            WHERE json_extract(k.value, '$.id') = ${pollOptions.id})`,
        })
        .where(and(eq(pollOptions.pollId, pollId), inArray(pollOptions.id, keptIds))),
    )
  }
  if (added.length > 0) {
    writes.push(
      db.insert(pollOptions).select(
        sql`SELECT NULL, ${pollId}, json_extract(o.value, '$.value'), json_extract(o.value, '$.position'), 0, 0
            FROM json_each(${JSON.stringify(added)}) o`,
      ),
    )
  }
  return writes
}

/** The categories as given, set-based (the poll found by its id SQL). */
export const insertCategoriesStatement = (db: Db, pollId: SQL, ids: number[]) =>
  db
    .insert(pollCategories)
    .select(sql`SELECT ${pollId}, c.value FROM json_each(${JSON.stringify(ids)}) c`)

export const replaceCategoriesStatements = (db: Db, pollId: number, ids: number[] | undefined) =>
  ids === undefined
    ? []
    : [
        db.delete(pollCategories).where(eq(pollCategories.pollId, pollId)),
        ...(ids.length > 0 ? [insertCategoriesStatement(db, sql`${pollId}`, ids)] : []),
      ]
