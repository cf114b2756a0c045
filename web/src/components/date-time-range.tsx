import { dateTimeRangeParts, isoString } from '@/lib/dates'

/**
 * An event's start and end in the app's date style, each a <time>: 'Fri 8th Jan 2027 06:00pm –
 * 08:00pm' on one London day, both dates in full across midnight.
 */
export function DateTimeRange({ start, end }: { start: string; end: string }) {
  const parts = dateTimeRangeParts(start, end)
  return (
    <>
      <time dateTime={isoString(start)}>{parts.start}</time>
      {' – '}
      <time dateTime={isoString(end)}>{parts.end}</time>
    </>
  )
}
