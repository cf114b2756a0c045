import type { z } from 'zod'
import type { CreateSurveyInput, createSurveyInput, PollStatus } from '@worker/polls/polls.schemas'
import type { EditableSurvey } from '../api/get-survey-for-edit'
import { londonDateOf, londonToday, oneMonthAfter } from './london-dates'
import type { PollEditorAccess } from './poll-form'

/** The survey editor's values: the route's own create input (spec 02 §3). */
export type SurveyFormValues = z.input<typeof createSurveyInput>

/** Surveys follow polls (spec 02 §4): the same locks, from the worker's flags. */
export const surveyAccessOf = (
  isManager: boolean,
  survey: EditableSurvey | null,
): PollEditorAccess => ({
  isManager,
  canEditDates: survey === null || survey.can_edit_dates,
  canEditOptions: survey === null || survey.can_edit_options,
})

/** A new survey starts today and ends a month later (spec 02 §9), its contents still to add. */
export const surveyValuesOf = (survey: EditableSurvey | null, newStatus: PollStatus) => {
  const start = survey ? londonDateOf(survey.starts_at) : londonToday()
  return {
    title: survey?.title ?? '',
    description: survey?.description ?? '',
    status: survey?.status ?? newStatus,
    starts_at: start,
    ends_at: survey ? londonDateOf(survey.ends_at) : oneMonthAfter(start),
    is_private: survey?.is_private ?? false,
    categories: survey ? survey.categories.map((c) => c.id) : [],
    questions: survey ? survey.questions.map((q) => ({ id: q.id, question: q.question })) : [],
    // Spec 02 §3: polls keyed by poll id, in the survey's order.
    polls: survey
      ? Object.values(survey.polls).map((entry) => ({
          id: entry.poll_id,
          title: entry.poll.title,
          poll_options: entry.options.map((o) => ({ id: o.id, value: o.value })),
        }))
      : [],
  } satisfies SurveyFormValues
}

/** Status only from a manager; dates and embedded polls only while the viewer may change them. */
export const surveyPayloadFor = (values: CreateSurveyInput, access: PollEditorAccess) => {
  const { status, starts_at, ends_at, polls, ...rest } = values
  return {
    ...rest,
    ...(access.isManager && status ? { status } : {}),
    ...(access.canEditDates ? { starts_at, ends_at } : {}),
    ...(access.canEditOptions ? { polls } : {}),
  }
}

export const newSurveyPayloadFor = (values: CreateSurveyInput, access: PollEditorAccess) => {
  const { status, ...rest } = values
  return { ...rest, ...(access.isManager && status ? { status } : {}) }
}
