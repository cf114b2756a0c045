import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { BatchItem } from 'drizzle-orm/batch'
import type { Db } from '../../db/client'
import { polls, surveyQuestions } from '../../db/schema'
import { requireUser, type Deps } from '../../lib/deps'
import { forbidden, type FieldErrors } from '../../lib/errors'
import { canEditOptions } from '../polls.policy'
import {
  POLL_MESSAGES,
  type CreateSurveyInput,
  type PollStatus,
  type SurveyResource,
  type UpdateSurveyInput,
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
import { readSurveyBack } from './surveys'

/**
 * Saving surveys (spec 02 §3–§4): the survey row, its questions and its embedded polls (type poll,
 * survey_id set, the survey's status and dates, kept off the polls list) with their options, in
 * one batch. The poll rules hold: status for managers, dates and options lock once saved or live.
 */

type SurveyPollInput = NonNullable<CreateSurveyInput['polls']>[number]

/** Inserts an embedded poll and its options (the poll found as the newest, see newestPollIdSql). */
const insertEmbeddedPoll = (
  db: Db,
  surveyId: ReturnType<typeof sql>,
  poll: SurveyPollInput,
  fields: { userId: number; status: PollStatus; startsAt: string; endsAt: string; now: string },
): BatchItem<'sqlite'>[] => [
  db.insert(polls).values({
    type: 'poll',
    surveyId,
    userId: fields.userId,
    title: poll.title,
    status: fields.status,
    startsAt: fields.startsAt,
    endsAt: fields.endsAt,
    dontShowOnPolls: true,
    approvedAt: fields.status === 'approved' ? fields.now : null,
    createdAt: fields.now,
    updatedAt: fields.now,
  }),
  insertOptionsStatement(db, newestPollIdSql('poll'), poll.poll_options),
]

const insertQuestionsStatement = (
  db: Db,
  surveyId: ReturnType<typeof sql>,
  questions: { question: string; position: number }[],
) =>
  db.insert(surveyQuestions).select(
    sql`SELECT NULL, ${surveyId}, json_extract(q.value, '$.question'), json_extract(q.value, '$.position')
        FROM json_each(${JSON.stringify(questions)}) q`,
  )

export const createSurvey = async (
  deps: Deps,
  input: CreateSurveyInput,
): Promise<SurveyResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const refs = await loadReferences(db, { ...input, parent_id: null }, [])
  const errors: FieldErrors = {}
  input.questions.forEach((q, i) => {
    if (q.id !== undefined)
      errors[`questions.${i}.id`] = ['This question is not one of the survey’s']
  })
  input.polls.forEach((p, i) => {
    if (p.id !== undefined) errors[`polls.${i}.id`] = ['This poll is not one of the survey’s']
    checkOptionIds(p.poll_options, null, refs, `polls.${i}.poll_options`, errors)
  })
  checkReferences(actor, 'survey', input, refs, null, errors)
  const status = createdStatus(actor, 'survey', input.status)
  const now = new Date().toISOString()
  const dates = storedDates(input.starts_at, input.ends_at)
  const surveyId = newestPollIdSql('survey')
  const [[created]] = await db.batch([
    db
      .insert(polls)
      .values({
        type: 'survey',
        userId: actor.user.id,
        title: input.title,
        description: input.description,
        status,
        ...dates,
        isPrivate: input.is_private,
        eventId: input.event_id ?? null,
        approvedAt: status === 'approved' ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: polls.id }),
    ...(input.categories.length > 0
      ? [insertCategoriesStatement(db, surveyId, input.categories)]
      : []),
    ...(input.questions.length > 0
      ? [
          insertQuestionsStatement(
            db,
            surveyId,
            input.questions.map((q, position) => ({ question: q.question, position })),
          ),
        ]
      : []),
    ...input.polls.flatMap((p) =>
      insertEmbeddedPoll(db, surveyId, p, { userId: actor.user.id, status, ...dates, now }),
    ),
  ])
  const survey = await readSurveyBack(deps, created!.id)
  if (status === 'pending') await noticePollSubmitted(deps, 'survey', survey, actor.user.id)
  return survey
}

/** The stored questions and embedded polls of a survey. */
const loadChildren = async (db: Db, id: number) => {
  const [questions, embedded] = await db.batch([
    db
      .select({ id: surveyQuestions.id })
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, id)),
    db.select({ id: polls.id }).from(polls).where(eq(polls.surveyId, id)).orderBy(asc(polls.id)),
  ])
  return { questions: new Set(questions.map((q) => q.id)), polls: embedded.map((p) => p.id) }
}

const questionWrites = (db: Db, id: number, input: UpdateSurveyInput['questions']) => {
  if (input === undefined) return []
  const kept = input.flatMap((q, position) =>
    q.id === undefined ? [] : [{ id: q.id, question: q.question, position }],
  )
  const added = input.flatMap((q, position) =>
    q.id === undefined ? [{ question: q.question, position }] : [],
  )
  const keptIds = kept.map((q) => q.id)
  const list = JSON.stringify(kept)
  return [
    db
      .delete(surveyQuestions)
      .where(
        and(
          eq(surveyQuestions.surveyId, id),
          keptIds.length > 0 ? notInArray(surveyQuestions.id, keptIds) : undefined,
        ),
      ),
    ...(kept.length > 0
      ? [
          db
            .update(surveyQuestions)
            .set({
              question: sql`(SELECT json_extract(k.value, '$.question') FROM json_each(${list}) k
                WHERE json_extract(k.value, '$.id') = ${surveyQuestions.id})`,
              position: sql`(SELECT json_extract(k.value, '$.position') FROM json_each(${list}) k
                WHERE json_extract(k.value, '$.id') = ${surveyQuestions.id})`,
            })
            .where(and(eq(surveyQuestions.surveyId, id), inArray(surveyQuestions.id, keptIds))),
        ]
      : []),
    ...(added.length > 0 ? [insertQuestionsStatement(db, sql`${id}`, added)] : []),
  ]
}

/**
 * The owner or a manager edits. Embedded polls always carry the survey's status and dates.
 * Adding, removing or changing any poll's options is an options change (locked once live).
 */
export const updateSurvey = async (
  deps: Deps,
  id: number,
  input: UpdateSurveyInput,
): Promise<SurveyResource> => {
  const { db } = deps
  const { actor, stored, dates } = await loadForUpdate(deps, 'survey', id, input)
  const children = await loadChildren(db, id)
  const refs = await loadReferences(db, { ...input, parent_id: null }, children.polls)
  const errors: FieldErrors = {}
  input.questions?.forEach((q, i) => {
    if (q.id !== undefined && !children.questions.has(q.id))
      errors[`questions.${i}.id`] = ['This question is not one of the survey’s']
  })
  input.polls?.forEach((p, i) => {
    if (p.id !== undefined && !children.polls.includes(p.id))
      errors[`polls.${i}.id`] = ['This poll is not one of the survey’s']
    checkOptionIds(p.poll_options, p.id ?? null, refs, `polls.${i}.poll_options`, errors)
  })
  checkReferences(actor, 'survey', input, refs, id, errors)
  const keptPolls = (input.polls ?? []).flatMap((p) => (p.id === undefined ? [] : [p]))
  const changedPolls = keptPolls.filter((p) =>
    optionsChanged(p.poll_options, refs.optionsOf(p.id!)),
  )
  const changesOptions =
    input.polls !== undefined &&
    (keptPolls.length !== children.polls.length ||
      input.polls.length !== keptPolls.length ||
      changedPolls.length > 0)
  if (changesOptions && !canEditOptions(actor, 'survey', stored))
    throw forbidden(POLL_MESSAGES.optionsLocked)
  const now = new Date().toISOString()
  const { status, approval } = statusChange(input.status, stored.status, now)
  const startsAt = dates.startsAt ?? stored.startsAt
  const endsAt = dates.endsAt ?? stored.endsAt
  const keptIds = keptPolls.map((p) => p.id!)
  await db.batch([
    db
      .update(polls)
      .set({
        title: input.title,
        description: input.description,
        status,
        ...dates,
        isPrivate: input.is_private,
        eventId: input.event_id,
        ...approval,
        updatedAt: now,
      })
      .where(and(eq(polls.id, id), eq(polls.type, 'survey'))),
    // Embedded polls follow the survey's status and dates.
    db
      .update(polls)
      .set({ status, startsAt, endsAt, ...approval, updatedAt: now })
      .where(eq(polls.surveyId, id)),
    ...questionWrites(db, id, input.questions),
    ...(input.polls !== undefined
      ? [
          db
            .delete(polls)
            .where(
              and(
                eq(polls.surveyId, id),
                keptIds.length > 0 ? notInArray(polls.id, keptIds) : undefined,
              ),
            ),
          ...keptPolls.map((p) =>
            db
              .update(polls)
              .set({ title: p.title })
              .where(and(eq(polls.id, p.id!), eq(polls.surveyId, id))),
          ),
          ...changedPolls.flatMap((p) => replaceOptionsStatements(db, p.id!, p.poll_options)),
          ...input.polls
            .filter((p) => p.id === undefined)
            .flatMap((p) =>
              insertEmbeddedPoll(db, sql`${id}`, p, {
                userId: stored.userId ?? actor.user.id,
                status,
                startsAt,
                endsAt,
                now,
              }),
            ),
        ]
      : []),
    ...replaceCategoriesStatements(db, id, input.categories),
  ])
  const survey = await readSurveyBack(deps, id)
  await noticeIfDecided(deps, 'survey', survey, stored, actor.user.id, status)
  return survey
}
