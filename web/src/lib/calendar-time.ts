import dayjs from 'dayjs'
import { DISPLAY_TIME_ZONE } from './dates'

/**
 * FullCalendar without a time-zone plugin cannot show a named zone: given 'Europe/London' it
 * coerces times to UTC. So the calendar runs in 'UTC' and is handed London wall-clock times with
 * no offset (12:00Z in July becomes '…T13:00:00'); its visible range is turned back into real
 * instants the same way before asking the API.
 */
const WALL_CLOCK = 'YYYY-MM-DDTHH:mm:ss'

/** An instant → London wall-clock time, as the calendar's 'UTC' dates. */
export const toLondonWallClock = (value: string | Date) =>
  dayjs(value).tz(DISPLAY_TIME_ZONE).format(WALL_CLOCK)

/** A calendar date (its UTC fields are London wall-clock) → the real instant, ISO in UTC. */
export const fromLondonWallClock = (calendarDate: Date) =>
  dayjs.tz(dayjs.utc(calendarDate).format(WALL_CLOCK), DISPLAY_TIME_ZONE).toISOString()
