import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime, isoString, relativeTime } from '@/lib/dates'
import { safeNextPath } from '@/lib/safe-next'
import type { NotificationItem } from '../api/list-notifications'

type Props = {
  notification: NotificationItem
  onOpen: (n: NotificationItem) => void
  onMarkRead: (n: NotificationItem) => void
  marking: boolean
}

export function NotificationRow({ notification: n, onOpen, onMarkRead, marking }: Props) {
  const unread = !n.read_at
  return (
    <Paper
      withBorder
      p="sm"
      radius="sm"
      bg={unread ? 'var(--mantine-primary-color-light)' : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Text fw={unread ? 700 : 500} style={{ overflowWrap: 'anywhere' }}>
            {n.link ? (
              <Anchor component={Link} to={safeNextPath(n.link)} onClick={() => onOpen(n)} inherit>
                {n.title}
              </Anchor>
            ) : (
              n.title
            )}
          </Text>
          {unread && (
            <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
              Unread
            </Badge>
          )}
        </Group>
        {n.body && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {n.body}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text
            size="xs"
            c="dimmed"
            component="time"
            dateTime={isoString(n.created_at)}
            title={formatDateTime(n.created_at)}
          >
            {relativeTime(n.created_at)}
          </Text>
          {unread && (
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={() => onMarkRead(n)}
              loading={marking}
            >
              Mark as read
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
