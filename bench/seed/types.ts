/** What every domain's seed file receives: one clock for the whole run, so rows are consistent. */
export type SeedContext = {
  /** ISO-8601 UTC, the same shape the app writes (`new Date().toISOString()`). */
  nowIso: string
}

/**
 * One list query's plan check. The bench fails when the plan scans a large table without an
 * index, never uses `index`, or (for `ordered` pages) sorts every matching row to take a page.
 */
export type ExplainCheck = {
  name: string
  /** The query as the app runs it; `?` placeholders bound to `params`. */
  sql: string
  params: (string | number | null)[]
  /** Index the plan must use: a name from migrations/, or `sqlite_autoindex_<table>_1` for a text primary key. */
  index?: string
  /** The plan must read `index` alone (`USING COVERING INDEX`): no row looked up per entry. */
  covering?: boolean
  /** A LIMITed page in ORDER BY order: `USE TEMP B-TREE FOR ORDER BY` (a full sort) fails it. */
  ordered?: boolean
}

/** One file per domain under bench/seed/: its rows as INSERT … SELECT statements, and its plan checks. */
export type SeedDomain = {
  name: string
  /** Tables this domain fills, counted after seeding and printed. */
  tables: string[]
  statements: (ctx: SeedContext) => string[]
  checks: ExplainCheck[]
}
