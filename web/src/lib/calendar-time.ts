import dayjs from 'dayjs'
import { DISPLAY_TIME_ZONE, formatWallClock } from './dates'

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

type FormattingArg = { date: { marker: Date }; end?: { marker: Date } | null }

const wall = (format: Parameters<typeof formatWallClock>[1]) => (arg: FormattingArg) =>
  formatWallClock(arg.date.marker, format)

/** '14th – 20th Dec 2026', '30th Nov – 6th Dec 2026', '28th Dec 2026 – 3rd Jan 2027'. */
const weekTitle = (arg: FormattingArg) => {
  const start = dayjs.utc(arg.date.marker)
  const end = dayjs.utc(arg.end?.marker ?? arg.date.marker)
  const first =
    start.year() !== end.year() ? 'Do MMM YYYY' : start.month() !== end.month() ? 'Do MMM' : 'Do'
  return `${start.format(first)} – ${end.format('Do MMM YYYY')}`
}

/** An event's time on the calendar: '06:00pm', or '06:00pm – 08:00pm' where it shows the end. */
const eventTime = (arg: FormattingArg) =>
  arg.end
    ? `${formatWallClock(arg.date.marker, 'time')} – ${formatWallClock(arg.end.marker, 'time')}`
    : formatWallClock(arg.date.marker, 'time')

/**
 * FullCalendar's own texts in the app's date style (lib/dates.ts) instead of its American
 * defaults ('November 27, 2026', '18:00'): spread into every <FullCalendar>.
 */
export const CALENDAR_FORMATS = {
  eventTimeFormat: eventTime,
  views: {
    dayGridMonth: { titleFormat: wall('month'), dayHeaderFormat: { weekday: 'short' as const } },
    listWeek: {
      titleFormat: weekTitle,
      listDayFormat: wall('date'),
      listDaySideFormat: false as const,
    },
  },
}
