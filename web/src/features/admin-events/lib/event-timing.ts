/**
 * The admin events list's time filter, in the address as ?when=past or ?when=all: by default the
 * events still to come (and those under way), soonest first, as an organiser works through them;
 * past events latest first; or every event, latest start first.
 */
export const EVENT_TIMINGS = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
  { value: 'all', label: 'All dates' },
] as const

export type EventTiming = (typeof EVENT_TIMINGS)[number]['value']

export const timingOf = (value: string | null): EventTiming =>
  EVENT_TIMINGS.find((timing) => timing.value === value)?.value ?? 'upcoming'

/** The GET /api/events parameters of a timing (spec 02 §7 starts/ends filters, order). */
export const timingQuery = (timing: EventTiming) => {
  if (timing === 'upcoming') return { ends_at_from: 'now', order: 'asc' } as const
  if (timing === 'past') return { ends_at_to: 'now', order: 'desc' } as const
  return { order: 'desc' } as const
}
