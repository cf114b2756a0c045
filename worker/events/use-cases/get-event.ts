import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { settingFromJson } from '../../settings/setting-from'
import { toEventResource } from '../events.resources'
import { eventKeyOf, getEventStatements } from '../events.queries'
import { compiledSet, ph } from '../../db/compiled'
import type { EventRelation, EventResource } from '../events.schemas'
import { parseAttendeesJson } from '../event-attendees.queries'
import type { EngagementColumns } from '../../content/engagement-sql'

/** By id or slug; an event the reader may not see is answered like a missing one (404). */
export const getEvent = async (
  deps: Deps,
  idOrSlug: string,
  withRelations: EventRelation[],
): Promise<EventResource & EngagementColumns> => {
  const { db, auth } = deps
  const relations = new Set(withRelations)
  const key = eventKeyOf(idOrSlug)
  // Compiled per shape (viewer or not, id or slug, relations): building the event's SQL cost
  // more CPU than the rest of the request (worker/db/compiled.ts).
  const { rows } = compiledSet(
    db,
    `events.get:${auth.tokenHash ? 'member' : 'visitor'}:${'id' in key ? 'id' : 'slug'}:${[...relations].sort().join(',')}`,
    ['rows'],
    () =>
      getEventStatements(
        db,
        auth.tokenHash ? ph('tokenHash') : null,
        'id' in key ? { id: ph<number>('eventId') } : { slug: ph('eventSlug') },
        relations,
      ),
    { tokenHash: auth.tokenHash, ...('id' in key ? { eventId: key.id } : { eventSlug: key.slug }) },
  )
  // The event first, then (with=children) its sub-events: one statement (getEventStatements).
  // Sub-events come only with their visible event, so no first row means missing or hidden.
  const [[row, ...childRows]] = await db.batch([rows])
  if (!row) throw notFound()
  const currency = settingFromJson('currency_symbol', row.currencyJson)
  return {
    ...toEventResource(row, currency, relations),
    total_likes: row.total_likes,
    total_comments: row.total_comments,
    user_liked: row.user_liked,
    ...(relations.has('children')
      ? { children: childRows.map((c) => toEventResource(c, currency)) }
      : {}),
    // Hidden attendees (settings.hide_attendees) come back as an empty list, as before.
    ...(relations.has('attendees')
      ? { attendees: parseAttendeesJson(row.id, row.attendeesJson) }
      : {}),
  }
}
