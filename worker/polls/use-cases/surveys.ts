import { and, desc, eq, sql } from 'drizzle-orm'
import { polls, surveyAnswers, surveySubmissions } from '../../db/schema'
import { requireUser, type Deps } from '../../lib/deps'
import { conflict, forbidden, invalid, notFound, type FieldErrors } from '../../lib/errors'
import { literalLimit } from '../../lib/paging'
import { canEditPoll, canManagePolls } from '../polls.policy'
import {
  getSurveyStatements,
  listSurveysStatements,
  pollForWriteQuery,
  pollViewerOf,
  pollViewerOfActor,
} from '../polls.queries'
import { trustedJson } from '../../lib/json'
import { toSurveyResource, toSurveySummary } from '../polls.resources'
import {
  POLL_MESSAGES,
  type ListSurveysQuery,
  type SurveyAnswerInput,
  type SurveyResource,
  type SurveySubmissionRow,
  type SurveySummary,
} from '../polls.schemas'
import { z } from 'zod'

/**
 * Surveys (spec 01 §3–§4, spec 02 §3–§4): read like polls, with their questions and embedded
 * polls in the same round trip; answered once per member (the unique index decides).
 */

export const listSurveys = async (
  deps: Deps,
  query: ListSurveysQuery,
): Promise<{ rows: SurveySummary[]; total: number }> => {
  const { db, auth } = deps
  const statements = listSurveysStatements(db, pollViewerOf('survey', auth.tokenHash), query)
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  const actor = await auth.load()
  const now = Date.now()
  return { rows: rows.map((r) => toSurveySummary(r, actor, now)), total: count?.total ?? 0 }
}

export const getSurvey = async (deps: Deps, id: number): Promise<SurveyResource> => {
  const { db, auth } = deps
  const statements = getSurveyStatements(db, pollViewerOf('survey', auth.tokenHash), id)
  const [[row], pollRows] = await db.batch([statements.survey, statements.polls])
  if (!row) throw notFound()
  return toSurveyResource(row, pollRows, await auth.load())
}

/** The survey as the signed-in actor reads it after a write. */
export const readSurveyBack = async (deps: Deps, id: number): Promise<SurveyResource> => {
  const actor = await requireUser(deps)
  const statements = getSurveyStatements(deps.db, pollViewerOfActor('survey', actor), id)
  const [[row], pollRows] = await deps.db.batch([statements.survey, statements.polls])
  if (!row) throw notFound()
  return toSurveyResource(row, pollRows, actor)
}

/**
 * POST /api/surveys/{id}/answer (spec 01 §4, §7): an approved, active survey the member may read;
 * answers to its own questions, each once; one submission per member (409 after the first, also
 * under a race: the submission's unique index decides and its answers go in only when it is new).
 */
export const answerSurvey = async (
  deps: Deps,
  id: number,
  input: SurveyAnswerInput,
): Promise<SurveyResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const viewer = pollViewerOfActor('survey', actor)
  const statements = getSurveyStatements(db, viewer, id)
  const [[survey]] = await db.batch([statements.survey])
  if (!survey) throw notFound()
  const now = Date.now()
  const active =
    survey.status === 'approved' &&
    Date.parse(survey.startsAt) <= now &&
    now < Date.parse(survey.endsAt)
  if (!active) throw conflict(POLL_MESSAGES.surveyNotActive)
  if (survey.answeredAt !== null) throw conflict(POLL_MESSAGES.alreadyAnswered)
  const questionIds = new Set(
    // Only the ids of the questions' JSON matter here: parsed with a schema that keeps just them.
    (survey.questionsJson
      ? z.array(z.object({ id: z.number() })).parse(JSON.parse(survey.questionsJson))
      : []
    ).map((q) => q.id),
  )
  const errors: FieldErrors = {}
  const seen = new Set<number>()
  input.answers.forEach((a, i) => {
    if (!questionIds.has(a.question_id))
      errors[`answers.${i}.question_id`] = ['This question is not one of the survey’s']
    else if (seen.has(a.question_id))
      errors[`answers.${i}.question_id`] = ['Answer each question once']
    seen.add(a.question_id)
  })
  if (Object.keys(errors).length > 0) throw invalid(errors)
  const [submitted] = await db.batch([
    db
      .insert(surveySubmissions)
      .values({ surveyId: id, userId: actor.user.id, createdAt: new Date(now).toISOString() })
      .onConflictDoNothing({ target: [surveySubmissions.surveyId, surveySubmissions.userId] })
      .returning({ id: surveySubmissions.id }),
    // A submission that already had answers was not this request's: nothing is added to it.
    db.insert(surveyAnswers).select(
      sql`SELECT s.id, json_extract(a.value, '$.question_id'), json_extract(a.value, '$.answer')
          FROM survey_submissions s, json_each(${JSON.stringify(input.answers)}) a
          WHERE s.survey_id = ${id} AND s.user_id = ${actor.user.id}
            AND NOT EXISTS (SELECT 1 FROM survey_answers x WHERE x.submission_id = s.id)`,
    ),
  ])
  if (submitted.length === 0) throw conflict(POLL_MESSAGES.alreadyAnswered)
  return readSurveyBack(deps, id)
}

const submissionJson = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  email: z.string().nullable(),
})
const answersJson = z.array(z.object({ question_id: z.number(), answer: z.string() }))

/** GET /api/surveys/{id}/answers: the owner or a manager reads every submission, newest first. */
export const listSurveyAnswers = async (
  deps: Deps,
  id: number,
  paging: { page: number; perPage: number; offset?: number },
): Promise<{ rows: SurveySubmissionRow[]; total: number }> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[stored]] = await db.batch([pollForWriteQuery(db, id)])
  if (!stored || stored.type !== 'survey') throw notFound()
  if (!canEditPoll(actor, 'survey', stored)) throw forbidden()
  // Emails are for managers; the survey's author sees names.
  const showEmail = canManagePolls(actor, 'survey') ? sql`1` : sql`0`
  const offset = paging.offset ?? (paging.page - 1) * paging.perPage
  const where = eq(surveySubmissions.surveyId, id)
  const [rows, [count]] = await db.batch([
    db
      .select({
        id: surveySubmissions.id,
        createdAt: surveySubmissions.createdAt,
        userJson:
          sql<string>`(SELECT json_object('id', u.id, 'full_name', trim(u.forename || ' ' || u.surname),
          'slug', u.slug, 'img', u.img, 'email', CASE WHEN ${showEmail} THEN u.email END)
          FROM users u WHERE u.id = ${sql.raw('survey_submissions.user_id')})`.as('user_json'),
        answersJson:
          sql<string>`(SELECT json_group_array(json_object('question_id', a.question_id, 'answer', a.answer))
          FROM (SELECT a.* FROM survey_answers a JOIN survey_questions q ON q.id = a.question_id
            WHERE a.submission_id = ${sql.raw('survey_submissions.id')} ORDER BY q.position, q.id) a)`.as(
            'answers_json',
          ),
      })
      .from(surveySubmissions)
      .where(and(where, sql`EXISTS (SELECT 1 FROM ${polls} sp WHERE sp.id = ${id})`))
      .orderBy(desc(surveySubmissions.createdAt), desc(surveySubmissions.id))
      .limit(literalLimit(paging.perPage))
      .offset(literalLimit(offset)),
    db
      .select({ total: sql<number>`count(*)`.as('total') })
      .from(surveySubmissions)
      .where(where),
  ])
  return {
    rows: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt,
      user: submissionJson.parse(JSON.parse(r.userJson)),
      answers: trustedJson(answersJson, r.answersJson, []),
    })),
    total: count?.total ?? 0,
  }
}
