import { z } from 'zod'
import { pagingQuery } from '../lib/paging'

/**
 * GET /api/feed (spec 01 §7) and GET /api/settings/titles. The item types are the registry's
 * (worker/content/item-types.ts); feed.queries.ts fails to compile when the two lists differ.
 */
export const FEED_ITEM_TYPES = [
  'event',
  'news',
  'resource',
  'member',
  'poll',
  'survey',
  'promotion',
] as const
export type FeedItemType = (typeof FEED_ITEM_TYPES)[number]

/** Spec 01 §9: 15 a page; 20 with a filter and in my feed; load more adds 5 (12 and +3 at home). */
export const FEED_PER_PAGE = 15
export const FEED_FILTERED_PER_PAGE = 20
export const FEED_LOAD_MORE = 5
export const FEED_MEMBER_VIEW = 12
export const FEED_MEMBER_VIEW_MORE = 3

export const UNKNOWN_FEED_TYPE = 'Choose item types from the list'

/** `filter_by=news` or `filter_by=news,event` (or repeated): the types to show. */
const typeListParam = z
  .union([z.string().max(200), z.array(z.string().max(40)).max(20)])
  .transform((value, ctx) => {
    const parts = (Array.isArray(value) ? value : [value])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean)
    const known = parts.filter((p): p is FeedItemType =>
      (FEED_ITEM_TYPES as readonly string[]).includes(p),
    )
    if (known.length !== parts.length) {
      ctx.addIssue({ code: 'custom', message: UNKNOWN_FEED_TYPE })
      return z.NEVER
    }
    return [...new Set(known)].sort()
  })

export const listFeedQuery = pagingQuery(FEED_PER_PAGE).and(
  z.object({
    filter_by: typeListParam.optional(),
    /** The time an item joined the feed (approval, or creation): the only order the index keeps. */
    order_by: z.enum(['created_at', 'published_at']).default('created_at'),
    order: z.enum(['asc', 'desc']).default('desc'),
    /** One member's items (my feed). */
    user_id: z.coerce.number().int().positive().optional(),
  }),
)
export type ListFeedQuery = z.infer<typeof listFeedQuery>

// ---- Response shapes ----

export type FeedUser = { id: number; full_name: string; slug: string; img: string | null }

type FeedItemBase = {
  id: number
  user: FeedUser | null
  /** Total likes and comments (item_counters). */
  likes: number
  comments: number
  /** The reader's like id, or 0. */
  user_liked: number
  group: { id: number; title: string } | null
  /** The reader has asked to join the item's group (then 'Requested to join'). */
  groupRequests: boolean
  published_at: string
}

export type FeedEvent = FeedItemBase & {
  itemType: 'event'
  title: string
  slug: string
  excerpt: string
  img: string | null
  starts_at: string
  ends_at: string
  town: string | null
}
export type FeedNews = FeedItemBase & {
  itemType: 'news'
  title: string
  slug: string
  excerpt: string
  img: string | null
}
/**
 * A resource tied to a group the reader is not in is `locked`: its card (title, excerpt, image,
 * group) with 'Request to join this group'; no body, and no files or file count.
 */
export type FeedResource = FeedItemBase & {
  itemType: 'resource'
  title: string
  slug: string
  excerpt: string
  img: string | null
  locked: boolean
  total_files: number
}
export type FeedMember = FeedItemBase & {
  itemType: 'member'
  full_name: string
  slug: string
  img: string | null
  company: string | null
  initials: string
}

/** A poll or survey: its card says what it asks and until when; voting happens on its page. */
export type FeedPoll = FeedItemBase & {
  itemType: 'poll'
  title: string
  description: string
  starts_at: string
  ends_at: string
  sponsored_by: string | null
  total_options: number
}
export type FeedSurvey = FeedItemBase & {
  itemType: 'survey'
  title: string
  description: string
  starts_at: string
  ends_at: string
  total_questions: number
}
/** Spec 01 §2 promotion card: type, title, "Provided by" company, excerpt, "View Details". */
export type FeedPromotion = FeedItemBase & {
  itemType: 'promotion'
  title: string
  slug: string
  excerpt: string
  img: string | null
  tier: 'bronze' | 'silver' | 'gold' | 'platinum'
  company_name: string
  promotion_type: 'offer' | 'job' | 'advert' | 'event'
}

export type FeedItem =
  FeedEvent | FeedNews | FeedResource | FeedMember | FeedPoll | FeedSurvey | FeedPromotion

/** GET /api/settings/titles: each type the reader may view → its filter label. */
export type FeedTitles = Partial<Record<FeedItemType, string>>
