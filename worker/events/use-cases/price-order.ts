import type { EventCustomAttr, EventStatus, eventTickets, OrderAttrs } from '../../db/schema'
import { invalid, type FieldErrors } from '../../lib/errors'

/** Choosing an order's tickets, pricing it and checking its custom attributes (pure functions). */

export type TicketRow = typeof eventTickets.$inferSelect
export type SubEventRow = {
  id: number
  parentId: number | null
  status: EventStatus
  userId: number | null
  private: boolean
}

/** Seats left to book (null when unlimited); held seats are not for sale. */
export const remainingSeats = (t: TicketRow) =>
  t.noLimit ? null : Math.max(0, t.totalAvailable - t.totalRedeemed - t.totalHeld)

/** An event's first ticket by position: the default ticket, and a sub-event's only one. */
export const firstTicketOf = (tickets: TicketRow[], eventId: number) =>
  tickets
    .filter((t) => t.eventId === eventId)
    .sort((a, b) => a.position - b.position || a.id - b.id)[0]

export type ChosenTickets = { ticket: TicketRow; subevents: { id: number; ticket: TicketRow }[] }

/**
 * The ticket (default: the event's first) and sub-events of an order. Tickets of other events and
 * sub-events that are not this event's visible children are 422s.
 */
export const chooseTickets = (
  eventId: number,
  tickets: TicketRow[],
  children: SubEventRow[],
  choice: { ticketId?: number | undefined; subevents: number[] },
  canSeeChild: (child: SubEventRow) => boolean,
): ChosenTickets => {
  const ticket = choice.ticketId
    ? tickets.find((t) => t.id === choice.ticketId && t.eventId === eventId)
    : firstTicketOf(tickets, eventId)
  if (!ticket) {
    throw invalid({
      ticket_id: [
        choice.ticketId ? 'Choose one of the tickets of this event' : 'This event has no tickets',
      ],
    })
  }
  const subevents = choice.subevents.map((id) => {
    const child = children.find((c) => c.id === id && c.parentId === eventId)
    const first = child && canSeeChild(child) ? firstTicketOf(tickets, child.id) : undefined
    if (!first) throw invalid({ subevents: ['Choose sub-events of this event that take bookings'] })
    return { id, ticket: first }
  })
  return { ticket, subevents }
}

/** Per-seat price = the ticket plus one seat at each chosen sub-event; the total is per seat × seats. */
export const priceOrder = (chosen: ChosenTickets, seats: number) => {
  const perSeatMinor =
    chosen.ticket.priceMinor + chosen.subevents.reduce((sum, s) => sum + s.ticket.priceMinor, 0)
  return { unitPriceMinor: chosen.ticket.priceMinor, totalCostMinor: perSeatMinor * seats }
}

const REQUIRED = 'This field is required'
const NOT_AN_OPTION = 'Choose from the options given'

/**
 * Every custom attribute of the event is required (spec 03 §5); answers are kept for the event's
 * own keys only. Throws 422 with attr_text.<key>, attr_select.<key> or attr_check.<key>.
 */
export const checkCustomAttrs = (attrs: EventCustomAttr[], input: OrderAttrs): OrderAttrs => {
  const errors: FieldErrors = {}
  const answers: OrderAttrs = { attr_text: {}, attr_select: {}, attr_check: {} }
  const allowed = (a: EventCustomAttr, v: string) => a.options.length === 0 || a.options.includes(v)
  for (const a of attrs) {
    if (a.type === 'text') {
      const value = input.attr_text[a.key]?.trim() ?? ''
      if (value === '') errors[`attr_text.${a.key}`] = [REQUIRED]
      else answers.attr_text[a.key] = value
    } else if (a.type === 'select') {
      const value = input.attr_select[a.key]?.trim() ?? ''
      if (value === '') errors[`attr_select.${a.key}`] = [REQUIRED]
      else if (!allowed(a, value)) errors[`attr_select.${a.key}`] = [NOT_AN_OPTION]
      else answers.attr_select[a.key] = value
    } else {
      const values = [...new Set(input.attr_check[a.key] ?? [])].filter((v) => v !== '')
      if (values.length === 0) errors[`attr_check.${a.key}`] = [REQUIRED]
      else if (!values.every((v) => allowed(a, v))) errors[`attr_check.${a.key}`] = [NOT_AN_OPTION]
      else answers.attr_check[a.key] = values
    }
  }
  if (Object.keys(errors).length > 0) throw invalid(errors)
  return answers
}
