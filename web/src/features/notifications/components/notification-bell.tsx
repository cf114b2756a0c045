import { ActionIcon, Indicator, Menu, Text, VisuallyHidden } from '@mantine/core'
import { BellIcon } from '@/components/icons'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate } from 'react-router'
import { relativeTime } from '@/lib/dates'
import { safeNextPath } from '@/lib/safe-next'
import { latestNotificationsOptions, type NotificationItem } from '../api/list-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'

/** The header bell: unread count and the latest five; opening one marks it read and follows it. */
export function NotificationBell() {
  const latest = useQuery(latestNotificationsOptions())
  const markRead = useMarkNotificationsRead()
  const navigate = useNavigate()
  const unread = latest.data?.meta.unread ?? 0

  const open = (n: NotificationItem) => {
    if (!n.read_at) markRead.mutate({ ids: [n.id] })
    void navigate(n.link ? safeNextPath(n.link) : '/notifications')
  }

  return (
    <Menu position="bottom-end" width={320} shadow="md" withinPortal>
      <Menu.Target>
        <Indicator
          label={unread > 99 ? '99+' : unread}
          size={18}
          disabled={unread === 0}
          color="red"
          offset={4}
        >
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          >
            <BellIcon />
          </ActionIcon>
        </Indicator>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Notifications</Menu.Label>
        {latest.isPending && <Menu.Item disabled>Loading…</Menu.Item>}
        {latest.isError && <Menu.Item disabled>Notifications could not be loaded.</Menu.Item>}
        {latest.data?.data.length === 0 && (
          <Menu.Item disabled>You have no notifications yet.</Menu.Item>
        )}
        {latest.data?.data.map((n) => (
          <Menu.Item key={n.id} onClick={() => open(n)}>
            <Text size="sm" fw={n.read_at ? 400 : 700} lineClamp={2}>
              {!n.read_at && <UnreadMark />}
              {n.title}
            </Text>
            <Text size="xs" c="dimmed">
              {relativeTime(n.created_at)}
            </Text>
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item component={Link} to="/notifications" fw={600}>
          See all
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  )
}

function UnreadMark() {
  return (
    <>
      <span aria-hidden>● </span>
      <VisuallyHidden>Unread: </VisuallyHidden>
    </>
  )
}
