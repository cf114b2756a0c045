import type { z } from 'zod'
import type { CreatePollInput, createPollInput, PollStatus } from '@worker/polls/polls.schemas'
import type { EditablePoll } from '../api/get-poll-for-edit'
import { londonDateOf, londonToday, oneMonthAfter } from './london-dates'

/** The poll editor's values: the route's own create input (spec 02 §3). */
export type PollFormValues = z.input<typeof createPollInput>

/** What the viewer may change in this poll (spec 02 §4, §6); the server checks again. */
export type PollEditorAccess = {
  /** polls.manage: the status field. */
  isManager: boolean
  /** A new poll, or the worker's can_edit_dates (admins after saving). */
  canEditDates: boolean
  /** A new poll, or the worker's can_edit_options (new, or manage-options). */
  canEditOptions: boolean
}

export const pollAccessOf = (isManager: boolean, poll: EditablePoll | null): PollEditorAccess => ({
  isManager,
  canEditDates: poll === null || poll.can_edit_dates,
  canEditOptions: poll === null || poll.can_edit_options,
})

/** A new poll starts today and ends a month later (spec 02 §9); two empty options to fill. */
export const pollValuesOf = (poll: EditablePoll | null, newStatus: PollStatus) => {
  const start = poll ? londonDateOf(poll.starts_at) : londonToday()
  return {
    title: poll?.title ?? '',
    description: poll?.description ?? '',
    sponsored_by: poll?.sponsored_by ?? '',
    sponsored_by_link: poll?.sponsored_by_link ?? '',
    status: poll?.status ?? newStatus,
    starts_at: start,
    ends_at: poll ? londonDateOf(poll.ends_at) : oneMonthAfter(start),
    poll_options: poll
      ? poll.poll_options.map((option) => ({ id: option.id, value: option.value }))
      : [{ value: '' }, { value: '' }],
    categories: poll ? poll.categories.map((c) => c.id) : [],
    dont_show_on_polls: poll?.dont_show_on_polls ?? false,
  } satisfies PollFormValues
}

/** Empty sponsor fields are "none", not an invalid link. */
export const withoutEmptySponsor = <T extends PollFormValues>(values: T): T => ({
  ...values,
  sponsored_by: values.sponsored_by || null,
  sponsored_by_link: values.sponsored_by_link || null,
})

/**
 * What is sent: status only by a manager; the dates and the options only while the viewer may
 * change them (a locked field is left as saved, spec 02 §4).
 */
export const pollPayloadFor = (values: CreatePollInput, access: PollEditorAccess) => {
  const { status, starts_at, ends_at, poll_options, ...rest } = values
  return {
    ...rest,
    ...(access.isManager && status ? { status } : {}),
    ...(access.canEditDates ? { starts_at, ends_at } : {}),
    ...(access.canEditOptions ? { poll_options } : {}),
  }
}

/** A new poll: everything, the status only from a manager (others' polls wait, spec 02 §4). */
export const newPollPayloadFor = (values: CreatePollInput, access: PollEditorAccess) => {
  const { status, ...rest } = values
  return { ...rest, ...(access.isManager && status ? { status } : {}) }
}
