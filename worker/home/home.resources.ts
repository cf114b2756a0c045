import { trustedJson } from '../lib/json'
import { z } from 'zod'
import type { CategoryResource } from '../categories/categories.schemas'
import type { EventAddress } from '../db/schema'
import { formatPrice } from '../lib/money'
import type { NotificationResource } from '../notifications/notifications.schemas'
import { imageSrc } from '../uploads/uploads.resources'
import type {
  HomeEvent,
  HomeFeatured,
  HomeNewRepliesThread,
  HomeThread,
  HomeThreadAuthor,
  HomeThreadCategory,
  HomeTicket,
} from './home.schemas'

/**
 * The home's JSON (home.queries.ts) → the page's resources.
 *
 * The lists (events, threads, new replies) are read without a schema pass: SQLite writes every key
 * from NOT NULL or nullable columns of the right types and from aggregates that always answer, and
 * zod over the lists' objects was 0.18 ms of the page's worker CPU (bench `--profile`), more than
 * the mapping itself. tests/worker/home.test.ts checks the answer's shape with the page's types.
 * The smaller JSON (next ticket, notifications, featured items) is read with trustedJson: checked
 * against its shape in tests, JSON.parse alone in production.
 */

/** An event card as upcomingEventsJsonSql builds it. */
type HomeEventJson = {
  id: number
  slug: string
  title: string
  excerpt: string
  img: string | null
  starts_at: string
  ends_at: string
  address: EventAddress
  /** The tickets' lowest price (null without tickets), whether any is unlimited, how many remain. */
  stats: [minPrice: number | null, unlimited: number, remaining: number]
  categories: CategoryResource[]
  attending: number
}

/** The home's events, as the events list's resources would show them (toEventResource's rules). */
export const toHomeEvents = (json: string, currencySymbol: string): HomeEvent[] =>
  (JSON.parse(json) as HomeEventJson[]).map((e) => {
    const [minPrice, unlimited, remaining] = e.stats
    const hasUnlimited = Boolean(unlimited)
    return {
      id: e.id,
      slug: e.slug,
      title: e.title,
      excerpt: e.excerpt,
      img: imageSrc(e.img),
      url: `/events/${e.slug}`,
      starts_at: e.starts_at,
      ends_at: e.ends_at,
      address: e.address,
      price_formatted: formatPrice(minPrice ?? 0, currencySymbol),
      categories: e.categories,
      user_is_attending: Boolean(e.attending),
      has_unlimited_tickets: hasUnlimited,
      has_remaining_tickets: hasUnlimited || remaining > 0,
    }
  })

/** A thread as threadJsonSql builds it (`img`: the path of its first picture). */
type HomeThreadJson = {
  id: number
  title: string
  slug: string
  category: HomeThreadCategory
  user: HomeThreadAuthor | null
  img: string | null
  is_sticky: number
  total_replies: number
  last_activity_at: string
  created_at: string
}

const toHomeThread = (t: HomeThreadJson): HomeThread => ({
  id: t.id,
  title: t.title,
  slug: t.slug,
  url: `/forum/${t.category.slug}/${t.slug}`,
  category: t.category,
  user: t.user,
  img: t.img ? imageSrc(t.img) : null,
  is_sticky: Boolean(t.is_sticky),
  total_replies: t.total_replies,
  last_activity_at: t.last_activity_at,
  created_at: t.created_at,
})

export const toHomeThreads = (json: string): HomeThread[] =>
  (JSON.parse(json) as HomeThreadJson[]).map(toHomeThread)

export const toHomeNewRepliesThreads = (json: string): HomeNewRepliesThread[] =>
  (JSON.parse(json) as (HomeThreadJson & { new_replies: number })[]).map((t) => ({
    ...toHomeThread(t),
    new_replies: t.new_replies,
  }))

/** The next ticket's JSON, built in SQL (home.queries.ts nextTicketJsonSql). */
const nextTicketJson = z.object({
  reference: z.string(),
  status: z.enum(['reserved', 'purchased']),
  total_tickets: z.number(),
  ticket_label: z.string(),
  event_id: z.number(),
  slug: z.string(),
  title: z.string(),
  img: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  address: z.record(z.string(), z.string()),
})

export const toHomeTicket = (json: string): HomeTicket => {
  const row = trustedJson(nextTicketJson, json)
  return {
    reference: row.reference,
    status: row.status,
    total_tickets: row.total_tickets,
    ticket_label: row.ticket_label,
    event: {
      id: row.event_id,
      slug: row.slug,
      title: row.title,
      url: `/events/${row.slug}`,
      img: imageSrc(row.img),
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      address: row.address as EventAddress,
    },
  }
}

/** The latest notifications' JSON array, built in SQL with the bell's resource keys. */
const homeNotifications = z.array(
  z.object({
    id: z.number(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    data: z.record(z.string(), z.unknown()),
    read_at: z.string().nullable(),
    created_at: z.string(),
  }),
)

export const toHomeNotifications = (json: string | null): NotificationResource[] =>
  trustedJson(homeNotifications, json, [])

const featuredItem = z
  .object({
    id: z.number(),
    title: z.string(),
    slug: z.string(),
    excerpt: z.string(),
    img: z.string().nullable(),
    starts_at: z.string().optional(),
  })
  .nullable()
const featuredJson = z.object({
  event: featuredItem,
  news: featuredItem,
  resource: featuredItem,
  member: featuredItem,
  poll: featuredItem,
  promotion: featuredItem,
})

/** The featured items' JSON (home-featured.queries.ts), each kept only if `mayView` its type. */
export const toHomeFeatured = (
  json: string | null,
  mayView: (type: keyof HomeFeatured) => boolean,
): HomeFeatured => {
  const parsed = trustedJson(featuredJson, json, null)
  const pick = (type: keyof HomeFeatured) => {
    const row = parsed?.[type]
    return row && mayView(type) ? { ...row, img: imageSrc(row.img) } : null
  }
  return {
    event: pick('event'),
    news: pick('news'),
    resource: pick('resource'),
    member: pick('member'),
    poll: pick('poll'),
    promotion: pick('promotion'),
  }
}
