import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorState, ListLoading } from '@/components/page-states'
import { latestPollQuery } from '../api/list-admin-polls'
import { PollResults } from './poll-results'
import { PollWindowBadge } from './poll-window-badge'

/** Spec 02 §2 "Dashboard (shows the latest poll)": the newest poll, its results and a link. */
export function LatestPollCard() {
  const latest = useQuery(latestPollQuery())
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="latest-poll">
      <Title order={2} size="h4" id="latest-poll" mb="sm">
        Latest poll
      </Title>
      {latest.isPending ? (
        <ListLoading label="Loading the latest poll…" />
      ) : latest.isError ? (
        <ErrorState
          message="The latest poll could not be loaded."
          onRetry={() => void latest.refetch()}
        />
      ) : latest.data === null ? (
        <Text size="sm" c="dimmed">
          No polls yet.
        </Text>
      ) : (
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {latest.data.title}
            </Text>
            <PollWindowBadge item={latest.data} />
          </Group>
          <PollResults label={latest.data.title} options={latest.data.poll_options} />
          <Anchor component={Link} to={`/admin/polls?results=${latest.data.id}`} size="sm">
            See the poll’s results
          </Anchor>
        </Stack>
      )}
    </Card>
  )
}
