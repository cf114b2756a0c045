import { Anchor, Badge, Box, Group, Stack, Text, VisuallyHidden } from '@mantine/core'
import { Link } from 'react-router'
import { formatDateTime, isoString, relativeTime } from '@/lib/dates'
import { safeNextPath } from '@/lib/safe-next'
import type { HomeMember } from '../api/get-home'
import { HomeEmpty } from './home-empty'
import { HomeSection } from './home-section'
import classes from './home.module.css'

/** The member's latest notifications, unread ones in bold, and the way to all of them. */
export function HomeNotifications({
  notifications,
  onOpen,
}: {
  notifications: HomeMember['notifications']
  /** Called when an unread notification's link is followed. */
  onOpen?: (id: number) => void
}) {
  const { data, unread } = notifications
  return (
    <HomeSection
      id="home-notifications"
      title="Notifications"
      more={data.length > 0 ? { label: 'All notifications', to: '/notifications' } : undefined}
    >
      {unread > 0 && (
        <Badge variant="light" w="fit-content">
          {unread} unread
        </Badge>
      )}
      {data.length === 0 ? (
        <HomeEmpty>Nothing yet: replies, mentions and bookings will show up here.</HomeEmpty>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {data.map((n) => (
            <Box component="li" key={n.id} className={classes.row} py="xs">
              <Group gap={6} wrap="nowrap" align="baseline">
                <Text fw={n.read_at ? 500 : 700} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {!n.read_at && <VisuallyHidden>Unread: </VisuallyHidden>}
                  {n.link ? (
                    <Anchor
                      component={Link}
                      to={safeNextPath(n.link)}
                      inherit
                      onClick={n.read_at ? undefined : () => onOpen?.(n.id)}
                    >
                      {n.title}
                    </Anchor>
                  ) : (
                    n.title
                  )}
                </Text>
              </Group>
              <Text size="xs" c="dimmed">
                <time dateTime={isoString(n.created_at)} title={formatDateTime(n.created_at)}>
                  {relativeTime(n.created_at)}
                </time>
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </HomeSection>
  )
}
