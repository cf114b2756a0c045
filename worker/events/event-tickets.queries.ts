import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { eventCategories, eventTickets } from '../db/schema'
import { toMinor } from '../lib/money'
import type { CreateEventInput, TicketInput, UpdateEventInput } from './events.schemas'

/** Editor input → stored columns, and the set-based inserts of tickets and categories. */

/** The columns an editor may set; fields left out stay undefined (drizzle leaves them alone). */
export const eventFieldValues = (input: UpdateEventInput) => ({
  title: input.title,
  excerpt: input.excerpt,
  description: input.description,
  information: input.information,
  img: input.img,
  link: input.link,
  startsAt: input.starts_at,
  endsAt: input.ends_at,
  private: input.private,
  address: input.address,
  latlng: input.latlng,
  contactables: input.contactables,
  settings: input.settings,
  customAttrs: input.custom_attrs,
  paymentRequired: input.payment_required,
  ticketingManagedExternally: input.ticketing_managed_externally,
  groupId: input.group_id,
  pollId: input.poll_id,
  parentId: input.parent_id,
})

export type NewTicket = {
  label: string
  price_minor: number
  no_limit: boolean
  total_available: number
  role_id: number | null
  plan_id: number | null
  available_until: string | null
  position: number
}

export const ticketValues = (t: TicketInput, position: number): NewTicket => ({
  label: t.label,
  price_minor: toMinor(t.price),
  no_limit: t.no_limit,
  total_available: t.total_available_tickets ?? 0,
  role_id: t.role_id ?? null,
  plan_id: t.plan_id ?? null,
  available_until: t.available_until ?? null,
  position,
})

/**
 * A new event's tickets: those given; else the sub-event shorthand (price, seats); else the
 * spec's default, one free unlimited 'Standard' ticket.
 */
export const newEventTickets = (input: CreateEventInput): NewTicket[] => {
  const given = (input.tickets ?? []).filter((t) => !t.delete)
  if (given.length > 0) return given.map(ticketValues)
  const seats = input.total_available_tickets
  return [
    {
      label: 'Standard',
      price_minor: toMinor(input.price ?? 0),
      no_limit: typeof seats !== 'number',
      total_available: seats ?? 0,
      role_id: null,
      plan_id: null,
      available_until: null,
      position: 0,
    },
  ]
}

/**
 * One statement inserting `tickets` for every event `eventIds` selects: INSERT … SELECT over a
 * json_each of the rows, so 100 occurrences × 50 tickets stay within D1's 100 bound parameters.
 * drizzle lists every column of event_tickets in schema order; the SELECT follows that order.
 */
export const insertTicketsStatement = (db: Db, eventIds: SQL, tickets: NewTicket[]) =>
  db.insert(eventTickets)
    .select(sql`SELECT NULL, ev.id, json_extract(t.value, '$.label'), json_extract(t.value, '$.price_minor'),
      json_extract(t.value, '$.no_limit'), json_extract(t.value, '$.total_available'), 0, 0, 0,
      json_extract(t.value, '$.role_id'), json_extract(t.value, '$.plan_id'), json_extract(t.value, '$.available_until'),
      json_extract(t.value, '$.position'), ${new Date().toISOString()}
    FROM (${eventIds}) ev CROSS JOIN json_each(${JSON.stringify(tickets)}) t`)

export const insertCategoriesStatement = (db: Db, eventIds: SQL, categoryIds: number[]) =>
  db
    .insert(eventCategories)
    .select(
      sql`SELECT ev.id, c.value FROM (${eventIds}) ev CROSS JOIN json_each(${JSON.stringify(categoryIds)}) c`,
    )

/** Did a write break a CHECK constraint (e.g. seats below those booked)? */
export const isCheckViolation = (error: unknown) => {
  for (
    let e: unknown = error, depth = 0;
    e && depth < 5;
    e = (e as { cause?: unknown }).cause, depth += 1
  ) {
    if (String(e instanceof Error ? e.message : e).includes('CHECK constraint failed')) return true
  }
  return false
}
