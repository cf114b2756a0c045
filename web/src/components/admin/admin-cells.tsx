import { Badge, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDate } from '@/lib/dates'

type TitleCellProps = {
  title: string
  /** Spec 02 §4: approved in the last days (an editor's approval shows here after a save). */
  recentlyApproved: boolean
  /** More badges before "Recently approved" ("Private"). */
  badges?: ReactNode
  /** A line under the title (a promotion's type). */
  note?: ReactNode
}

/** An admin list's title cell: the title, wrapping anywhere, and its badges. */
export function TitleCell({ title, recentlyApproved, badges, note }: TitleCellProps) {
  const line = (
    <Group gap={6}>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {title}
      </Text>
      {badges}
      {recentlyApproved && (
        <Badge size="xs" variant="light" color="green">
          Recently approved
        </Badge>
      )}
    </Group>
  )
  if (note === undefined) return line
  return (
    <Stack gap={2}>
      {line}
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Stack>
  )
}

/** An admin list's dates cell: "1 Jan 2027 – 1 Feb 2027" on one line. */
export function DateRangeCell({ start, end }: { start: string; end: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(start)} – {formatDate(end)}
    </Text>
  )
}
