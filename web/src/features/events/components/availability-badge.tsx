import { Badge } from '@mantine/core'
import { AVAILABILITY_LABEL, availabilityOf } from '../lib/event-display'

type Props = Parameters<typeof availabilityOf>[0]

/** Attending / Available / Sold out (spec 03 §2); callers show it only when the site says so. */
export function AvailabilityBadge(event: Props) {
  const { label, color } = AVAILABILITY_LABEL[availabilityOf(event)]
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  )
}
