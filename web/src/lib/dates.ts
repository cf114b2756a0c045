import dayjs from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(advancedFormat)

/** Spec 01 §9: times are stored in UTC and always shown in London time, whatever the browser's zone. */
export const DISPLAY_TIME_ZONE = 'Europe/London'

type DateInput = string | number | Date

/**
 * London's wall clock as parts, from one formatter made once: dayjs's `.tz()` builds a new one
 * inside toLocaleString on every call, and a screen of event cards spent ~15 ms of its first
 * render there (Chromium profile of a warm visit, issue 11).
 */
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** Minutes London is ahead of UTC at `instant` (0 or 60). */
const londonOffset = (instant: Date) => {
  const parts = londonParts.formatToParts(instant)
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value)
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  )
  return Math.round((wall - Math.floor(instant.getTime() / 1000) * 1000) / 60_000)
}

/** The instant as London's wall clock, for formatting (the formats here name no zone). */
const london = (value: DateInput) => {
  const instant = dayjs(value)
  return instant.isValid() ? instant.utcOffset(londonOffset(instant.toDate())) : instant
}

/**
 * The app's one date style (spec 01 §9): every full date is DATE_TIME; a date without its time, a
 * time on its own and a calendar's month are the same tokens cut short, never another style.
 */
export const DATE_FORMATS = {
  /** 'Fri 21st Nov 2025 07:30pm' */
  dateTime: 'ddd Do MMM YYYY hh:mma',
  /** 'Fri 21st Nov 2025' */
  date: 'ddd Do MMM YYYY',
  /** '07:30pm' */
  time: 'hh:mma',
  /** 'November 2025' (a calendar's month) */
  month: 'MMMM YYYY',
  /** 'Friday 21st Nov 2025' (spec 01 §9: reply dates) */
  replyDate: 'dddd Do MMM YYYY',
} as const

/** 'Fri 21st Nov 2025 07:30pm' */
export const formatDateTime = (value: DateInput) => london(value).format(DATE_FORMATS.dateTime)

/** 'Fri 21st Nov 2025' */
export const formatDate = (value: DateInput) => london(value).format(DATE_FORMATS.date)

/** '07:30pm' */
export const formatTime = (value: DateInput) => london(value).format(DATE_FORMATS.time)

/** 'Friday 21st Nov 2025' (reply dates) */
export const formatReplyDate = (value: DateInput) => london(value).format(DATE_FORMATS.replyDate)

/**
 * A start and end as one phrase: 'Fri 21st Nov 2025 07:30pm – 10:00pm' when both fall on the same
 * London day, both in full otherwise. The parts, for callers that wrap each in <time>.
 */
export const dateTimeRangeParts = (start: DateInput, end: DateInput) => {
  const sameDay = formatDate(start) === formatDate(end)
  return { start: formatDateTime(start), end: sameDay ? formatTime(end) : formatDateTime(end) }
}

export const formatDateTimeRange = (start: DateInput, end: DateInput) => {
  const parts = dateTimeRangeParts(start, end)
  return `${parts.start} – ${parts.end}`
}

/**
 * A calendar's wall-clock date (its UTC fields are London's clock, see calendar-time.ts) in one of
 * the formats above.
 */
export const formatWallClock = (wallClock: Date, format: keyof typeof DATE_FORMATS) =>
  dayjs.utc(wallClock).format(DATE_FORMATS[format])

/** A machine-readable value for <time dateTime>. */
export const isoString = (value: DateInput) => dayjs(value).toISOString()

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`

/**
 * "just now", "5 minutes ago", "3 hours ago", "2 days ago", "1 week ago" … and from one calendar
 * month on, exactly "more than a month ago" (spec 01 §2 widgets). A time slightly in the future
 * (a clock ahead of ours) reads as "just now".
 */
export const relativeTime = (value: DateInput, now: DateInput = Date.now()) => {
  const then = dayjs(value)
  const current = dayjs(now)
  if (current.diff(then, 'month') >= 1) return 'more than a month ago'
  const seconds = current.diff(then, 'second')
  if (seconds < 60) return 'just now'
  const minutes = Math.floor(seconds / 60)
  if (minutes < 60) return plural(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return plural(hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 7) return plural(days, 'day')
  return plural(Math.floor(days / 7), 'week')
}

const span = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

/** "45 minutes", "5 hours", "3 days", "2 weeks", "4 months" until a later time ("a moment" if past). */
export const timeUntil = (value: DateInput, now: DateInput = Date.now()) => {
  const then = dayjs(value)
  const current = dayjs(now)
  const minutes = then.diff(current, 'minute')
  if (minutes < 1) return 'a moment'
  if (minutes < 60) return span(minutes, 'minute')
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return span(hours, 'hour')
  const days = Math.floor(hours / 24)
  if (days < 14) return span(days, 'day')
  const months = then.diff(current, 'month')
  if (months < 2) return span(Math.floor(days / 7), 'week')
  return span(months, 'month')
}

/**
 * A poll's, survey's or promotion's window as its card says it (spec 01 §2): "Expires in 3 days",
 * "Expired", or when it opens.
 */
export const windowText = (startsAt: DateInput, endsAt: DateInput, now: DateInput = Date.now()) => {
  if (dayjs(endsAt).isBefore(now)) return 'Expired'
  if (dayjs(startsAt).isAfter(now)) return `Opens ${formatDate(startsAt)}`
  return `Expires in ${timeUntil(endsAt, now)}`
}
