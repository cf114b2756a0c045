import { imageSrc } from '../uploads/uploads.resources'
import type { CategoryResource } from '../categories/categories.schemas'
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

const RECENTLY_APPROVED_MS = 7 * 86_400_000

/** A ticket as json_object() builds it in the event queries (booleans are 0/1). */
export type TicketRow = {
  id: number
  event_id: number
  label: string
  price_minor: number
  no_limit: number | boolean
  total_available: number
  total_redeemed: number
  total_unredeemed: number
  total_held: number
  role_id: number | null
  plan_id: number | null
  available_until: string | null
}

/** Aggregates over an event's tickets, computed in SQL. */
export type TicketStats = {
  available: number
  redeemed: number
  remaining: number
  unlimited: number
  min_price: number | null
}

type UserOrderRow = Omit<UserOrderSummary, 'price_formatted' | 'status'> & {
  status: string
  total_cost_minor: number
}
type WaitlistRow = Omit<WaitlistEntry, 'status'> & { status: string }

export type EventRow = typeof events.$inferSelect & {
  stats: string | null
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

/** JSON text that SQLite built from our own rows. */
const parsed = <T>(text: string | null, fallback: T): T =>
  text ? (JSON.parse(text) as T) : fallback

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

const toUserOrder = (row: UserOrderRow | null, currencySymbol: string): UserOrderSummary | null =>
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

const toWaitlist = (row: WaitlistRow | null): WaitlistEntry | null =>
  row && (row.status === 'waiting' || row.status === 'offered')
    ? { status: row.status, offer_expires_at: row.offer_expires_at, position: row.position }
    : null

export const toEventResource = (
  row: EventRow,
  currencySymbol: string,
  relations: ReadonlySet<EventRelation> = new Set(),
  now = Date.now(),
): EventResource => {
  const stats = parsed<TicketStats>(row.stats, {
    available: 0,
    redeemed: 0,
    remaining: 0,
    unlimited: 0,
    min_price: null,
  })
  const userOrder = toUserOrder(
    parsed<UserOrderRow | null>(row.userOrderJson, null),
    currencySymbol,
  )
  const minPrice = stats.min_price ?? 0
  const hasUnlimited = Boolean(stats.unlimited)
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
    user_waitlist: toWaitlist(parsed<WaitlistRow | null>(row.waitlistJson, null)),
    is_recently_approved:
      row.status === 'approved' &&
      row.approvedAt !== null &&
      now - Date.parse(row.approvedAt) < RECENTLY_APPROVED_MS,
    approved_at: row.approvedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    tickets: parsed<TicketRow[]>(row.ticketsJson, []).map((t) =>
      toTicketResource(t, currencySymbol),
    ),
    categories: parsed<CategoryResource[]>(row.categoriesJson, []),
    ...(relations.has('user') ? { user: parsed<AttendeeUser | null>(row.userJson, null) } : {}),
    ...(relations.has('parent')
      ? { parent: parsed<{ id: number; slug: string; title: string } | null>(row.parentJson, null) }
      : {}),
  }
}
