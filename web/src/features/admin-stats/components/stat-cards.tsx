import { Card, SimpleGrid, Text } from '@mantine/core'
import type { Stats } from '../api/get-stats'
import { formatCount, inTheLast } from '../lib/stats-labels'

type Figure = { label: string; value: string; detail: string }

function FigureCard({ label, value, detail }: Figure) {
  return (
    <Card withBorder radius="md" padding="md" role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.3}>
        {value}
      </Text>
      <Text size="sm">{detail}</Text>
    </Card>
  )
}

/** The headline figures of the range: one card each, two a row on a phone held sideways. */
export function StatCards({ stats }: { stats: Stats }) {
  const last = inTheLast(stats.range)
  const figures: Figure[] = [
    {
      label: 'Members',
      value: formatCount(stats.members.total),
      detail: `${formatCount(stats.members.joined_in_range)} joined ${last}`,
    },
    {
      label: 'Members seen',
      value: formatCount(stats.members.seen_in_range),
      detail: `visited ${last}`,
    },
    {
      label: 'New content',
      value: formatCount(stats.content.created_in_range),
      detail: `posts, events, polls and surveys ${last}`,
    },
    {
      label: 'Tickets sold',
      value: formatCount(stats.events.tickets_sold_in_range),
      detail: `${stats.events.revenue_formatted_in_range} ${last}; ${formatCount(stats.events.upcoming)} events to come`,
    },
    {
      label: 'Forum replies',
      value: formatCount(stats.forum.replies_in_range),
      detail: `and ${formatCount(stats.forum.threads_in_range)} new discussions ${last}`,
    },
    {
      label: 'Likes and comments',
      value: formatCount(stats.engagement.likes_in_range + stats.engagement.comments_in_range),
      detail: `${formatCount(stats.engagement.likes_in_range)} likes, ${formatCount(stats.engagement.comments_in_range)} comments ${last}`,
    },
  ]
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {figures.map((f) => (
        <FigureCard key={f.label} {...f} />
      ))}
    </SimpleGrid>
  )
}
