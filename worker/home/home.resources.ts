import { z } from 'zod'
import type { EventResource } from '../events/events.schemas'
import { imageSrc } from '../uploads/uploads.resources'
import type { events } from '../db/schema'
import {
  homeThreadAuthor,
  homeThreadCategory,
  type HomeEvent,
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

type Event = typeof events.$inferSelect

export type NextTicketRow = {
  reference: string
  status: 'reserved' | 'purchased' | 'cancelled'
  totalTickets: number
  ticketLabel: string
  eventId: number
  slug: string
  title: string
  img: string | null
  startsAt: string
  endsAt: string
  address: Event['address']
}

const liveStatus = z.enum(['reserved', 'purchased'])

export const toHomeTicket = (row: NextTicketRow): HomeTicket => ({
  reference: row.reference,
  status: liveStatus.parse(row.status),
  total_tickets: row.totalTickets,
  ticket_label: row.ticketLabel,
  event: {
    id: row.eventId,
    slug: row.slug,
    title: row.title,
    url: `/events/${row.slug}`,
    img: imageSrc(row.img),
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    address: row.address,
  },
})
