import { eq } from 'drizzle-orm'
import { events } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { forbidden, notFound } from '../../lib/errors'
import { canEditEvent } from '../events.policy'

/** The owner or an event manager; sub-events go with their parent (ON DELETE CASCADE). */
export const deleteEvent = async (deps: Deps, id: number): Promise<{ id: number }> => {
  const { db } = deps
  const actor = await deps.auth.load()
  const [[event]] = await db.batch([
    db.select({ id: events.id, userId: events.userId }).from(events).where(eq(events.id, id)),
  ])
  if (!event) throw notFound()
  if (!canEditEvent(actor, event)) throw forbidden()
  await db.delete(events).where(eq(events.id, id))
  return { id }
}
