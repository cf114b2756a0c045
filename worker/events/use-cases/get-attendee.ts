import { eq } from 'drizzle-orm'
import { eventAttendees } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import type { AttendeeResource } from '../events.schemas'
import { selectAttendees } from '../event-attendees.queries'
import { toAttendeeResource } from '../event-attendees.resources'

const findAttendee = async (db: Deps['db'], id: number) => {
  const [row] = await selectAttendees(db).where(eq(eventAttendees.id, id))
  if (!row) throw notFound()
  return row
}

/** GET /api/event-attendees/{id} (events.manage). */
export const getAttendee = async (deps: Deps, id: number): Promise<AttendeeResource> =>
  toAttendeeResource(await findAttendee(deps.db, id), true)
