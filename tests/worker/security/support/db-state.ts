import { env } from 'cloudflare:workers'

/**
 * Columns a request may legitimately touch without writing anything a caller asked for: the
 * session's sliding expiry and the member's last activity (touched at most every 5 minutes).
 */
const VOLATILE: Record<string, readonly string[]> = {
  sessions: ['last_seen_at', 'expires_at'],
  users: ['last_active_at', 'updated_at'],
}

let tableNames: Promise<string[]> | undefined

/**
 * FTS5's shadow tables (some WITHOUT ROWID, holding blobs): derived from the search tables, which
 * are compared themselves.
 */
const FTS_SHADOW = /_fts_(data|idx|docsize|config|content)$/

/** Every application table (new tables are picked up without touching this file). */
const tables = () =>
  (tableNames ??= env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%' ORDER BY name",
  )
    .all<{ name: string }>()
    .then((r) => r.results.map((t) => t.name).filter((name) => !FTS_SHADOW.test(name))))

/** The content of every table (volatile columns blanked), as one comparable string per table. */
export const snapshot = async (): Promise<Record<string, string>> => {
  const names = await tables()
  const results = await env.DB.batch(
    names.map((name) => env.DB.prepare(`SELECT * FROM "${name}" ORDER BY rowid`)),
  )
  const state: Record<string, string> = {}
  names.forEach((name, i) => {
    const rows = (results[i]?.results ?? []) as Record<string, unknown>[]
    const volatile = VOLATILE[name] ?? []
    state[name] = JSON.stringify(
      rows.map((row) =>
        Object.fromEntries(Object.entries(row).filter(([k]) => !volatile.includes(k))),
      ),
    )
  })
  return state
}

/** Names of the tables whose content differs between two snapshots. */
export const changedTables = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name])
