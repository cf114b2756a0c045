import type { Deps } from '../../lib/deps'
import { unauthenticated } from '../../lib/errors'
import { settingFromJson } from '../../settings/setting-from'
import { toEventResource, type EventRow } from '../events.resources'
import { eventInstant, listEventsStatements } from '../events.queries'
import { compiledSet, ph } from '../../db/compiled'
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

/** Filters whose value only fills a `?`; the rest (flags, order, page, category ids) shape the SQL. */
const VALUE_FILTERS = [
  'parent_id',
  'starts_at_from',
  'starts_at_to',
  'ends_at_from',
  'ends_at_to',
  'user_id',
  'q',
] as const
const INSTANTS = new Set(['starts_at_from', 'starts_at_to', 'ends_at_from', 'ends_at_to'])

/**
 * The list query with its values as placeholders, the values, and a key naming everything else
 * the SQL text depends on (worker/db/compiled.ts): building the page's SQL cost more CPU than
 * the rest of the request.
 */
const compiledShape = (query: ListEventsQuery, tokenHash: string | null) => {
  const shaped: ListEventsQuery = { ...query }
  const values: Record<string, unknown> = { tokenHash }
  const present: string[] = []
  for (const name of VALUE_FILTERS) {
    const value = query[name]
    if (value === undefined) continue
    present.push(name)
    values[name] = INSTANTS.has(name) ? eventInstant(String(value)) : value
    Object.assign(shaped, { [name]: ph(name) })
  }
  if (query.status && query.status !== 'all') {
    values.status = query.status
    shaped.status = ph<ListEventsQuery['status']>('status')
  }
  const key = JSON.stringify({
    viewer: Boolean(tokenHash),
    present,
    status: query.status === undefined ? null : query.status === 'all' ? 'all' : 'one',
    isParent: query.is_parent ?? null,
    attending: query.attending ?? null,
    categories: [...new Set([...(query.categories ?? []), ...(query['categories[]'] ?? [])])].sort(
      (a, b) => a - b,
    ),
    order: query.order,
    perPage: query.perPage,
    offset: query.offset,
  })
  return { key, shaped, values }
}

export const listEvents = async (
  deps: Deps,
  query: ListEventsQuery,
): Promise<{ rows: EventResource[]; total: number }> => {
  const { db, auth } = deps
  // Which events one attends needs to know who "one" is.
  if (query.attending && !auth.tokenHash) throw unauthenticated()
  const relations = new Set<EventRelation>(query.with ?? [])
  const { key, shaped, values } = compiledShape(query, auth.tokenHash)
  const statements = compiledSet(
    db,
    `events.list:${key}:${[...relations].sort().join(',')}`,
    ['rows', 'total', 'children'],
    () => listEventsStatements(db, auth.tokenHash ? ph('tokenHash') : null, shaped, relations),
    values,
  )
  const page = [statements.rows, statements.total] as const
  // Sub-events only when asked for: every statement costs its own trip through D1's executor.
  const [rows, [count], childRows] = relations.has('children')
    ? await db.batch([...page, statements.children])
    : [...(await db.batch(page)), []]
  if (query.attending && !auth.current().user) throw unauthenticated()
  const currency = settingFromJson('currency_symbol', count?.currencyJson ?? null)
  const childrenOf = byParent(childRows, currency)
  return {
    rows: rows.map((row) => ({
      ...toEventResource(row, currency, relations),
      ...(relations.has('children') ? { children: childrenOf.get(row.id) ?? [] } : {}),
    })),
    total: count?.total ?? 0,
  }
}
