import type { StatsGrain, StatsRange } from '@worker/stats/stats.schemas'

export const RANGE_LABELS: Record<StatsRange, string> = {
  '30d': '30 days',
  '90d': '90 days',
  '12m': '12 months',
}

/** "in the last 30 days": the cards' and charts' wording of a range. */
export const inTheLast = (range: StatsRange) => `in the last ${RANGE_LABELS[range]}`

const utc = (date: string) => new Date(`${date}T00:00:00Z`)
const format = (date: string, options: Intl.DateTimeFormatOptions) =>
  utc(date).toLocaleDateString('en-GB', { timeZone: 'UTC', ...options })

/** A bucket on an axis: "27 Nov" for a day or the Monday of a week, "Nov 26" for a month. */
export const axisLabel = (grain: StatsGrain, date: string) =>
  grain === 'month'
    ? format(date, { month: 'short', year: '2-digit' })
    : format(date, { day: 'numeric', month: 'short' })

/** A bucket in words, for the tables screen readers read: "27 November 2026", "Week of …". */
export const bucketLabel = (grain: StatsGrain, date: string) => {
  if (grain === 'month') return format(date, { month: 'long', year: 'numeric' })
  const day = format(date, { day: 'numeric', month: 'long', year: 'numeric' })
  return grain === 'week' ? `Week of ${day}` : day
}

export const CONTENT_LABELS = {
  news: 'News',
  resource: 'Resources',
  promotion: 'Promotions',
  page: 'Pages',
  event: 'Events',
  poll: 'Polls',
  survey: 'Surveys',
} as const

export const STATUS_LABELS = {
  approved: 'Approved',
  pending: 'Pending',
  rejected: 'Rejected',
  draft: 'Draft',
} as const

export const formatCount = (n: number) => n.toLocaleString('en-GB')
