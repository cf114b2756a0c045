import { z } from 'zod'
import { categoryRow } from '../categories/categories.resources'
import type { EventAddress } from '../db/schema'
import { trustedJson } from '../lib/json'
import { formatPrice } from '../lib/money'
import type { NotificationResource } from '../notifications/notifications.schemas'
import { imageSrc } from '../uploads/uploads.resources'
import type {
  HomeEvent,
  HomeFeatured,
  HomeNewRepliesThread,
  HomeThread,
  HomeTicket,
} from './home.schemas'

/**
 * The home's JSON (home.queries.ts) → the page's resources. Every JSON text is read with
 * trustedJson: JSON.parse alone in production (zod over the lists' objects was 0.18 ms of the
 * page's worker CPU, bench `--profile`, more than the mapping itself), checked against the shapes
 * below in tests and development, so a change on the SQL side fails there.
 */

/** An event's address as stored (EventAddress's keys, each text). */
const addressJson = z.record(z.string(), z.string())

/** The event cards as upcomingEventsJsonSql builds them. */
const homeEventsJson = z.array(
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    excerpt: z.string(),
    img: z.string().nullable(),
    starts_at: z.string(),
    ends_at: z.string(),
    address: addressJson,
    /** The tickets' lowest price (null without tickets), whether any is unlimited, how many remain. */
    stats: z.tuple([z.number().nullable(), z.number(), z.number()]),
    categories: z.array(categoryRow),
    attending: z.number(),
  }),
)

/** The home's events, as the events list's resources would show them (toEventResource's rules). */
export const toHomeEvents = (json: string, currencySymbol: string): HomeEvent[] =>
  trustedJson(homeEventsJson, json).map((e) => {
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
      address: e.address as EventAddress,
      price_formatted: formatPrice(minPrice ?? 0, currencySymbol),
      categories: e.categories,
      user_is_attending: Boolean(e.attending),
      has_unlimited_tickets: hasUnlimited,
      has_remaining_tickets: hasUnlimited || remaining > 0,
    }
  })

/** A thread as threadJsonSql builds it (`img`: the path of its first picture). */
const homeThreadJson = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  category: z.object({ id: z.number(), name: z.string(), slug: z.string() }),
  user: z
    .object({
      id: z.number(),
      forename: z.string(),
      surname: z.string(),
      slug: z.string(),
      img: z.string().nullable(),
    })
    .nullable(),
  img: z.string().nullable(),
  is_sticky: z.number(),
  total_replies: z.number(),
  last_activity_at: z.string(),
  created_at: z.string(),
})
type HomeThreadJson = z.infer<typeof homeThreadJson>
const homeThreadsJson = z.array(homeThreadJson)
const homeNewRepliesJson = z.array(homeThreadJson.extend({ new_replies: z.number() }))

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
  trustedJson(homeThreadsJson, json).map(toHomeThread)

export const toHomeNewRepliesThreads = (json: string): HomeNewRepliesThread[] =>
  trustedJson(homeNewRepliesJson, json).map((t) => ({
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
  address: addressJson,
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
