import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { flagParam, idListParam, withParam } from '../lib/query-lists'
import type { AttendeeResource, EventAddress } from './events.schemas'

/** Spec 01 §4–§5, spec 03 §4–§5: ticket orders (cost → reserve → confirm and pay → purchased). */
export const MIN_TICKETS = 1
export const MAX_TICKETS_PER_ORDER = 50
/** A reserved order not confirmed within this time gives its seats back. */
export const RESERVATION_MINUTES = 15
/** How long a seat freed for the waitlist is held for the first in line. */
export const WAITLIST_HOLD_HOURS = 24
export const NO_EVENT_ID = 'No eventId provided to controller'
export const CARD_PAYMENTS_NOT_AVAILABLE = 'Card payments are not available yet'

const totalTickets = z.coerce
  .number({ error: 'Ticket count must be a number' })
  .int('Ticket count must be a whole number')
  .min(MIN_TICKETS, 'Ticket count must be at least 1')
  .max(MAX_TICKETS_PER_ORDER, `At most ${MAX_TICKETS_PER_ORDER} tickets per order`)

const attrText = z.record(z.string().max(60), z.string().trim().max(1000))
const attrSelect = z.record(z.string().max(60), z.string().trim().max(200))
const attrCheck = z.record(z.string().max(60), z.array(z.string().trim().max(200)).max(50))

/**
 * GET /api/event-orders/cost. The custom attributes travel as JSON strings in the query
 * (attr_text={"diet":"vegan"}) since they are maps.
 */
const jsonParam = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .max(20_000)
    .transform((raw, ctx) => {
      try {
        return schema.parse(JSON.parse(raw))
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Must be a JSON object' })
        return z.NEVER
      }
    })

export const orderCostQuery = z.object({
  event_id: z.coerce.number({ error: NO_EVENT_ID }).int().positive(NO_EVENT_ID),
  ticket_id: z.coerce.number().int().positive().optional(),
  total_tickets: totalTickets.default(1),
  subevents: idListParam.optional(),
  'subevents[]': idListParam.optional(),
  attr_text: jsonParam(attrText).optional(),
  attr_check: jsonParam(attrCheck).optional(),
  attr_select: jsonParam(attrSelect).optional(),
})
export type OrderCostQuery = z.infer<typeof orderCostQuery>

export const orderAttendeeInput = z.object({
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(1, 'Full name is required')
    .max(200),
  email: z.email({ error: 'A valid email is required' }).max(254),
  /** Ignored: only the signed-in buyer's own row is linked to an account (see reserveOrder). */
  user_id: z.number().int().positive().nullable().optional(),
})

/**
 * POST /api/event-orders (reserve). Attendees' names and emails are required when buying more than
 * one ticket or when not signed in (checked in the service, which knows who is calling).
 */
export const reserveOrderInput = z
  .object({
    event_id: z.number({ error: NO_EVENT_ID }).int().positive(NO_EVENT_ID),
    ticket_id: z.number().int().positive().optional(),
    total_tickets: totalTickets,
    subevents: z.array(z.number().int().positive()).max(100).default([]),
    attr_text: attrText.default({}),
    attr_check: attrCheck.default({}),
    attr_select: attrSelect.default({}),
    attendees: z.array(orderAttendeeInput).max(MAX_TICKETS_PER_ORDER).default([]),
    /**
     * Card payments (the payments work) will confirm with the provider's id. Until they exist a
     * value is refused, so no order can claim a payment nobody checked.
     */
    stripe_id: z
      .string()
      .max(255)
      .nullable()
      .optional()
      .refine((v) => v === null || v === undefined, CARD_PAYMENTS_NOT_AVAILABLE),
    /** Required from visitors: the captcha solution. */
    captcha: z.string().max(10_000).optional(),
  })
  .strict()
export type ReserveOrderInput = z.infer<typeof reserveOrderInput>

/**
 * POST /api/event-orders/{id}/confirm: the "confirm and pay" step. `reference` (returned by the
 * reservation) proves the caller made it, so a visitor's order needs no account.
 */
export const confirmOrderInput = z
  .object({
    reference: z.string().min(10).max(64),
    /** free or offline now; card arrives with the payments work. */
    payment_method: z.enum(['free', 'offline']).default('offline'),
  })
  .strict()
export type ConfirmOrderInput = z.infer<typeof confirmOrderInput>

export const ORDER_RELATIONS = ['event', 'attendees', 'ticket'] as const

/** GET /api/event-orders (my tickets; admins may pass another user_id). */
export const listOrdersQuery = pagingQuery(20).and(
  z.object({
    user_id: z.coerce.number().int().positive().optional(),
    event_id: z.coerce.number().int().positive().optional(),
    with: withParam(ORDER_RELATIONS).optional(),
    /** Also orders in which the member is named as an attendee, not only those they bought. */
    include_attended_by: flagParam.optional(),
    /** Only orders for events not over at this instant ('now' allowed). */
    event_ends_at_from: z.union([z.literal('now'), z.iso.datetime({ offset: true })]).optional(),
    /** Only orders for events already over (the past-tickets toggle). */
    event_ends_at_to: z.union([z.literal('now'), z.iso.datetime({ offset: true })]).optional(),
    status: z.enum(['reserved', 'purchased', 'cancelled']).optional(),
  }),
)
export type ListOrdersQuery = z.infer<typeof listOrdersQuery>

/** Admin: add an attendee (a member or a named guest), optionally with an order taking a seat. */
export const createAttendeeInput = z
  .object({
    event_id: z.number({ error: NO_EVENT_ID }).int().positive(NO_EVENT_ID),
    user_id: z.number().int().positive().nullable().optional(),
    full_name: z.string().trim().max(200).optional(),
    email: z.email({ error: 'A valid email is required' }).max(254).optional(),
    ticket_id: z.number().int().positive().nullable().optional(),
    create_event_order: z.boolean().default(false),
  })
  .strict()
  .superRefine((a, ctx) => {
    if (a.user_id) return
    if (!a.full_name)
      ctx.addIssue({ code: 'custom', path: ['full_name'], message: 'Full name is required' })
    if (!a.email)
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'A valid email is required' })
  })
export type CreateAttendeeInput = z.infer<typeof createAttendeeInput>

export const updateAttendeeInput = z
  .object({
    full_name: z.string().trim().min(1, 'Full name is required').max(200),
    email: z.email({ error: 'A valid email is required' }).max(254),
  })
  .partial()
  .strict()
export type UpdateAttendeeInput = z.infer<typeof updateAttendeeInput>

export const listAttendeesQuery = pagingQuery(4).and(
  z.object({ event_id: z.coerce.number({ error: NO_EVENT_ID }).int().positive(NO_EVENT_ID) }),
)
export type ListAttendeesQuery = z.infer<typeof listAttendeesQuery>

// ---- Response shapes ------------------------------------------------------------------------

export type OrderCost = {
  payment_required: boolean
  total_tickets: number
  ticket_price: number
  ticket_price_formatted: string
  total_cost: number
  total_cost_formatted: string
  /** Seats left on the chosen ticket (null when unlimited), so the form can disable purchase. */
  total_remaining_tickets: number | null
  /** Sub-events that cannot take this many more tickets. */
  unavailable_subevents: number[]
}

export type OrderEventSummary = {
  id: number
  slug: string
  title: string
  img: string | null
  starts_at: string
  ends_at: string
  address: EventAddress
  total_children: number
}

export type OrderResource = {
  id: number
  reference: string
  event_id: number
  ticket_id: number
  user_id: number | null
  status: 'reserved' | 'purchased' | 'cancelled'
  total_tickets: number
  subevents: number[]
  subevent_ids: number[]
  attr_text: Record<string, string>
  attr_select: Record<string, string>
  attr_check: Record<string, string[]>
  stripe_id: string | null
  payment_required: boolean
  payment_method: string | null
  attended: 'Yes' | 'No'
  attended_formatted: 'Yes' | 'No'
  ticket_price_formatted: string
  price_formatted: string
  expires_at: string | null
  purchased_at: string | null
  cancelled_at: string | null
  created_at: string
  ticket_label: string
  event?: OrderEventSummary
  attendees?: AttendeeResource[]
}

/** Refusals the order use cases answer with (409 and 422). */
export const ALREADY_ATTENDING = 'You are already attending this event'
export const NOT_ENOUGH_TICKETS = 'Sorry, there are not enough tickets left'
export const ATTENDEES_REQUIRED = 'Attendee details are required for each ticket'
