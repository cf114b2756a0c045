import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { eventTickets } from '../db/schema'
import { toMinor } from '../lib/money'
import type { CreateEventInput, TicketInput } from './events.schemas'

/** A new event's ticket rows, and their set-based insert. */
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
