import type { Deps } from '../../lib/deps'
import { unauthenticated } from '../../lib/errors'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import { toEventResource, type EventRow } from '../events.resources'
import { listEventsStatements, viewerOf } from '../events.queries'
import type { EventRelation, EventResource, ListEventsQuery } from '../events.schemas'

/** GET /api/events: one page in one db.batch, the session rows riding along. */

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
