import { Badge } from '@mantine/core'
import type { PollStatus } from '@worker/polls/polls.schemas'

const LABELS: Record<PollStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Rejected',
}
const COLORS = { pending: 'yellow', approved: 'green', rejected: 'red' } as const

/** A poll's status as its author sees it on /my-polls (spec 01 §4). */
export function PollStatusBadge({ status }: { status: PollStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {LABELS[status]}
    </Badge>
  )
}
