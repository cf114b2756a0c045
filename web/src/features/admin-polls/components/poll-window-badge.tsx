import { Badge } from '@mantine/core'

type Window = { starts_at: string; ends_at: string; is_active: boolean; is_expired: boolean }

/** Spec 02 §4: active while now is between the start and the end; otherwise upcoming or expired. */
export const windowOf = (item: Window) =>
  item.is_active ? 'active' : item.is_expired ? 'expired' : 'upcoming'

const LOOK = {
  active: { label: 'Active', color: 'green' },
  expired: { label: 'Expired', color: 'gray' },
  upcoming: { label: 'Upcoming', color: 'blue' },
} as const

export function PollWindowBadge({ item }: { item: Window }) {
  const look = LOOK[windowOf(item)]
  return (
    <Badge variant="light" color={look.color} miw="max-content">
      {look.label}
    </Badge>
  )
}
