import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)

const LONDON = 'Europe/London'
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/

/**
 * Poll, survey and promotion dates are entered in London time and stored in UTC (spec 02 §9).
 * A date alone is the start of that London day (spec 02 §9: "Dates are saved at the start of
 * day"); a date and time without an offset is London wall-clock time; an instant with an offset is
 * kept as that instant. See `londonDateInput` in polls.schemas for the accepted shapes.
 */
export const londonToUtc = (value: string): string => {
  if (HAS_OFFSET.test(value)) return new Date(value).toISOString()
  const wall = value.length === 10 ? `${value}T00:00:00` : value
  return dayjs.tz(wall, LONDON).toISOString()
}

/** The default end of a poll, survey or promotion: one month after its start (spec 02 §9). */
export const oneMonthAfter = (utcIso: string): string => {
  const wall = dayjs.utc(utcIso).tz(LONDON).format('YYYY-MM-DDTHH:mm:ss')
  return dayjs
    .tz(dayjs.utc(wall).add(1, 'month').format('YYYY-MM-DDTHH:mm:ss'), LONDON)
    .toISOString()
}

/** The default end of an advert: one week after its start, the same London wall time (spec 02 §9). */
export const oneWeekAfter = (utcIso: string): string => {
  const wall = dayjs.utc(utcIso).tz(LONDON).format('YYYY-MM-DDTHH:mm:ss')
  return dayjs.tz(dayjs.utc(wall).add(7, 'day').format('YYYY-MM-DDTHH:mm:ss'), LONDON).toISOString()
}

/** The London day (YYYY-MM-DD) and wall time (HH:mm) of an instant: the email digest's clock. */
export const londonClock = (at: Date) => {
  const london = dayjs(at).tz(LONDON)
  return { day: london.format('YYYY-MM-DD'), time: london.format('HH:mm') }
}
