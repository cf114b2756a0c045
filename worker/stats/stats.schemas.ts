import { z } from 'zod'

/**
 * The statistics screen (spec 02 §2, §7: "stats", shape not specified). The web's range selector
 * imports these, so the validator and the control share one list.
 */
export const STATS_RANGES = ['30d', '90d', '12m'] as const
export type StatsRange = (typeof STATS_RANGES)[number]

/** Each range's bucket: days for a month, weeks for a quarter, months for a year. */
export const STATS_GRAIN = { '30d': 'day', '90d': 'week', '12m': 'month' } as const
export type StatsGrain = (typeof STATS_GRAIN)[StatsRange]

export const statsQuery = z.object({
  range: z.enum(STATS_RANGES, { error: 'Range must be 30d, 90d or 12m' }).default('30d'),
})
export type StatsQuery = z.infer<typeof statsQuery>

/** The content types counted, in the order the screen lists them. */
export const STATS_CONTENT_TYPES = [
  'news',
  'resource',
  'promotion',
  'page',
  'event',
  'poll',
  'survey',
] as const
export type StatsContentType = (typeof STATS_CONTENT_TYPES)[number]
/** Events also have drafts; posts and polls are pending, approved or rejected. */
export const STATS_CONTENT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
export type StatsContentStatus = (typeof STATS_CONTENT_STATUSES)[number]

type Point<K extends string> = { date: string } & Record<K, number>

export type StatsResource = {
  range: StatsRange
  grain: StatsGrain
  /** The first day of the first bucket and the last day counted (UTC dates, YYYY-MM-DD). */
  from: string
  to: string
  members: {
    total: number
    by_status: { active: number; pending: number; inactive: number }
    joined_in_range: number
    /** Members whose latest visit falls in the range. */
    seen_in_range: number
    joined: Point<'count'>[]
    /** Members who posted, replied, commented, liked or booked, per bucket (distinct). */
    taking_part: Point<'count'>[]
  }
  content: {
    /** Every type × status, zeros included. */
    by_type_and_status: { type: StatsContentType; status: StatsContentStatus; count: number }[]
    created_in_range: number
    created: Point<StatsContentType>[]
  }
  events: {
    /** Approved events (series counted once) still to start, and those that have started. */
    upcoming: number
    past: number
    tickets_sold_in_range: number
    /** Price paid for the tickets sold in the range, in minor units (pence). */
    revenue_minor_in_range: number
    /** The same with the site's currency symbol ('£15.00'). */
    revenue_formatted_in_range: string
    tickets_sold: Point<'count'>[]
  }
  forum: {
    threads: number
    replies: number
    threads_in_range: number
    replies_in_range: number
    activity: Point<'threads' | 'replies'>[]
  }
  engagement: {
    likes_in_range: number
    comments_in_range: number
    over_time: Point<'likes' | 'comments'>[]
  }
}
