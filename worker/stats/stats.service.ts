import type { Deps } from '../lib/deps'
import { formatAmount } from '../lib/money'
import { settingFromJson } from '../settings/setting-from'
import { bucketsOf } from './stats-buckets'
import { seriesPoints } from './stats.resources'
import { contentStatement, seriesStatement, totalsStatement } from './stats.queries'
import {
  STATS_CONTENT_STATUSES,
  STATS_CONTENT_TYPES,
  STATS_GRAIN,
  type StatsContentStatus,
  type StatsContentType,
  type StatsQuery,
  type StatsResource,
} from './stats.schemas'

/**
 * The statistics dashboard (GET /api/stats): members, content, events and tickets, forum and
 * engagement over the range, in one db.batch (the session rows riding along), every bucket filled.
 */

/** Only events have drafts; posts and polls are pending, approved or rejected. */
const statusesOf = (type: StatsContentType): readonly StatsContentStatus[] =>
  type === 'event' ? STATS_CONTENT_STATUSES : STATS_CONTENT_STATUSES.filter((s) => s !== 'draft')

export const getStats = async (deps: Deps, query: StatsQuery): Promise<StatsResource> => {
  const now = new Date()
  const grain = STATS_GRAIN[query.range]
  const { keys, since, from, to } = bucketsOf(grain, now)
  const [[totals], contentRows, [seriesRow]] = await deps.db.batch([
    totalsStatement(deps.db, since, now.toISOString()),
    contentStatement(deps.db),
    seriesStatement(deps.db, grain, since),
  ])

  // series → bucket → count; buckets outside the range (none, by the WHERE) are ignored.
  const counts = new Map<string, Map<string, number>>()
  for (const [name, bucket, count] of seriesRow ? seriesPoints(seriesRow) : []) {
    const series = counts.get(name) ?? new Map<string, number>()
    series.set(bucket, count)
    counts.set(name, series)
  }
  const at = (series: string, key: string) => counts.get(series)?.get(key) ?? 0
  const sum = (...series: string[]) =>
    series.reduce((all, s) => all + keys.reduce((n, key) => n + at(s, key), 0), 0)
  /** One point per bucket: each field read from its series, zero where nothing happened. */
  const points = <K extends string>(fields: Record<K, string>) =>
    keys.map(
      (date) =>
        ({
          date,
          ...Object.fromEntries(Object.entries<string>(fields).map(([f, s]) => [f, at(s, date)])),
        }) as { date: string } & Record<K, number>,
    )

  const contentCount = new Map(contentRows.map((r) => [`${r.type}:${r.status}`, Number(r.count)]))
  const byStatus = {
    active: Number(totals?.members_active ?? 0),
    pending: Number(totals?.members_pending ?? 0),
    inactive: Number(totals?.members_inactive ?? 0),
  }

  const revenue = Number(totals?.revenue_minor ?? 0)

  return {
    range: query.range,
    grain,
    from,
    to,
    members: {
      total: byStatus.active + byStatus.pending + byStatus.inactive,
      by_status: byStatus,
      joined_in_range: sum('joined'),
      seen_in_range: Number(totals?.members_seen ?? 0),
      joined: points({ count: 'joined' }),
      taking_part: points({ count: 'taking_part' }),
    },
    content: {
      by_type_and_status: STATS_CONTENT_TYPES.flatMap((type) =>
        statusesOf(type).map((status) => ({
          type,
          status,
          count: contentCount.get(`${type}:${status}`) ?? 0,
        })),
      ),
      created_in_range: sum(...STATS_CONTENT_TYPES),
      created: points(
        Object.fromEntries(STATS_CONTENT_TYPES.map((t) => [t, t])) as Record<
          StatsContentType,
          string
        >,
      ),
    },
    events: {
      upcoming: Number(totals?.events_upcoming ?? 0),
      past: Number(totals?.events_past ?? 0),
      tickets_sold_in_range: sum('tickets'),
      revenue_minor_in_range: revenue,
      revenue_formatted_in_range: formatAmount(
        revenue,
        settingFromJson('currency_symbol', totals?.currency_json ?? null),
      ),
      tickets_sold: points({ count: 'tickets' }),
    },
    forum: {
      threads: Number(totals?.threads ?? 0),
      replies: Number(totals?.replies ?? 0),
      threads_in_range: sum('threads'),
      replies_in_range: sum('replies'),
      activity: points({ threads: 'threads', replies: 'replies' }),
    },
    engagement: {
      likes_in_range: sum('likes'),
      comments_in_range: sum('comments'),
      over_time: points({ likes: 'likes', comments: 'comments' }),
    },
  }
}
