// The charts' stylesheet loads with this lazy screen (vendor-charts.css), not with every page.
// oxlint-disable-next-line import/no-unassigned-import
import '@mantine/charts/styles.layer.css'
import {
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  VisuallyHidden,
} from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { STATS_RANGES, type StatsRange } from '@worker/stats/stats.schemas'
import { PageTitle } from '@/components/page-title'
import { ErrorState } from '@/components/page-states'
import { statsQuery, type Stats } from '../api/get-stats'
import { inTheLast, RANGE_LABELS } from '../lib/stats-labels'
import { ContentByTypeChart, MembersByStatusChart } from './breakdown-charts'
import { StatCards } from './stat-cards'
import { TimeChart } from './time-chart'

const isRange = (value: string | null): value is StatsRange =>
  (STATS_RANGES as readonly (string | null)[]).includes(value)

/** The range in the address (?range=90d), so a reload or a shared link keeps it. */
const useRange = () => {
  const [params, setParams] = useSearchParams()
  const value = params.get('range')
  const range: StatsRange = isRange(value) ? value : '30d'
  const setRange = (next: StatsRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next === '30d') updated.delete('range')
        else updated.set('range', next)
        return updated
      },
      { replace: true },
    )
  return { range, setRange }
}

function StatsSkeleton() {
  const animate = !useReducedMotion()
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <VisuallyHidden>Loading the statistics…</VisuallyHidden>
      <Stack gap="md" aria-hidden>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={104} radius="md" animate={animate} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={300} radius="md" animate={animate} />
          ))}
        </SimpleGrid>
      </Stack>
    </div>
  )
}

/**
 * New content over time in three groups (seven stacked colours were hard to tell apart, and twice
 * the drawing); the chart beside it has every type.
 */
const createdByGroup = (created: Stats['content']['created']) =>
  created.map((p) => ({
    date: p.date,
    posts: p.news + p.resource + p.promotion + p.page,
    events: p.event,
    polls: p.poll + p.survey,
  }))

function StatsCharts({ stats }: { stats: Stats }) {
  const last = inTheLast(stats.range)
  const { grain } = stats
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <TimeChart
        id="stats-members-time"
        title="Members over time"
        summary={`Members who joined, and members who posted, replied, commented, liked or booked, ${last}.`}
        grain={grain}
        points={stats.members.joined.map((p, i) => ({
          date: p.date,
          joined: p.count,
          taking_part: stats.members.taking_part[i]?.count ?? 0,
        }))}
        series={[
          { key: 'joined', label: 'Joined', color: 'blue.6' },
          { key: 'taking_part', label: 'Taking part', color: 'teal.6' },
        ]}
      />
      <MembersByStatusChart members={stats.members} />
      <ContentByTypeChart content={stats.content} />
      <TimeChart
        id="stats-content-time"
        title="New content"
        summary={`Posts and pages, events, and polls and surveys created ${last}.`}
        grain={grain}
        kind="bar"
        points={createdByGroup(stats.content.created)}
        series={[
          { key: 'posts', label: 'Posts and pages', color: 'blue.6' },
          { key: 'events', label: 'Events', color: 'orange.6' },
          { key: 'polls', label: 'Polls and surveys', color: 'teal.6' },
        ]}
      />
      <TimeChart
        id="stats-tickets-time"
        title="Tickets sold"
        summary={`${stats.events.upcoming} events to come, ${stats.events.past} past; tickets sold ${last}.`}
        grain={grain}
        kind="bar"
        points={stats.events.tickets_sold}
        series={[{ key: 'count', label: 'Tickets', color: 'orange.6' }]}
      />
      <TimeChart
        id="stats-forum-time"
        title="Forum activity"
        summary={`${stats.forum.threads} discussions and ${stats.forum.replies} replies in all; new ones ${last}.`}
        grain={grain}
        points={stats.forum.activity}
        series={[
          { key: 'threads', label: 'Discussions', color: 'grape.6' },
          { key: 'replies', label: 'Replies', color: 'blue.6' },
        ]}
      />
      <TimeChart
        id="stats-engagement-time"
        title="Likes and comments"
        summary={`Likes (content and forum) and comments ${last}.`}
        grain={grain}
        points={stats.engagement.over_time}
        series={[
          { key: 'likes', label: 'Likes', color: 'pink.6' },
          { key: 'comments', label: 'Comments', color: 'cyan.7' },
        ]}
      />
    </SimpleGrid>
  )
}

/** /admin/statistics (spec 02 §2): members, content, events, the forum and engagement over time. */
export function StatisticsScreen() {
  const { range, setRange } = useRange()
  const stats = useQuery(statsQuery(range))
  return (
    <>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm" mb="md">
        <PageTitle>Statistics</PageTitle>
        <SegmentedControl
          aria-label="Period"
          value={range}
          onChange={(value) => isRange(value) && setRange(value)}
          data={STATS_RANGES.map((r) => ({ value: r, label: RANGE_LABELS[r] }))}
        />
      </Group>
      {stats.isPending ? (
        <StatsSkeleton />
      ) : stats.isError ? (
        <Card withBorder radius="md">
          <ErrorState
            message="The statistics could not be loaded."
            onRetry={() => void stats.refetch()}
          />
        </Card>
      ) : (
        <Stack
          gap="md"
          aria-busy={stats.isPlaceholderData}
          style={{ opacity: stats.isPlaceholderData ? 0.6 : 1 }}
        >
          <StatCards stats={stats.data} />
          <StatsCharts stats={stats.data} />
        </Stack>
      )}
    </>
  )
}
