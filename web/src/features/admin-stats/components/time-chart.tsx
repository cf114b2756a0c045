import { AreaChart, BarChart } from '@mantine/charts'
import type { StatsGrain } from '@worker/stats/stats.schemas'
import { axisLabel, bucketLabel, formatCount } from '../lib/stats-labels'
import { ChartCard } from './chart-card'

export type TimeSeries<K extends string> = { key: K; label: string; color: string }

const CHART_HEIGHT = 220

/**
 * Figures over the range's buckets: areas for flows (members, replies), stacked bars for counts
 * that add up (content created, tickets). Every bucket is there, zeros included.
 */
export function TimeChart<K extends string>({
  id,
  title,
  summary,
  grain,
  points,
  series,
  kind = 'area',
}: {
  id: string
  title: string
  summary: string
  grain: StatsGrain
  points: ({ date: string } & Record<K, number>)[]
  series: TimeSeries<K>[]
  kind?: 'area' | 'bar'
}) {
  const data = points.map((p) => ({ ...p, label: axisLabel(grain, p.date) }))
  const chartSeries = series.map((s) => ({ name: s.key, label: s.label, color: s.color }))
  const shared = {
    h: CHART_HEIGHT,
    data,
    dataKey: 'label',
    series: chartSeries,
    withLegend: series.length > 1,
    legendProps: { verticalAlign: 'bottom' as const },
    tickLine: 'none' as const,
    gridAxis: 'y' as const,
    valueFormatter: formatCount,
    yAxisProps: { allowDecimals: false, width: 40 },
    xAxisProps: { minTickGap: 16 },
    accessibilityLayer: false,
  }
  return (
    <ChartCard
      id={id}
      title={title}
      summary={summary}
      table={{
        head: [
          grain === 'day' ? 'Day' : grain === 'week' ? 'Week' : 'Month',
          ...series.map((s) => s.label),
        ],
        rows: points.map((p) => [bucketLabel(grain, p.date), ...series.map((s) => p[s.key])]),
      }}
    >
      {kind === 'bar' ? (
        <BarChart {...shared} type={series.length > 1 ? 'stacked' : 'default'} />
      ) : (
        <AreaChart {...shared} curveType="monotone" withDots={false} fillOpacity={0.25} />
      )}
    </ChartCard>
  )
}
