import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import { can } from '../../lib/policy'
import { toEventResource } from '../events.resources'
import { getEventStatements, viewerOf } from '../events.queries'
import type { EventRelation, EventResource } from '../events.schemas'
import { toAttendeeResource } from '../event-attendees.resources'

/** By id or slug; an event the reader may not see is answered like a missing one (404). */
export const getEvent = async (
  deps: Deps,
  idOrSlug: string,
  withRelations: EventRelation[],
): Promise<EventResource> => {
  const { db, auth } = deps
  const relations = new Set(withRelations)
  const statements = getEventStatements(db, viewerOf(auth.tokenHash), idOrSlug, relations)
  const [[row], currencyRows, childRows, attendeeRows] = await db.batch([
    statements.row,
    settingQuery(db, 'currency_symbol'),
    statements.children,
    statements.attendees,
  ])
  if (!row) throw notFound()
  const currency = settingFrom('currency_symbol', currencyRows)
  // Addresses are for event managers and the attendee themselves.
  const actor = auth.current()
  const seesEmails = can(actor, 'events.manage')
  const me = actor.user?.id
  return {
    ...toEventResource(row, currency, relations),
    ...(relations.has('children')
      ? { children: childRows.map((c) => toEventResource(c, currency)) }
      : {}),
    ...(relations.has('attendees')
      ? {
          attendees: attendeeRows.map((a) =>
            toAttendeeResource(a, seesEmails || (me !== undefined && a.userId === me)),
          ),
        }
      : {}),
  }
}
