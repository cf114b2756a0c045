import { z } from 'zod'
import type { EventResource } from '../events/events.schemas'
import type { EventAddress } from '../db/schema'
import type { NotificationResource } from '../notifications/notifications.schemas'
import { imageSrc } from '../uploads/uploads.resources'
import {
  homeThreadAuthor,
  homeThreadCategory,
  type HomeEvent,
  type HomeFeatured,
  type HomeThread,
  type HomeTicket,
} from './home.schemas'

/** Home rows → the page's resources. JSON built in SQL is parsed with its zod shape. */

export type HomeThreadRow = {
  id: number
  title: string
  slug: string
  isSticky: boolean
  totalReplies: number
  lastActivityAt: string
  createdAt: string
  categoryJson: string
  userJson: string | null
  imgPath: string | null
}

export const toHomeThread = (row: HomeThreadRow): HomeThread => {
  const category = homeThreadCategory.parse(JSON.parse(row.categoryJson))
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    url: `/forum/${category.slug}/${row.slug}`,
    category,
    user: row.userJson ? homeThreadAuthor.nullable().parse(JSON.parse(row.userJson)) : null,
    img: row.imgPath ? imageSrc(row.imgPath) : null,
    is_sticky: Boolean(row.isSticky),
    total_replies: row.totalReplies,
    last_activity_at: row.lastActivityAt,
    created_at: row.createdAt,
  }
}

/** The card's fields of a full event resource (the events list's own mapping). */
export const toHomeEvent = (e: EventResource): HomeEvent => ({
  id: e.id,
  slug: e.slug,
  title: e.title,
  excerpt: e.excerpt,
  img: e.img,
  url: e.url,
  starts_at: e.starts_at,
  ends_at: e.ends_at,
  address: e.address,
  price_formatted: e.price_formatted,
  categories: e.categories,
  user_is_attending: e.user_is_attending,
  has_unlimited_tickets: e.has_unlimited_tickets,
  has_remaining_tickets: e.has_remaining_tickets,
})

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
  const row = nextTicketJson.parse(JSON.parse(json))
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
  json ? homeNotifications.parse(JSON.parse(json)) : []

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
  const parsed = json ? featuredJson.parse(JSON.parse(json)) : null
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
