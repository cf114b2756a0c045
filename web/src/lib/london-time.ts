import dayjs from 'dayjs'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'
import { DISPLAY_TIME_ZONE } from '@/lib/dates'

dayjs.extend(utc)
dayjs.extend(timezone)

/** The pickers' value format: a wall-clock time without a zone. */
const WALL = 'YYYY-MM-DD HH:mm:ss'

/**
 * Spec 02 §5/§9: events are edited in London time and stored in UTC, whatever the browser's zone.
 * The form keeps UTC ISO strings (what the schema accepts); the pickers see London wall time.
 */
export const toLondonWall = (iso: string | null | undefined): string | null =>
  iso ? dayjs(iso).tz(DISPLAY_TIME_ZONE).format(WALL) : null

export const fromLondonWall = (wall: string | null | undefined): string | null =>
  wall ? dayjs.tz(wall, DISPLAY_TIME_ZONE).toISOString() : null

/** A London calendar date ('2025-07-01') of a UTC instant: how promotion dates are edited. */
export const toLondonDate = (iso: string | null | undefined): string =>
  iso ? dayjs(iso).tz(DISPLAY_TIME_ZONE).format('YYYY-MM-DD') : ''

/** Today in London, as a calendar date. */
export const londonToday = (now: Date = new Date()): string => toLondonDate(now.toISOString())

/** Spec 02 §9: a promotion's (and a poll's) default end, one calendar month after its start date. */
export const oneMonthAfterDate = (date: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayjs.utc(date).add(1, 'month').format('YYYY-MM-DD') : ''

/** Spec 02 §9: an advert's default end, one week after its start date. */
export const oneWeekAfterDate = (date: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) ? dayjs.utc(date).add(7, 'day').format('YYYY-MM-DD') : ''
