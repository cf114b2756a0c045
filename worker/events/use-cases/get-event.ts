import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import { toEventResource } from '../events.resources'
import { getEventStatements, viewerOf } from '../events.queries'
import type { EventRelation, EventResource } from '../events.schemas'
import { attendeesJson } from '../event-attendees.queries'

/** By id or slug; an event the reader may not see is answered like a missing one (404). */
export const getEvent = async (
  deps: Deps,
  idOrSlug: string,
  withRelations: EventRelation[],
): Promise<EventResource> => {
  const { db, auth } = deps
  const relations = new Set(withRelations)
  const statements = getEventStatements(db, viewerOf(auth.tokenHash), idOrSlug, relations)
  const [[row], currencyRows, childRows] = await db.batch([
    statements.row,
    settingQuery(db, 'currency_symbol'),
    statements.children,
  ])
  if (!row) throw notFound()
  const currency = settingFrom('currency_symbol', currencyRows)
  return {
    ...toEventResource(row, currency, relations),
    ...(relations.has('children')
      ? { children: childRows.map((c) => toEventResource(c, currency)) }
      : {}),
    // Hidden attendees (settings.hide_attendees) come back as an empty list, as before.
    ...(relations.has('attendees')
      ? { attendees: row.attendeesJson ? attendeesJson.parse(row.attendeesJson) : [] }
      : {}),
  }
}
