import type { EventResource } from '../events/events.schemas'
import type { NotificationResource } from '../notifications/notifications.schemas'

/**
 * GET /api/home: everything the home page shows its viewer, in one answer (issue 12). A section
 * is null when its area is switched off or the viewer may not see it; `member` is null for a
 * visitor.
 */

/** How many of each list the page shows (literals in the SQL: see lib/paging's literalLimit). */
export const HOME_EVENTS = 4
export const HOME_THREADS = 5
export const HOME_NEW_REPLY_THREADS = 5
export const HOME_NOTIFICATIONS = 5

/** An event card: its picture, date, title, place and price ("Free" when it costs nothing). */
export type HomeEvent = Pick<
  EventResource,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'img'
  | 'url'
  | 'starts_at'
  | 'ends_at'
  | 'address'
  | 'price_formatted'
  | 'categories'
  | 'user_is_attending'
  | 'has_unlimited_tickets'
  | 'has_remaining_tickets'
>

/** A thread's author and category, as the home's SQL builds them (home.queries.ts threadJsonSql). */
export type HomeThreadAuthor = {
  id: number
  forename: string
  surname: string
  slug: string
  img: string | null
}
export type HomeThreadCategory = { id: number; name: string; slug: string }

/** A discussion in a home list: title, category, replies, last activity and its first picture. */
export type HomeThread = {
  id: number
  title: string
  slug: string
  url: string
  category: HomeThreadCategory
  user: HomeThreadAuthor | null
  /** The opening post's first attached image, or null (the page draws placeholder art). */
  img: string | null
  is_sticky: boolean
  total_replies: number
  last_activity_at: string
  created_at: string
}

/** A thread with replies from others since the member's previous visit. */
export type HomeNewRepliesThread = HomeThread & { new_replies: number }

/** The member's next booking: the event and the order, linked to My tickets. */
export type HomeTicket = {
  reference: string
  status: 'reserved' | 'purchased'
  total_tickets: number
  ticket_label: string
  event: Pick<
    EventResource,
    'id' | 'slug' | 'title' | 'url' | 'img' | 'starts_at' | 'ends_at' | 'address'
  >
}

export type HomeMemberResource = {
  next_ticket: HomeTicket | null
  /** Null while the forum is off. `since`: the previous visit's end (null before a first return). */
  new_replies: { since: string | null; threads: HomeNewRepliesThread[] } | null
  notifications: { data: NotificationResource[]; unread: number }
}

/** A featured item's card (settings featured_*_id); null when unset, gone or not readable. */
export type HomeFeaturedItem = {
  id: number
  title: string
  slug: string
  excerpt: string
  img: string | null
  starts_at?: string
}
export type HomeFeatured = Record<
  'event' | 'news' | 'resource' | 'member' | 'poll' | 'promotion',
  HomeFeaturedItem | null
>

export type HomeResource = {
  /** Active members (spec 02: is_active 1), from the counter the users triggers keep. */
  member_count: number
  /** settings featured_tiles.enabled: the page shows its area tiles. */
  featured_tiles: boolean
  featured: HomeFeatured
  /** Upcoming top-level events, soonest first; null when events are off or not viewable. */
  events: HomeEvent[] | null
  /** The latest discussions by last activity; null while the forum is off. */
  threads: HomeThread[] | null
  member: HomeMemberResource | null
}
