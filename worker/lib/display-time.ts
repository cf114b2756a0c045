import dayjs from 'dayjs'
import advancedFormat from 'dayjs/plugin/advancedFormat'
import timezone from 'dayjs/plugin/timezone'
import utc from 'dayjs/plugin/utc'

dayjs.extend(utc)
dayjs.extend(timezone)
dayjs.extend(advancedFormat)

/**
 * Times in texts the worker writes (notifications, emails) read as the app shows them
 * (web/src/lib/dates.ts, held to the same output by tests/web/lib/dates.test.ts): spec 01 §9's
 * 'ddd Do MMM YYYY hh:mma' in London time.
 */
export const formatDateTime = (iso: string) =>
  dayjs(iso).tz('Europe/London').format('ddd Do MMM YYYY hh:mma')
