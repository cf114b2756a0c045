import { z } from 'zod'
import type { CategoryResource } from '../categories/categories.schemas'
import { pagingQuery } from '../lib/paging'
import { flagParam, idListParam, withParam } from '../lib/query-lists'
import { richTextDoc } from '../lib/rich-text'
import { imageRef } from '../uploads/uploads.schemas'

/** Spec 02 §4 and §5, spec 01 §9: the event contract shared by the routes and the editors. */
export const EVENT_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const
export const EVENT_REPEATS = ['never', 'weekly', 'monthly'] as const
export const MAX_REPEAT_TIMES = 100
export const EXCERPT_MAX = 250
export const CANNOT_CREATE_EVENT = 'Cannot create new event; permission denied.'

export type EventStatus = (typeof EVENT_STATUSES)[number]
export type EventRepeat = (typeof EVENT_REPEATS)[number]

/** Dates outside these years are refused, never moved: a typo of 0000 or 9999 is not an event. */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2200
export const DATE_OUT_OF_RANGE = `Must be a date between the years ${MIN_YEAR} and ${MAX_YEAR}`

/** An ISO-8601 instant with an offset; stored and returned in UTC (the year checked in UTC too). */
export const isoInstant = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: 'Must be a date and time' }))
    .transform((v, ctx) => {
      const instant = new Date(v)
      const year = instant.getUTCFullYear()
      if (Number.isNaN(instant.getTime()) || year < MIN_YEAR || year > MAX_YEAR) {
        ctx.addIssue({ code: 'custom', message: DATE_OUT_OF_RANGE })
        return z.NEVER
      }
      return instant.toISOString()
    })

export const NO_SUCH_GROUP = 'Choose an existing group'
export const POLLS_NOT_AVAILABLE = 'Polls are not available yet'
export const WEB_ADDRESS_ONLY = 'Must be a web address starting with http:// or https://'
const URL_SCHEME = /^[a-z][a-z0-9+.-]*:/i

/** An absolute http(s) address (links open in a browser; javascript: and data: never do). */
export const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Money in the site currency with at most two decimals (spec: price precision 2). */
export const money = z
  .number({ error: 'Price must be a number' })
  .min(0, 'Price cannot be negative')
  .max(1_000_000, 'Price is too high')
  .refine(
    (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    'Price can have at most 2 decimal places',
  )

const optionalText = (max: number) => z.string().trim().max(max).optional().default('')

export const eventAddress = z
  .object({
    line_1: optionalText(200),
    line_2: optionalText(200),
    town_city: optionalText(120),
    county: optionalText(120),
    postcode: optionalText(20),
    country: optionalText(120),
  })
  .partial()

export const latLng = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
})

const contactValue = z.string().trim().max(300)
/** A handle ('@guildhall'), a bare address ('facebook.com/x') or an http(s) address; no other scheme. */
const socialValue = contactValue.refine(
  (v) => !URL_SCHEME.test(v) || /^https?:\/\//i.test(v),
  WEB_ADDRESS_ONLY,
)
export const eventContactables = z
  .object({
    tel: contactValue,
    twitter: socialValue,
    facebook: socialValue,
    linkedin: socialValue,
    website: contactValue.refine((v) => v === '' || isWebAddress(v), WEB_ADDRESS_ONLY),
  })
  .partial()

export const eventCustomAttr = z.object({
  key: z.string().trim().min(1).max(60).regex(/^\w+$/, 'Keys are letters, digits and _'),
  label: z.string().trim().min(1, 'Label is required').max(120),
  type: z.enum(['text', 'select', 'checkboxes']),
  options: z.array(z.string().trim().min(1).max(120)).max(50).default([]),
})

/** One ticket type in the editor; `delete: true` removes an existing one. */
export const ticketInput = z
  .object({
    id: z.number().int().positive().optional(),
    label: z.string().trim().min(1, 'Ticket label is required').max(100).default('Standard'),
    price: money.default(0),
    no_limit: z.boolean().default(true),
    total_available_tickets: z
      .number({ error: 'Ticket count must be a number' })
      .int()
      .min(1, 'Ticket count must be at least 1')
      .max(1_000_000)
      .nullable()
      .optional(),
    role_id: z.number().int().positive().nullable().optional(),
    plan_id: z.number().int().positive().nullable().optional(),
    available_until: isoInstant('Must be a date and time').nullable().optional(),
    delete: z.boolean().optional(),
  })
  .superRefine((t, ctx) => {
    if (
      !t.no_limit &&
      !t.delete &&
      (t.total_available_tickets === null || t.total_available_tickets === undefined)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['total_available_tickets'],
        message: 'Ticket count must be at least 1',
      })
    }
  })

const eventFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  excerpt: z
    .string()
    .trim()
    .max(EXCERPT_MAX, `Excerpt must be ${EXCERPT_MAX} characters or fewer`)
    .default(''),
  description: richTextDoc.nullable().optional(),
  information: z.string().trim().max(5000).nullable().optional(),
  /** An upload's path or src (from POST /api/uploads/img). */
  img: imageRef.nullable().optional(),
  link: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || isWebAddress(v), WEB_ADDRESS_ONLY)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
  /** Only managers (events.manage) may set it; others' submissions become pending. */
  status: z
    .enum(EVENT_STATUSES, { error: 'Status must be draft, pending, approved or rejected' })
    .optional(),
  starts_at: isoInstant('Start date and time are required'),
  ends_at: isoInstant('End date and time are required'),
  repeat: z
    .enum(EVENT_REPEATS, { error: 'Repeat must be never, weekly or monthly' })
    .default('never'),
  repeat_times: z
    .number()
    .int()
    .min(0, 'Repeat times must be between 0 and 100')
    .max(MAX_REPEAT_TIMES, 'Repeat times must be between 0 and 100')
    .default(0),
  private: z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .transform((v) => v === 1 || v === true)
    .default(false),
  address: eventAddress.default({}),
  latlng: latLng.nullable().optional(),
  contactables: eventContactables.default({}),
  settings: z
    .object({ hide_attendees: z.boolean().default(false) })
    .default({ hide_attendees: false }),
  custom_attrs: z.array(eventCustomAttr).max(30).default([]),
  /** Defaults to whether any ticket has a price. */
  payment_required: z.boolean().optional(),
  ticketing_managed_externally: z.boolean().default(false),
  /** Must name an existing group (checked in the service). */
  group_id: z.number().int().positive().nullable().optional(),
  /** Polls do not exist yet: only null is accepted until they do. */
  poll_id: z
    .number()
    .int()
    .positive()
    .nullable()
    .optional()
    .refine((v) => v === null || v === undefined, POLLS_NOT_AVAILABLE),
  parent_id: z.number().int().positive().nullable().optional(),
  categories: z.array(z.number().int().positive()).max(50).default([]),
  tickets: z.array(ticketInput).max(50).optional(),
  /** Sub-event shorthand for its single ticket: price and seats (null = no limit). */
  price: money.optional(),
  total_available_tickets: z
    .number()
    .int()
    .min(1, 'Ticket count must be at least 1')
    .nullable()
    .optional(),
})

const endsAfterStart = (e: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) => {
  if (e.starts_at && e.ends_at && e.ends_at < e.starts_at) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'The end must be after the start' })
  }
}

export const createEventInput = eventFields.strict().superRefine(endsAfterStart)
/**
 * Updates send only what changed; a repeat is applied at creation only. Defaults are dropped so
 * a field left out keeps its stored value (`{status}` alone must not clear categories or address).
 */
const f = eventFields.shape
export const updateEventInput = eventFields
  .omit({ repeat: true, repeat_times: true })
  .extend({
    excerpt: f.excerpt.unwrap(),
    private: f.private.unwrap(),
    address: f.address.unwrap(),
    contactables: f.contactables.unwrap(),
    settings: f.settings.unwrap(),
    custom_attrs: f.custom_attrs.unwrap(),
    ticketing_managed_externally: f.ticketing_managed_externally.unwrap(),
    categories: f.categories.unwrap(),
  })
  .partial()
  .strict()
  .superRefine(endsAfterStart)

export type CreateEventInput = z.infer<typeof createEventInput>
export type UpdateEventInput = z.infer<typeof updateEventInput>
export type TicketInput = z.infer<typeof ticketInput>

export const EVENT_RELATIONS = [
  'tickets',
  'categories',
  'children',
  'attendees',
  'userOrder',
  'user',
  'parent',
] as const
export type EventRelation = (typeof EVENT_RELATIONS)[number]

/**
 * GET /api/events. Without status or user_id: approved events only (private ones for members).
 * With either: owners also see their own in any status, events.manage every status; status=all
 * asks for every status the reader may see (the admin screen's "All").
 */
export const listEventsQuery = pagingQuery(6).and(
  z.object({
    with: withParam(EVENT_RELATIONS).optional(),
    parent_id: z.coerce.number().int().positive().optional(),
    /** Events starting at or after this instant ('now' allowed). */
    starts_at_from: z.union([z.literal('now'), z.iso.datetime({ offset: true })]).optional(),
    /** Events starting before this instant (calendar ranges). */
    starts_at_to: z.iso.datetime({ offset: true }).optional(),
    /** Events not yet over at this instant ('now' allowed): ongoing and upcoming. */
    ends_at_from: z.union([z.literal('now'), z.iso.datetime({ offset: true })]).optional(),
    /** Events over before this instant ('now' allowed): the admin list's past events. */
    ends_at_to: z.union([z.literal('now'), z.iso.datetime({ offset: true })]).optional(),
    status: z.enum([...EVENT_STATUSES, 'all']).optional(),
    is_parent: flagParam.optional(),
    user_id: z.coerce.number().int().positive().optional(),
    /** Events the signed-in member holds a ticket for or attends. */
    attending: flagParam.optional(),
    categories: idListParam.optional(),
    'categories[]': idListParam.optional(),
    q: z.string().trim().max(100).optional(),
    order: z.enum(['asc', 'desc']).default('asc'),
  }),
)
export type ListEventsQuery = z.infer<typeof listEventsQuery>

export const eventKeyParam = z.object({ id: z.string().min(1).max(200) })
export const getEventQuery = z.object({ with: withParam(EVENT_RELATIONS).optional() })

export const letsMeetInput = z
  .object({
    user_to: z.number({ error: 'Choose who to meet' }).int().positive(),
    message: z
      .string({ error: 'Write a message' })
      .trim()
      .min(1, 'Write a message')
      .max(2000, 'Messages are at most 2000 characters'),
    event_id: z.number().int().positive().optional(),
  })
  .strict()
export type LetsMeetInput = z.infer<typeof letsMeetInput>

// ---- Response shapes ------------------------------------------------------------------------

export type TicketResource = {
  id: number
  event_id: number
  label: string
  price: number
  price_formatted: string
  no_limit: boolean
  /** Seats on sale (0 when no_limit). */
  total_available_tickets: number
  total_redeemed_tickets: number
  total_unredeemed_tickets: number
  /** Seats left to book (null when no_limit). */
  total_remaining_tickets: number | null
  role_id: number | null
  plan_id: number | null
  available_until: string | null
  /** Editor flag: always false in responses. */
  delete: false
}

export type EventAddress = z.infer<typeof eventAddress>
export type EventContactables = z.infer<typeof eventContactables>
export type EventCustomAttr = z.infer<typeof eventCustomAttr>

export type AttendeeUser = {
  id: number
  full_name: string
  slug: string
  img: string | null
  company: string | null
}

export type AttendeeResource = {
  id: number
  event_id: number
  order_id: number | null
  user_id: number | null
  full_name: string
  /** Shown to event managers and the attendee themselves; null for everyone else. */
  email: string | null
  ticket_id: number | null
  create_event_order: boolean
  user: AttendeeUser | null
  created_at: string
}

/** The signed-in member's live order for an event (userOrder / userTicket). */
export type UserOrderSummary = {
  id: number
  reference: string
  status: 'reserved' | 'purchased'
  total_tickets: number
  ticket_id: number
  subevent_ids: number[]
  price_formatted: string
}

export type WaitlistEntry = {
  status: 'waiting' | 'offered'
  offer_expires_at: string | null
  position: number
}

/** As stored; checked against the recursive richTextDoc schema when written, not on every read. */
export type StoredRichText = { type: 'doc'; content?: unknown[] }

export type EventResource = {
  id: number
  slug: string
  title: string
  excerpt: string
  /** A TipTap document as stored (checked against richTextDoc when written); the app renders known nodes. */
  description: StoredRichText | null
  information: string | null
  /** Image address to show (an upload's src), or null. */
  img: string | null
  /** The app's address for the event, /events/{slug}. */
  url: string
  link: string | null
  status: EventStatus
  starts_at: string
  ends_at: string
  repeat: EventRepeat
  repeat_times: number
  series_id: number | null
  dates: { starts_at: string; ends_at: string; repeat: EventRepeat; repeat_times: number }[]
  private: 0 | 1
  price: number
  price_formatted: string
  address: EventAddress
  latlng: { lat: number; lng: number } | null
  contactables: EventContactables
  settings: { hide_attendees: boolean }
  custom_attrs: EventCustomAttr[]
  payment_required: boolean
  ticketing_managed_externally: boolean
  group_id: number | null
  poll_id: number | null
  parent_id: number | null
  user_id: number | null
  total_children: number
  total_attendees: number
  total_available_tickets: number
  total_redeemed_tickets: number
  total_remaining_tickets: number
  has_unlimited_tickets: boolean
  has_remaining_tickets: boolean
  user_is_attending: boolean
  userOrder: UserOrderSummary | null
  userTicket: UserOrderSummary | null
  user_waitlist: WaitlistEntry | null
  /** Approved within the last 7 days (the admin list's flag). */
  is_recently_approved: boolean
  approved_at: string | null
  created_at: string
  updated_at: string
  tickets: TicketResource[]
  categories: CategoryResource[]
  user?: AttendeeUser | null
  parent?: { id: number; slug: string; title: string } | null
  /** Sub-events are one level deep: they carry no children of their own. */
  children?: SubEventResource[]
  attendees?: AttendeeResource[]
}

/** A sub-event in its parent's `children` (a type of its own keeps the response type finite). */
export type SubEventResource = Omit<EventResource, 'children'>
