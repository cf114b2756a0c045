import { asc, eq } from 'drizzle-orm'
import { eventAttendees, eventOrders, events, eventTickets } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { toCsv } from '../../lib/csv'
import { eventAccessColumns } from '../event-attendees.queries'

/** GET /api/events/{id}/attendees-export (events.manage): every attendee, one CSV row each. */
export const exportAttendeesCsv = async (
  deps: Deps,
  eventId: number,
): Promise<{ filename: string; csv: string }> => {
  const { db } = deps
  const [[event], rows] = await db.batch([
    db.select(eventAccessColumns).from(events).where(eq(events.id, eventId)),
    db
      .select({
        fullName: eventAttendees.fullName,
        email: eventAttendees.email,
        createdAt: eventAttendees.createdAt,
        ticketLabel: eventTickets.label,
        reference: eventOrders.reference,
        purchasedAt: eventOrders.purchasedAt,
        attended: eventOrders.attended,
        attrs: eventOrders.attrs,
      })
      .from(eventAttendees)
      .leftJoin(eventTickets, eq(eventTickets.id, eventAttendees.ticketId))
      .leftJoin(eventOrders, eq(eventOrders.id, eventAttendees.orderId))
      .where(eq(eventAttendees.eventId, eventId))
      .orderBy(asc(eventAttendees.id)),
  ])
  if (!event) throw notFound()
  const attrs = event.customAttrs
  const header = [
    'Name',
    'Email',
    'Ticket',
    'Order',
    'Booked at',
    'Attended',
    ...attrs.map((a) => a.label),
  ]
  const body = rows.map((r) => [
    r.fullName,
    r.email,
    r.ticketLabel,
    r.reference,
    r.purchasedAt ?? r.createdAt,
    r.attended ? 'Yes' : 'No',
    ...attrs.map((a) => {
      if (!r.attrs) return ''
      if (a.type === 'text') return r.attrs.attr_text?.[a.key] ?? ''
      if (a.type === 'select') return r.attrs.attr_select?.[a.key] ?? ''
      return (r.attrs.attr_check?.[a.key] ?? []).join('; ')
    }),
  ])
  return { filename: `attendees-${event.slug}.csv`, csv: toCsv([header, ...body]) }
}
