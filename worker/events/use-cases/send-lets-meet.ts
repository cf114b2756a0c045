import { and, eq, sql } from 'drizzle-orm'
import { eventAttendees, eventLetsMeet, events, users } from '../../db/schema'
import type { Deps } from '../../lib/deps'
import { forbidden, invalid, notFound, tooManyRequests } from '../../lib/errors'
import { notify } from '../../notifications/notify'
import { visibleSql, viewerOf } from '../events.queries'
import type { LetsMeetInput } from '../events.schemas'

/** Let's meet: one attendee asks another to meet at an event; the other is notified. */

const HOUR_MS = 3_600_000
/** Requests one member may send in an hour, so the feature cannot be used to spam. */
export const LETS_MEET_PER_HOUR = 20

export const sendLetsMeet = async (
  deps: Deps,
  eventId: number,
  input: LetsMeetInput,
): Promise<{ id: number; event_id: number; user_to: number; created_at: string }> => {
  const { db } = deps
  const actor = await deps.auth.load()
  const sender = actor.user
  if (!sender) throw forbidden()
  const viewer = viewerOf(deps.auth.tokenHash)
  const since = new Date(Date.now() - HOUR_MS).toISOString()
  const [[event], recipients] = await db.batch([
    db
      .select({
        id: events.id,
        slug: events.slug,
        title: events.title,
        // Attendees are listed (and so reachable) unless hidden, except to managers and the owner.
        attendeesShown: sql<number>`(coalesce(json_extract(${events.settings}, '$.hide_attendees'), 0) = 0 OR ${viewer.manages} OR ${events.userId} = ${viewer.id})`,
      })
      .from(events)
      .where(and(eq(events.id, eventId), visibleSql(viewer))),
    db
      .select({
        id: users.id,
        email: users.email,
        forename: users.forename,
        surname: users.surname,
      })
      .from(users)
      .where(
        and(
          eq(users.id, input.user_to),
          sql`EXISTS (SELECT 1 FROM ${eventAttendees} a WHERE a.event_id = ${eventId} AND a.user_id = users.id)`,
        ),
      ),
  ])
  if (!event) throw notFound()
  if (!event.attendeesShown) throw forbidden('The attendees of this event are hidden')
  const recipient = recipients[0]
  if (!recipient || recipient.id === sender.id)
    throw invalid({ user_to: ['Choose another attendee'] })
  // The hourly limit is part of the insert, so two requests at once cannot both slip past it.
  const now = new Date().toISOString()
  const [row] = await db.all<{
    id: number
    created_at: string
  }>(sql`INSERT INTO ${eventLetsMeet} (event_id, user_from, user_to, message, created_at)
    SELECT ${eventId}, ${sender.id}, ${recipient.id}, ${input.message}, ${now}
    WHERE (SELECT count(*) FROM ${eventLetsMeet} WHERE user_from = ${sender.id} AND created_at > ${since}) < ${LETS_MEET_PER_HOUR}
    RETURNING id, created_at`)
  if (!row) throw tooManyRequests("You have sent a lot of let's meet requests; try again later.")
  await notify(deps, recipient, 'event.lets_meet', {
    title: `${sender.forename} ${sender.surname} would like to meet you at ${event.title}`.replace(
      /\s+/g,
      ' ',
    ),
    body: input.message,
    link: `/events/${event.slug}#attendees`,
    data: { event_id: event.id, user_from: sender.id },
    values: {
      actor_name: `${sender.forename} ${sender.surname}`.replace(/\s+/g, ' ').trim(),
      event_title: event.title,
      message: input.message,
    },
  }).catch((error: unknown) => console.error('event.lets_meet notification failed', error))
  return { id: row.id, event_id: eventId, user_to: recipient.id, created_at: row.created_at }
}
