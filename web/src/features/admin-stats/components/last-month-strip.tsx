import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorState, ListLoading } from '@/components/page-states'
import { statsQuery } from '../api/get-stats'

/**
 * The dashboard's strip of the last 30 days (new members, new content, tickets sold), from the
 * statistics screen's own call, so opening that screen next costs nothing. No charts here: this
 * stays out of the charts' chunk.
 */
export function LastMonthStrip() {
  const stats = useQuery(statsQuery('30d'))
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="last-month">
      <Group justify="space-between" align="baseline" wrap="wrap" gap="xs" mb="sm">
        <Title order={2} size="h4" id="last-month">
          The last 30 days
        </Title>
        <Anchor component={Link} to="/admin/statistics" size="sm">
          See all statistics
        </Anchor>
      </Group>
      {stats.isPending ? (
        <ListLoading label="Loading the last 30 days…" rows={1} />
      ) : stats.isError ? (
        <ErrorState
          message="The figures could not be loaded."
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          {[
            { label: 'New members', value: stats.data.members.joined_in_range },
            { label: 'New content', value: stats.data.content.created_in_range },
            { label: 'Tickets sold', value: stats.data.events.tickets_sold_in_range },
          ].map((f) => (
            <Stack key={f.label} gap={0} role="group" aria-label={f.label}>
              <Text size="sm" c="dimmed">
                {f.label}
              </Text>
              <Text fz={24} fw={700} lh={1.3}>
                {f.value.toLocaleString('en-GB')}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </Card>
  )
}
