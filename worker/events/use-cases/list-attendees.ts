import { asc, eq, sql } from 'drizzle-orm'
import { eventAttendees, events } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { can } from '../../lib/policy'
import type { ListAttendeesQuery } from '../event-orders.schemas'
import type { AttendeeResource } from '../events.schemas'
import { eventAccessColumns, selectAttendees } from '../event-attendees.queries'
import { canManageEvent, canSeeEvent } from '../events.policy'
import { toAttendeeResource } from '../event-attendees.resources'

/**
 * GET /api/event-attendees?event_id=: anyone who may see the event, unless it hides its
 * attendees (then only its managers). Emails only to managers and to the attendee themselves.
 * One round trip: the event, the page and the total ride with the session rows.
 */
export const listAttendees = async (
  deps: Deps,
  query: ListAttendeesQuery,
): Promise<{ rows: AttendeeResource[]; total: number }> => {
  const { db } = deps
  const [[event], rows, [count]] = await db.batch([
    db.select(eventAccessColumns).from(events).where(eq(events.id, query.event_id)),
    selectAttendees(db)
      .where(eq(eventAttendees.eventId, query.event_id))
      .orderBy(asc(eventAttendees.id))
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(eventAttendees)
      .where(eq(eventAttendees.eventId, query.event_id)),
  ])
  const actor = deps.auth.current()
  if (!event || !canSeeEvent(actor, event)) throw notFound()
  const manager = canManageEvent(actor, event)
  if (event.settings.hide_attendees && !manager) return { rows: [], total: 0 }
  const me = actor.user?.id
  // Addresses follow GET /api/events/{id}: event managers (events.manage) and the attendee only;
  // an organiser without events.manage sees names, as exporting attendees is admin-only (spec 02 §6).
  const seesEmails = can(actor, 'events.manage')
  return {
    rows: rows.map((a) =>
      toAttendeeResource(a, seesEmails || (me !== undefined && a.userId === me)),
    ),
    total: count?.total ?? 0,
  }
}
