import {
  ActionIcon,
  Anchor,
  Indicator,
  Popover,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { BellIcon } from '@/components/icons'
import { RelativeTime } from '@/components/relative-time'
import { safeNextPath } from '@/lib/safe-next'
import { latestNotificationsOptions, type NotificationItem } from '../api/list-notifications'
import { useMarkNotificationsRead } from '../api/mark-notifications-read'
import classes from './notification-bell.module.css'

const PANEL_TITLE = 'notification-panel-title'

/**
 * The header bell: unread count and the latest five; opening one marks it read and follows it.
 * A popover with a list of buttons, not a menu: a menu may hold only menu items, and its title,
 * its loading line and its "See all" link made it invalid ARIA (axe, issue 12).
 */
export function NotificationBell() {
  const [opened, setOpened] = useState(false)
  const latest = useQuery(latestNotificationsOptions())
  const markRead = useMarkNotificationsRead()
  const navigate = useNavigate()
  const unread = latest.data?.meta.unread ?? 0

  const open = (n: NotificationItem) => {
    setOpened(false)
    if (!n.read_at) markRead.mutate({ ids: [n.id] })
    void navigate(n.link ? safeNextPath(n.link) : '/notifications')
  }

  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={320}
      shadow="md"
      withinPortal
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={() => setOpened((o) => !o)}
          // The unread count sits on the corner, half outside the button.
          style={{ overflow: 'visible' }}
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={18}
            disabled={unread === 0}
            color="red"
            offset={-2}
          >
            <BellIcon />
          </Indicator>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" aria-labelledby={PANEL_TITLE}>
        <Text id={PANEL_TITLE} size="xs" fw={700} c="dimmed" px="xs" pb={4} tt="uppercase">
          Notifications
        </Text>
        {latest.isPending && (
          <Text size="sm" px="xs" py={6}>
            Loading…
          </Text>
        )}
        {latest.isError && (
          <Text size="sm" px="xs" py={6}>
            Notifications could not be loaded.
          </Text>
        )}
        {latest.data?.data.length === 0 && (
          <Text size="sm" px="xs" py={6}>
            You have no notifications yet.
          </Text>
        )}
        {latest.data && latest.data.data.length > 0 && (
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {latest.data.data.map((n) => (
              <li key={n.id}>
                <UnstyledButton className={classes.row} onClick={() => open(n)}>
                  <Text size="sm" fw={n.read_at ? 400 : 700} lineClamp={2}>
                    {!n.read_at && <UnreadMark />}
                    {n.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    <RelativeTime value={n.created_at} />
                  </Text>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        <Anchor
          component={Link}
          to="/notifications"
          onClick={() => setOpened(false)}
          size="sm"
          fw={600}
          display="block"
          px="xs"
          pt="xs"
        >
          See all
        </Anchor>
      </Popover.Dropdown>
    </Popover>
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
