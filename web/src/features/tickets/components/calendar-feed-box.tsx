import {
  ActionIcon,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '@/lib/dates'
import {
  calendarFeedQuery,
  useCreateCalendarFeed,
  useRevokeCalendarFeed,
} from '../api/calendar-feed'

/**
 * The member's private calendar feed: subscribe (the address is shown when made, with a copy
 * button), make a new one, or revoke it. Anyone with the address can read the feed.
 */
export function CalendarFeedBox() {
  const feed = useQuery(calendarFeedQuery())
  const create = useCreateCalendarFeed()
  const revoke = useRevokeCalendarFeed()
  const data = feed.data
  const active = Boolean(data?.url || data?.created_at)

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Text fw={600}>Calendar feed</Text>
        <Text size="sm" c="dimmed">
          Your upcoming events and tickets in your own calendar app. Keep the address private.
        </Text>
        {feed.isError && (
          <Text size="sm" c="red">
            Your calendar feed could not be loaded.
          </Text>
        )}
        {data?.url && (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Calendar feed address"
              value={data.url}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
            />
            <CopyButton value={data.url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    onClick={copy}
                    aria-label="Copy the calendar feed address"
                  >
                    {copied ? '✓' : '⧉'}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        )}
        {!data?.url && data?.created_at && (
          <Text size="sm">
            Your feed has been active since {formatDateTime(data.created_at)}. Its address is shown
            only when it is made; make a new one if you need it again.
          </Text>
        )}
        <Group gap="xs">
          <Button
            size="compact-md"
            loading={create.isPending}
            disabled={feed.isPending}
            onClick={() => create.mutate()}
          >
            {active ? 'New address' : 'Subscribe in your calendar app'}
          </Button>
          {active && (
            <Button
              size="compact-md"
              variant="subtle"
              color="red"
              loading={revoke.isPending}
              onClick={() => revoke.mutate()}
            >
              Revoke
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  )
}
