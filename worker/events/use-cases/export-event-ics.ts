import { eq } from 'drizzle-orm'
import { events } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { icsCalendar, toIcsEvent } from '../event-calendar.resources'
import { icsColumns } from '../event-calendar.queries'
import { canSeeEvent } from '../events.policy'

/** GET /api/events/{id}/ics: events the caller may see; 404 otherwise. */
export const eventIcs = async (
  deps: Deps,
  eventId: number,
): Promise<{ filename: string; ics: string }> => {
  const { db, env } = deps
  const [[event]] = await db.batch([
    db.select(icsColumns).from(events).where(eq(events.id, eventId)),
  ])
  if (!event || !canSeeEvent(deps.auth.current(), event)) throw notFound()
  return { filename: `${event.slug}.ics`, ics: icsCalendar([toIcsEvent(event, env.SITE_URL)]) }
}
