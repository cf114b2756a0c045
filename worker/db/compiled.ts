import { fillPlaceholders, sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * Statements whose SQL text is built once per isolate and run with each request's values.
 *
 * drizzle turns a query's tree of fragments into SQL text on every run. For the permission-laden
 * reads (the viewer's session rules sit in a dozen subqueries) that cost 0.25–0.85 ms of CPU per
 * statement, as much as the trivial route's whole request (bench `--profile`, and
 * bench/README.md). Here the tree is built with named placeholders, turned into text once, and
 * each use fills in its values.
 *
 * The key names everything that changes the text: which filters are present, page sizes written
 * as literals, whether there is a viewer. Values that only fill a `?` go through `ph(name)`.
 * Outside production and the bench every use also rebuilds the text and compares, so a key that
 * leaves out part of the shape fails the tests instead of serving another shape's SQL.
 *
 * The returned object is for db.batch only: drizzle's batch asks each item for `_prepare()`, and
 * that is all it offers (awaiting it alone would not run it).
 */

/** What drizzle's D1 batch calls on a prepared item (drizzle-orm/d1/session.js, 0.45). */
type BatchPrepared = {
  getQuery(): { sql: string; params: unknown[] }
  stmt: D1PreparedStatement
  mapResult(result: unknown, isFromBatch?: boolean): unknown
}
type Preparable = { _prepare(): BatchPrepared }

type Entry = { sql: string; params: unknown[]; prepared: BatchPrepared }

/**
 * Least recently used first (a Map keeps insertion order; a hit moves its key to the end). Keys
 * that carry page offsets or id lists are unbounded in number, so the cache is not.
 */
const cache = new Map<string, Entry>()
const MAX_ENTRIES = 256

const remember = (key: string, entry: Entry) => {
  cache.delete(key)
  cache.set(key, entry)
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!)
}

let checking = false

/** Rebuild and compare on every use (the worker turns it on outside production and the bench). */
export const checkCompiledStatements = (on: boolean) => {
  checking = on
}

/** Whether this isolate checks its statements (tests and development): see checkCompiledStatements. */
export const checkingStatements = () => checking

/**
 * A placeholder, typed as the value it stands for so the query functions keep their signatures.
 * Only ever pass it to SQL fragments and comparisons (`sql\`${x}\``, eq(column, x)).
 */
export const ph = <T = string>(name: string) => sql.placeholder(name) as unknown as T

const buildEntry = (statement: Preparable): Entry => {
  // drizzle's own name for the step its batch runs; there is no public one that builds once.
  // oxlint-disable-next-line no-underscore-dangle
  const prepared = statement._prepare()
  const query = prepared.getQuery()
  return { sql: query.sql, params: query.params, prepared }
}

/**
 * `build()` (a drizzle select using `ph()` for its values) compiled once under `key`, bound to
 * `values` for this request's db.batch.
 */
export const compiled = <B>(
  db: Db,
  key: string,
  build: () => B,
  values: Record<string, unknown>,
): B => {
  let entry = cache.get(key)
  if (!entry) {
    entry = buildEntry(build() as unknown as Preparable)
  } else if (checking) {
    const fresh = buildEntry(build() as unknown as Preparable)
    if (fresh.sql !== entry.sql)
      throw new Error(`compiled statement "${key}": its key leaves out part of the SQL's shape`)
  }
  remember(key, entry)
  const { sql: text, prepared } = entry
  const params = fillPlaceholders(entry.params, values)
  const client = db.$client
  const item: Preparable = {
    _prepare: () => ({
      getQuery: () => ({ sql: text, params }),
      stmt: client.prepare(text),
      mapResult: (result, isFromBatch) => prepared.mapResult(result, isFromBatch),
    }),
  }
  return item as unknown as B
}

/**
 * Several statements built together (one function returning them by name), each compiled under
 * `key` and its name; `build()` runs only when one of them is not compiled yet (or to check).
 */
export const compiledSet = <S extends Record<string, unknown>, K extends keyof S & string>(
  db: Db,
  key: string,
  names: readonly K[],
  build: () => S,
  values: Record<string, unknown>,
): Pick<S, K> => {
  let built: S | null = null
  const once = () => (built ??= build())
  return Object.fromEntries(
    names.map((name) => [name, compiled(db, `${key}.${name}`, () => once()[name], values)]),
  ) as Pick<S, K>
}
