import { BarChart, DonutChart } from '@mantine/charts'
import { Group, Stack, Text } from '@mantine/core'
import {
  STATS_CONTENT_STATUSES,
  STATS_CONTENT_TYPES,
  type StatsContentStatus,
} from '@worker/stats/stats.schemas'
import type { Stats } from '../api/get-stats'
import { CONTENT_LABELS, STATUS_LABELS, formatCount } from '../lib/stats-labels'
import { ChartCard } from './chart-card'

const STATUS_COLORS: Record<StatsContentStatus, string> = {
  approved: 'teal.6',
  pending: 'orange.6',
  rejected: 'red.6',
  draft: 'gray.6',
}

/** Members by status: a ring with its legend written out (it wraps on a phone). */
export function MembersByStatusChart({ members }: { members: Stats['members'] }) {
  const cells = [
    { name: 'Active', value: members.by_status.active, color: 'teal.6' },
    { name: 'Awaiting approval', value: members.by_status.pending, color: 'orange.6' },
    { name: 'Inactive', value: members.by_status.inactive, color: 'gray.6' },
  ]
  // An empty ring still shows as a ring: recharts draws nothing for all zeros.
  const drawn = members.total > 0 ? cells : [{ name: 'None', value: 1, color: 'gray.3' }]
  return (
    <ChartCard
      id="stats-members-status"
      title="Members by status"
      summary={`${formatCount(members.total)} members in all.`}
      table={{ head: ['Status', 'Members'], rows: cells.map((c) => [c.name, c.value]) }}
    >
      <Group justify="center" gap="lg" wrap="wrap">
        <DonutChart
          data={drawn}
          size={160}
          thickness={24}
          withTooltip={members.total > 0}
          chartLabel={formatCount(members.total)}
          valueFormatter={formatCount}
          accessibilityLayer={false}
          // The ring is hidden from screen readers (its table says the same): no tab stop either.
          pieProps={{ rootTabIndex: -1 }}
        />
        <Stack gap={4}>
          {cells.map((c) => (
            <Group key={c.name} gap="xs" wrap="nowrap">
              <span
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: 2,
                  background: `var(--mantine-color-${c.color.replace('.', '-')})`,
                }}
              />
              <Text size="sm">
                {c.name}: {formatCount(c.value)}
              </Text>
            </Group>
          ))}
        </Stack>
      </Group>
    </ChartCard>
  )
}

/** Content by type (one bar each) and status (stacked), laid sideways so the names fit at 360 px. */
export function ContentByTypeChart({ content }: { content: Stats['content'] }) {
  const rows = STATS_CONTENT_TYPES.map((type) => {
    const counts = Object.fromEntries(
      STATS_CONTENT_STATUSES.map((status) => [
        status,
        content.by_type_and_status.find((r) => r.type === type && r.status === status)?.count ?? 0,
      ]),
    ) as Record<StatsContentStatus, number>
    return { type: CONTENT_LABELS[type], ...counts }
  })
  const total = rows.reduce((n, r) => n + STATS_CONTENT_STATUSES.reduce((m, s) => m + r[s], 0), 0)
  return (
    <ChartCard
      id="stats-content-status"
      title="Content by type and status"
      summary={`${formatCount(total)} items in all; events may also be drafts.`}
      table={{
        head: ['Type', ...STATS_CONTENT_STATUSES.map((s) => STATUS_LABELS[s])],
        rows: rows.map((r) => [r.type, ...STATS_CONTENT_STATUSES.map((s) => r[s])]),
      }}
    >
      <BarChart
        h={300}
        data={rows}
        dataKey="type"
        type="stacked"
        orientation="vertical"
        series={STATS_CONTENT_STATUSES.map((s) => ({
          name: s,
          label: STATUS_LABELS[s],
          color: STATUS_COLORS[s],
        }))}
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        tickLine="none"
        gridAxis="x"
        valueFormatter={formatCount}
        yAxisProps={{ width: 84 }}
        xAxisProps={{ allowDecimals: false }}
        accessibilityLayer={false}
      />
    </ChartCard>
  )
}
