import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rawAll } from '../lib/raw-sql'
import { settingJsonSql } from '../settings/setting-from'
import type { StatsGrain } from './stats.schemas'

/**
 * The statistics screen's three statements, sent in one db.batch: the headline totals (one row),
 * content by type and status, and every series grouped by bucket (one UNION ALL). Buckets are UTC
 * days, weeks starting on Monday, or months, named by their first day (YYYY-MM-DD).
 */

/** SQL naming the bucket of an ISO timestamp column; `column` is always one of ours, never input. */
const bucketOf = (grain: StatsGrain, column: string): SQL => {
  const c = sql.raw(column)
  if (grain === 'day') return sql`substr(${c}, 1, 10)`
  if (grain === 'week') return sql`date(${c}, 'weekday 0', '-6 days')`
  return sql`substr(${c}, 1, 7) || '-01'`
}

export type TotalsRow = {
  members_active: number
  members_pending: number
  members_inactive: number
  members_seen: number
  events_upcoming: number
  events_past: number
  revenue_minor: number
  threads: number
  replies: number
  currency_json: string | null
}

/** Whole-site figures: the member counts kept by triggers (migration 0003), the rest counted. */
export const totalsStatement = (db: Db, since: string, now: string) =>
  rawAll<TotalsRow>(
    db,
    sql`SELECT
      (SELECT coalesce(sum(total), 0) FROM user_status_counts WHERE is_active = 1) AS members_active,
      (SELECT coalesce(sum(total), 0) FROM user_status_counts WHERE is_active = -1) AS members_pending,
      (SELECT coalesce(sum(total), 0) FROM user_status_counts WHERE is_active = 0) AS members_inactive,
      (SELECT count(*) FROM users WHERE last_active_at >= ${since}) AS members_seen,
      (SELECT count(*) FROM events
        WHERE status = 'approved' AND parent_id IS NULL AND starts_at >= ${now}) AS events_upcoming,
      (SELECT count(*) FROM events
        WHERE status = 'approved' AND parent_id IS NULL AND starts_at < ${now}) AS events_past,
      (SELECT coalesce(sum(total_cost_minor), 0) FROM event_orders
        WHERE status = 'purchased' AND purchased_at >= ${since}) AS revenue_minor,
      (SELECT count(*) FROM forum_threads) AS threads,
      (SELECT count(*) FROM forum_replies) AS replies,
      ${settingJsonSql('currency_symbol')} AS currency_json`,
  )

export type ContentRow = { type: string; status: string; count: number }

/** Content by type and status; a repeating event's series and a survey's own polls count once. */
export const contentStatement = (db: Db) =>
  rawAll<ContentRow>(
    db,
    sql`SELECT type, status, count(*) AS count FROM posts GROUP BY type, status
      UNION ALL
      SELECT 'event' AS type, status, count(*) AS count FROM events
        WHERE parent_id IS NULL GROUP BY status
      UNION ALL
      SELECT type, status, count(*) AS count FROM polls WHERE survey_id IS NULL GROUP BY type, status`,
  )

/**
 * One series as a JSON array of [series, bucket, count] built in SQL, from `rows` (a SELECT of
 * series, bucket and n). D1 allows only a few terms in a compound SELECT, so the series are
 * columns of one row rather than one long UNION ALL.
 */
const seriesColumn = (rows: SQL) =>
  sql`(SELECT coalesce(json_group_array(json_array(series, bucket, n)), '[]') FROM (${rows}))`

export type SeriesRow = Record<'members' | 'content' | 'activity' | 'taking_part', string>

/** Every series of the range; buckets with nothing are absent (the service fills them). */
export const seriesStatement = (db: Db, grain: StatsGrain, since: string) => {
  const b = (column = 'created_at') => bucketOf(grain, column)
  const count = (series: string, table: string, where = sql``) =>
    sql`SELECT ${series} AS series, ${b()} AS bucket, count(*) AS n FROM ${sql.raw(table)}
      WHERE created_at >= ${since} ${where} GROUP BY bucket`
  const members = seriesColumn(count('joined', 'users'))
  const content = seriesColumn(sql`
    SELECT type AS series, ${b()} AS bucket, count(*) AS n FROM posts
      WHERE type IN ('news', 'resource', 'promotion', 'page')
        AND status IN ('pending', 'approved', 'rejected') AND created_at >= ${since}
      GROUP BY type, bucket
    UNION ALL ${count('event', 'events', sql`AND parent_id IS NULL`)}
    UNION ALL
    SELECT type AS series, ${b()} AS bucket, count(*) AS n FROM polls
      WHERE survey_id IS NULL AND created_at >= ${since} GROUP BY type, bucket`)
  const activity = seriesColumn(sql`
    SELECT 'tickets' AS series, ${b('purchased_at')} AS bucket, sum(total_tickets) AS n
      FROM event_orders WHERE status = 'purchased' AND purchased_at >= ${since} GROUP BY bucket
    UNION ALL ${count('threads', 'forum_threads')}
    UNION ALL ${count('replies', 'forum_replies')}
    UNION ALL
    SELECT 'likes' AS series, bucket, count(*) AS n FROM (
        ${sql`SELECT ${b()} AS bucket FROM likes WHERE created_at >= ${since}`}
        UNION ALL SELECT ${b()} AS bucket FROM forum_likes WHERE created_at >= ${since}
      ) GROUP BY bucket
    UNION ALL ${count('comments', 'comments')}`)
  const authors = (table: string) =>
    sql`SELECT user_id, ${b()} AS bucket FROM ${sql.raw(table)} WHERE created_at >= ${since}`
  // Members who did something, each once per bucket (two small unions: the compound limit again).
  const takingPart = seriesColumn(sql`
    SELECT 'taking_part' AS series, bucket, count(DISTINCT user_id) AS n FROM (
        SELECT * FROM (${authors('forum_threads')} UNION ALL ${authors('forum_replies')}
          UNION ALL ${authors('comments')})
        UNION ALL
        SELECT * FROM (${authors('likes')} UNION ALL ${authors('forum_likes')}
          UNION ALL ${authors('posts')})
        UNION ALL
        SELECT user_id, ${b('purchased_at')} AS bucket FROM event_orders
          WHERE status = 'purchased' AND purchased_at >= ${since}
      ) WHERE user_id IS NOT NULL GROUP BY bucket`)
  return rawAll<SeriesRow>(
    db,
    sql`SELECT ${members} AS members, ${content} AS content, ${activity} AS activity,
      ${takingPart} AS taking_part`,
  )
}
