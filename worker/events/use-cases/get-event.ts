import type { Deps } from '../../lib/deps'
import { notFound, unauthenticated } from '../../lib/errors'
import { settingFrom, settingQuery } from '../../settings/settings.service'
import { can } from '../../lib/policy'
import { toEventResource, type EventRow } from '../events.resources'
import { getEventStatements, listEventsStatements, viewerOf } from '../events.queries'
import type { EventRelation, EventResource, ListEventsQuery } from '../events.schemas'
import { toAttendeeResource } from '../event-orders.resources'

/** Reading events: the list and one event, each one db.batch with the session rows riding along. */

const byParent = (rows: EventRow[], currency: string) => {
  const map = new Map<number, EventResource[]>()
  for (const row of rows) {
    if (row.parentId === null) continue
    const list = map.get(row.parentId)
    if (list) list.push(toEventResource(row, currency))
    else map.set(row.parentId, [toEventResource(row, currency)])
  }
  return map
}

export const listEvents = async (
  deps: Deps,
  query: ListEventsQuery,
): Promise<{ rows: EventResource[]; total: number }> => {
  const { db, auth } = deps
  // Which events one attends needs to know who "one" is.
  if (query.attending && !auth.tokenHash) throw unauthenticated()
  const relations = new Set<EventRelation>(query.with ?? [])
  const statements = listEventsStatements(db, viewerOf(auth.tokenHash), query, relations)
  const [rows, [count], currencyRows, childRows] = await db.batch([
    statements.rows,
    statements.total,
    settingQuery(db, 'currency_symbol'),
    statements.children,
  ])
  if (query.attending && !auth.current().user) throw unauthenticated()
  const currency = settingFrom('currency_symbol', currencyRows)
  const childrenOf = byParent(childRows, currency)
  return {
    rows: rows.map((row) => ({
      ...toEventResource(row, currency, relations),
      ...(relations.has('children') ? { children: childrenOf.get(row.id) ?? [] } : {}),
    })),
    total: count?.total ?? 0,
  }
}

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
