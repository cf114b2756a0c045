import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import type { EventRepeat } from '../events.schemas'

dayjs.extend(utc)
dayjs.extend(timezone)

/** Repeats follow the London wall clock: 10:00 stays 10:00 across a clock change. */
const LONDON = 'Europe/London'
const WALL = 'YYYY-MM-DDTHH:mm:ss'

export type Occurrence = {
  starts_at: string
  ends_at: string
  /** London date, for the slug. */ date: string
}

/**
 * Every occurrence of a repeating event, the first one included: weekly adds 7 days, monthly the
 * same day of a later month (clamped to the month's end). Each keeps the first one's duration.
 */
export const occurrencesOf = (
  startsAt: string,
  endsAt: string,
  repeat: EventRepeat,
  repeatTimes: number,
): Occurrence[] => {
  const duration = Date.parse(endsAt) - Date.parse(startsAt)
  // Arithmetic on the naive wall-clock time, then back to an instant in London's offset of that day.
  const wall = dayjs.utc(dayjs.utc(startsAt).tz(LONDON).format(WALL))
  const count = repeat === 'never' ? 1 : repeatTimes + 1
  return Array.from({ length: count }, (_, k) => {
    const next = repeat === 'monthly' ? wall.add(k, 'month') : wall.add(k * 7, 'day')
    const start = dayjs.tz(next.format(WALL), LONDON)
    return {
      starts_at: start.toISOString(),
      ends_at: new Date(start.valueOf() + duration).toISOString(),
      date: next.format('YYYY-MM-DD'),
    }
  })
}
