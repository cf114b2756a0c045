import { Badge } from '@mantine/core'
import type { EventStatus } from '@worker/events/events.schemas'

/** How an event's status reads on cards, the calendar and the event page; approved shows nothing. */
export const EVENT_STATUS_LABELS: Record<Exclude<EventStatus, 'approved'>, string> = {
  draft: 'Draft',
  pending: 'Awaiting approval',
  rejected: 'Rejected',
}

export const eventStatusLabel = (status: EventStatus) =>
  status === 'approved' ? null : EVENT_STATUS_LABELS[status]

const COLORS = { draft: 'gray', pending: 'yellow', rejected: 'red' } as const

/** Marks an event that is not (yet) public, so its owner sees why others cannot find it. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  if (status === 'approved') return null
  return (
    <Badge color={COLORS[status]} variant={status === 'draft' ? 'filled' : 'light'}>
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  )
}
