import { env } from 'cloudflare:workers'

/**
 * Columns a request may legitimately touch without writing anything a caller asked for: the
 * session's sliding expiry and the member's last activity (touched at most every 5 minutes).
 */
const VOLATILE: Record<string, readonly string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  users: ['last_active_at', 'updated_at'],
}

/**
 * FTS5's shadow tables (some WITHOUT ROWID, holding blobs): derived from the search tables, which
 * are compared themselves.
 */
const FTS_SHADOW = /_fts_(data|idx|docsize|config|content)$/

/** Tables folded per statement (one result column each; D1 caps a row's columns at 100). */
const TABLES_PER_STATEMENT = 50

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * Every application table (new tables are picked up without touching this file), each folded by
 * SQLite into one string: the row count, then every row's columns as SQL literals (`quote()`: type
 * and value exactly, blobs as hex) in rowid order, volatile columns left out. Two such strings are
 * equal exactly when every row and column is. The tables go into as few statements as D1 allows:
 * D1 pays a fixed cost per statement, and one statement per table (62 of them, twice per request)
 * was most of the CSRF suite's time.
 */
let statements: Promise<{ names: string[][]; sql: string[] }> | undefined

const prepare = async () => {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  ).all<{ name: string }>()
  const all = results.map((t) => t.name).filter((name) => !FTS_SHADOW.test(name))
  const columns = await env.DB.batch<{ name: string }>(
    all.map((name) => env.DB.prepare(`PRAGMA table_info(${quoted(name)})`)),
  )
  const folded = all.map((name, i) => {
    const volatile = VOLATILE[name] ?? []
    const kept = (columns[i]?.results ?? []).map((c) => c.name).filter((c) => !volatile.includes(c))
    if (kept.length === 0) throw new Error(`db-state: no columns read for table ${name}`)
    // concat_ws takes the columns as arguments: a chain of || nests one level per column, past
    // SQLite's expression depth limit (100) on the widest tables.
    const row = `concat_ws(',', ${kept.map((c) => `quote(${quoted(c)})`).join(', ')})`
    return `(SELECT count(*) || char(10) || coalesce(group_concat(${row}, char(10)), '') FROM (SELECT * FROM ${quoted(name)} ORDER BY rowid))`
  })
  const names: string[][] = []
  const sql: string[] = []
  for (let i = 0; i < all.length; i += TABLES_PER_STATEMENT) {
    names.push(all.slice(i, i + TABLES_PER_STATEMENT))
    const exprs = folded.slice(i, i + TABLES_PER_STATEMENT)
    sql.push(`SELECT ${exprs.map((e, j) => `${e} AS t${j}`).join(', ')}`)
  }
  return { names, sql }
}

/** The content of every table (volatile columns left out), as one comparable string per table. */
export const snapshot = async (): Promise<Record<string, string>> => {
  const { names, sql } = await (statements ??= prepare())
  const results = await env.DB.batch<Record<string, string>>(sql.map((s) => env.DB.prepare(s)))
  const state: Record<string, string> = {}
  names.forEach((group, i) => {
    const row = results[i]?.results[0] ?? {}
    group.forEach((name, j) => {
      state[name] = row[`t${j}`] ?? ''
    })
  })
  return state
}

/** Names of the tables whose content differs between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name])
