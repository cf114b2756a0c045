import { formatDateTime, isoString, relativeTime } from '@/lib/dates'

/**
 * A time in a list, relative as spec 01 §2 says ('3 hours ago', 'more than a month ago'), with
 * the full date in the app's one style on hover and the instant for machines.
 */
export function RelativeTime({ value }: { value: string }) {
  return (
    <time dateTime={isoString(value)} title={formatDateTime(value)}>
      {relativeTime(value)}
    </time>
  )
}
