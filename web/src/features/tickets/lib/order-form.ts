import { z } from 'zod'
import {
  MAX_TICKETS_PER_ORDER,
  orderAttendeeInput,
  reserveOrderInput,
} from '@worker/events/event-orders.schemas'
import type { EventCustomAttr, EventResource } from '@worker/events/events.schemas'
import { ticketsOnSale } from './booking-rules'

/** The order modal's two forms: step 1 (which tickets) and step 2 (who is coming). */

export type ChooseValues = {
  ticket_id: string
  /** A NumberInput holds '' while blank. */
  total_tickets: number | string
  subevents: string[]
  attr_text: Record<string, string>
  attr_select: Record<string, string>
  attr_check: Record<string, string[]>
}

/** Every custom attribute is required (spec 01 §5: the event's own questions). */
const requireAttrs = (attrs: EventCustomAttr[], v: ChooseValues, ctx: z.RefinementCtx) => {
  for (const attr of attrs) {
    const missing =
      attr.type === 'text'
        ? !v.attr_text[attr.key]?.trim()
        : attr.type === 'select'
          ? !v.attr_select[attr.key]
          : (v.attr_check[attr.key] ?? []).length === 0
    if (!missing) continue
    const group =
      attr.type === 'text' ? 'attr_text' : attr.type === 'select' ? 'attr_select' : 'attr_check'
    ctx.addIssue({ code: 'custom', path: [group, attr.key], message: `${attr.label} is required` })
  }
}

/** The worker's ticket-count rule (a whole number, 1 to 50) on the form's value. */
export const ticketCount = reserveOrderInput.shape.total_tickets

export const chooseForm = (attrs: EventCustomAttr[]) =>
  z
    .object({
      ticket_id: z.string().min(1, 'Choose a ticket'),
      total_tickets: z.union([z.number(), z.string()]),
      subevents: z.array(z.string()),
      attr_text: z.record(z.string(), z.string()),
      attr_select: z.record(z.string(), z.string()),
      attr_check: z.record(z.string(), z.array(z.string())),
    })
    .superRefine((v, ctx) => {
      const count = ticketCount.safeParse(v.total_tickets)
      if (!count.success)
        ctx.addIssue({
          code: 'custom',
          path: ['total_tickets'],
          message: count.error.issues[0]?.message ?? 'Invalid',
        })
      requireAttrs(attrs, v, ctx)
    })

/** A valid ticket count, or null while the field holds 0, a blank or a fraction. */
export const validCount = (value: number | string | undefined): number | null => {
  const parsed = ticketCount.safeParse(value)
  return parsed.success ? parsed.data : null
}

export const chooseDefaults = (event: EventResource): ChooseValues => {
  const first = ticketsOnSale(event)[0]
  const pick = (type: EventCustomAttr['type'], empty: string) =>
    Object.fromEntries(event.custom_attrs.filter((a) => a.type === type).map((a) => [a.key, empty]))
  return {
    ticket_id: first ? String(first.id) : '',
    total_tickets: 1,
    subevents: [],
    attr_text: pick('text', ''),
    attr_select: pick('select', ''),
    attr_check: Object.fromEntries(
      event.custom_attrs.filter((a) => a.type === 'checkboxes').map((a) => [a.key, []]),
    ),
  }
}

/** Spec 01 §5: names and emails are needed for more than one ticket, or from a visitor. */
export const needsAttendees = (count: number, signedIn: boolean) => count > 1 || !signedIn

const attendee = orderAttendeeInput.pick({ full_name: true, email: true })

export const attendeesForm = (signedIn: boolean) =>
  z.object({
    attendees: z.array(attendee).max(MAX_TICKETS_PER_ORDER),
    captcha: signedIn ? z.string() : z.string().min(1, 'Please complete the captcha'),
  })

export type AttendeesValues = { attendees: { full_name: string; email: string }[]; captcha: string }

/** Is a seat short? Only a limited ticket can run out. */
export const isShort = (remaining: number | null, requested: number) =>
  remaining !== null && remaining < requested

/** Spec 01 §5: sub-events (as form values) that have no seats, or fewer than requested. */
export const fullSubevents = (
  event: EventResource,
  unavailable: readonly number[],
  requested: number,
) =>
  new Set(
    (event.children ?? [])
      .filter(
        (c) =>
          unavailable.includes(c.id) ||
          (!c.has_unlimited_tickets && c.total_remaining_tickets < requested),
      )
      .map((c) => String(c.id)),
  )
