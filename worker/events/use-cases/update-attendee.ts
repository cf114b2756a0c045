import { eq } from 'drizzle-orm'
import { eventAttendees } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import type { UpdateAttendeeInput } from '../event-orders.schemas'
import type { AttendeeResource } from '../events.schemas'
import { getAttendee } from './get-attendee'
import { selectAttendees } from '../event-attendees.queries'
import { toAttendeeResource } from '../event-attendees.resources'

/** PUT /api/event-attendees/{id} (events.manage): name and email. */
export const updateAttendee = async (
  deps: Deps,
  id: number,
  input: UpdateAttendeeInput,
): Promise<AttendeeResource> => {
  const { db } = deps
  const changes = {
    ...(input.full_name ? { fullName: input.full_name } : {}),
    ...(input.email ? { email: input.email.toLowerCase() } : {}),
  }
  if (Object.keys(changes).length === 0) return getAttendee(deps, id)
  const [, [row]] = await db.batch([
    db.update(eventAttendees).set(changes).where(eq(eventAttendees.id, id)),
    selectAttendees(db).where(eq(eventAttendees.id, id)),
  ])
  if (!row) throw notFound()
  return toAttendeeResource(row, true)
}
