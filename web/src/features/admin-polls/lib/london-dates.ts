import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { DISPLAY_TIME_ZONE } from '@/lib/dates'

dayjs.extend(utc)
dayjs.extend(timezone)

/**
 * Poll and survey dates are whole London days (spec 02 §9: saved at the start of day), sent as
 * `YYYY-MM-DD`; the worker turns them into UTC instants.
 */
export const londonDateOf = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).tz(DISPLAY_TIME_ZONE).format('YYYY-MM-DD') : ''

/** Today in London. */
export const londonToday = (now: Date = new Date()) => londonDateOf(now.toISOString())

/** Spec 02 §9: the default end, one calendar month after the start ('' without a start). */
export const oneMonthAfter = (date: string): string => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return ''
  return dayjs.utc(`${date}T00:00:00Z`).add(1, 'month').format('YYYY-MM-DD')
}
