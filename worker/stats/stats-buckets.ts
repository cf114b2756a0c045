import type { StatsGrain } from './stats.schemas'

/** How many buckets each grain shows: 30 days, 13 weeks, 12 months. */
const BUCKETS: Record<StatsGrain, number> = { day: 30, week: 13, month: 12 }

const day = (d: Date) => d.toISOString().slice(0, 10)

/** The first day of the bucket holding `d` (UTC): the day, its week's Monday, its month's 1st. */
const startOf = (grain: StatsGrain, d: Date) => {
  const start = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
  if (grain === 'week') start.setUTCDate(start.getUTCDate() - ((start.getUTCDay() + 6) % 7))
  if (grain === 'month') start.setUTCDate(1)
  return start
}

const step = (grain: StatsGrain, d: Date, by: number) => {
  const next = new Date(d)
  if (grain === 'day') next.setUTCDate(next.getUTCDate() + by)
  if (grain === 'week') next.setUTCDate(next.getUTCDate() + 7 * by)
  if (grain === 'month') next.setUTCMonth(next.getUTCMonth() + by)
  return next
}

/**
 * The range's buckets, oldest first, each named by its first day as SQL names it
 * (stats.queries.ts bucketOf), the last one holding `now`; `since` is the first one's start.
 */
export const bucketsOf = (grain: StatsGrain, now: Date) => {
  const last = startOf(grain, now)
  const first = step(grain, last, -(BUCKETS[grain] - 1))
  const keys = Array.from({ length: BUCKETS[grain] }, (_, i) => day(step(grain, first, i)))
  return { keys, since: first.toISOString(), from: keys[0]!, to: day(now) }
}
