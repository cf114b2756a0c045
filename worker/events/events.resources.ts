import { z } from 'zod'
import { imageSrc } from '../uploads/uploads.resources'
import { categoryRow } from '../categories/categories.resources'
import { trustedJson } from '../lib/json'
import { isRecentlyApproved } from '../lib/recently-approved'
import type { events } from '../db/schema'
import { formatPrice, fromMinor } from '../lib/money'
import type {
  AttendeeUser,
  EventRelation,
  EventResource,
  TicketResource,
  UserOrderSummary,
  WaitlistEntry,
} from './events.schemas'

/** Rows of the event queries (derived fields come from SQL as numbers and JSON text) → API shapes. */

/**
 * The JSON the event queries build with json_object() (events.queries.ts eventColumns), in the
 * shapes below. Keys are in the SQL's order: the shapes passed through unchanged keep the bytes
 * identical.
 *
 * Read with trustedJson (JSON.parse alone in production and the bench): SQLite writes every key
 * from columns of the right types, and zod's pass over a list page's texts
 * (stats, tickets, categories, the reader's order and waitlist place) made toEventResource for 6
 * events cost 57 µs in Node; without it, and with the stats worked out from the tickets, 12 µs.
 * Tests and development still check each text against its shape.
 */

/** A ticket as the event queries build it (booleans are 0/1). */
const ticketRow = z.object({
  id: z.number(),
  event_id: z.number(),
  label: z.string(),
  price_minor: z.number(),
  no_limit: z.union([z.number(), z.boolean()]),
  total_available: z.number(),
  total_redeemed: z.number(),
  total_unredeemed: z.number(),
  total_held: z.number(),
  role_id: z.number().nullable(),
  plan_id: z.number().nullable(),
  available_until: z.string().nullable(),
})
export type TicketRow = z.infer<typeof ticketRow>
const ticketRows = z.array(ticketRow)
const categoryRows = z.array(categoryRow)

/**
 * Aggregates over an event's tickets (all of them: ticketsJson lists every one), as the event's
 * counters show them. Worked out here from the tickets the row carries anyway: a subquery of its
 * own cost ~25 µs to prepare and ~15 µs to run per statement in SQLite (bench's data).
 */
const ticketStatsOf = (tickets: readonly TicketRow[]) => {
  let available = 0
  let redeemed = 0
  let remaining = 0
  let unlimited = false
  let minPrice: number | null = null
  for (const t of tickets) {
    redeemed += t.total_redeemed
    if (t.price_minor < (minPrice ?? Infinity)) minPrice = t.price_minor
    if (t.no_limit) unlimited = true
    else {
      available += t.total_available
      remaining += Math.max(t.total_available - t.total_redeemed - t.total_held, 0)
    }
  }
  return { available, redeemed, remaining, unlimited, minPrice }
}

const userOrderRow = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.string(),
  total_tickets: z.number(),
  ticket_id: z.number(),
  subevent_ids: z.array(z.number()),
  total_cost_minor: z.number(),
})

const waitlistRow = z.object({
  status: z.string(),
  offer_expires_at: z.string().nullable(),
  position: z.number(),
})

const userRow = z.object({
  id: z.number(),
  full_name: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  company: z.string().nullable(),
}) satisfies z.ZodType<AttendeeUser>

const parentRow = z.object({ id: z.number(), slug: z.string(), title: z.string() })

export type EventRow = typeof events.$inferSelect & {
  ticketsJson: string | null
  categoriesJson: string | null
  totalAttendees: number
  totalChildren: number
  isAttending: number
  userOrderJson: string | null
  waitlistJson: string | null
  userJson: string | null
  parentJson: string | null
}

export const toTicketResource = (t: TicketRow, currencySymbol: string): TicketResource => {
  const noLimit = Boolean(t.no_limit)
  return {
    id: t.id,
    event_id: t.event_id,
    label: t.label,
    price: fromMinor(t.price_minor),
    price_formatted: formatPrice(t.price_minor, currencySymbol),
    no_limit: noLimit,
    total_available_tickets: noLimit ? 0 : t.total_available,
    total_redeemed_tickets: t.total_redeemed,
    total_unredeemed_tickets: t.total_unredeemed,
    total_remaining_tickets: noLimit
      ? null
      : Math.max(t.total_available - t.total_redeemed - t.total_held, 0),
    role_id: t.role_id,
    plan_id: t.plan_id,
    available_until: t.available_until,
    delete: false,
  }
}

const toUserOrder = (
  row: z.infer<typeof userOrderRow> | null,
  currencySymbol: string,
): UserOrderSummary | null =>
  row && (row.status === 'reserved' || row.status === 'purchased')
    ? {
        id: row.id,
        reference: row.reference,
        status: row.status,
        total_tickets: row.total_tickets,
        ticket_id: row.ticket_id,
        subevent_ids: row.subevent_ids,
        price_formatted: formatPrice(row.total_cost_minor, currencySymbol),
      }
    : null

const toWaitlist = (row: z.infer<typeof waitlistRow> | null): WaitlistEntry | null =>
  row && (row.status === 'waiting' || row.status === 'offered')
    ? { status: row.status, offer_expires_at: row.offer_expires_at, position: row.position }
    : null

export const toEventResource = (
  row: EventRow,
  currencySymbol: string,
  relations: ReadonlySet<EventRelation> = new Set(),
  now = Date.now(),
): EventResource => {
  const tickets = trustedJson(ticketRows, row.ticketsJson, [])
  const stats = ticketStatsOf(tickets)
  const userOrder = toUserOrder(trustedJson(userOrderRow, row.userOrderJson, null), currencySymbol)
  const minPrice = stats.minPrice ?? 0
  const hasUnlimited = stats.unlimited
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    // Validated when written (createEventInput); not parsed again on every read.
    description: row.description ?? null,
    information: row.information,
    img: imageSrc(row.img),
    url: `/events/${row.slug}`,
    link: row.link,
    status: row.status,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    repeat: row.repeat,
    repeat_times: row.repeatTimes,
    series_id: row.seriesId,
    dates: [
      {
        starts_at: row.startsAt,
        ends_at: row.endsAt,
        repeat: row.repeat,
        repeat_times: row.repeatTimes,
      },
    ],
    private: row.private ? 1 : 0,
    price: fromMinor(minPrice),
    price_formatted: formatPrice(minPrice, currencySymbol),
    address: row.address,
    latlng: row.latlng,
    contactables: row.contactables,
    settings: { hide_attendees: Boolean(row.settings?.hide_attendees) },
    custom_attrs: row.customAttrs,
    payment_required: row.paymentRequired,
    ticketing_managed_externally: row.ticketingManagedExternally,
    group_id: row.groupId,
    poll_id: row.pollId,
    parent_id: row.parentId,
    user_id: row.userId,
    total_children: row.totalChildren,
    total_attendees: row.totalAttendees,
    total_available_tickets: stats.available,
    total_redeemed_tickets: stats.redeemed,
    total_remaining_tickets: stats.remaining,
    has_unlimited_tickets: hasUnlimited,
    has_remaining_tickets: hasUnlimited || stats.remaining > 0,
    user_is_attending: Boolean(row.isAttending),
    userOrder,
    userTicket: userOrder,
    user_waitlist: toWaitlist(trustedJson(waitlistRow, row.waitlistJson, null)),
    is_recently_approved: isRecentlyApproved(row, now),
    approved_at: row.approvedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    tickets: tickets.map((t) => toTicketResource(t, currencySymbol)),
    categories: trustedJson(categoryRows, row.categoriesJson, []),
    ...(relations.has('user') ? { user: trustedJson(userRow, row.userJson, null) } : {}),
    ...(relations.has('parent') ? { parent: trustedJson(parentRow, row.parentJson, null) } : {}),
  }
}

/** The member's own waitlist row (entryQuery) → the API shape. */
export const toWaitlistEntry = (row: {
  status: string
  offerExpiresAt: string | null
  position: number
}): WaitlistEntry => ({
  status: row.status === 'offered' ? 'offered' : 'waiting',
  offer_expires_at: row.status === 'offered' ? row.offerExpiresAt : null,
  position: row.position,
})
