import { countRows, type BenchD1 } from './database'
import type { ExplainCheck, SeedDomain } from './seed/types'

/** A table with at least this many rows is "large": scanning it for a page is a failure. */
export const LARGE_TABLE_ROWS = 1_000

export type ExplainResult = {
  domain: string
  name: string
  plan: string[]
  problems: string[]
}

type PlanRow = { id: number; parent: number; detail: string }

/** Indents the plan rows by depth, as the sqlite3 shell prints them. */
const formatPlan = (rows: PlanRow[]) => {
  const depth = new Map<number, number>([[0, -1]])
  return rows.map((row) => {
    const level = (depth.get(row.parent) ?? -1) + 1
    depth.set(row.id, level)
    return `${'  '.repeat(level)}${row.detail}`
  })
}

const KEYWORDS = new Set([
  'on',
  'where',
  'join',
  'left',
  'inner',
  'cross',
  'outer',
  'natural',
  'using',
  'group',
  'order',
  'limit',
  'union',
  'as',
])

/** Table names by the name the plan shows: the table's own, or its alias in the query (`FROM sessions s`). */
const tablesByPlanName = (sql: string) => {
  const names = new Map<string, string>()
  for (const match of sql.matchAll(
    /(?:\bfrom|\bjoin|,)\s+"?(\w+)"?(?:\s+(?:as\s+)?"?(\w+)"?)?/gi,
  )) {
    const table = match[1]!
    names.set(table, table)
    const alias = match[2]
    if (alias && !KEYWORDS.has(alias.toLowerCase())) names.set(alias, table)
  }
  return names
}

const judge = (check: ExplainCheck, rows: PlanRow[], rowCounts: Map<string, number>) => {
  const problems: string[] = []
  const tables = tablesByPlanName(check.sql)
  for (const { detail } of rows) {
    // "SCAN users" (no "USING … INDEX") reads every row of the table.
    const bare = /^SCAN (\S+)$/.exec(detail)
    if (bare) {
      const rowsIn = rowCounts.get(tables.get(bare[1]!) ?? bare[1]!)
      if (rowsIn === undefined || rowsIn >= LARGE_TABLE_ROWS) {
        problems.push(
          `full table scan: "${detail}" (${rowsIn === undefined ? 'unknown table or alias' : `${rowsIn.toLocaleString('en-GB')} rows`})`,
        )
      }
    }
    if (check.ordered && detail === 'USE TEMP B-TREE FOR ORDER BY') {
      problems.push('sorts every matching row to take one page (USE TEMP B-TREE FOR ORDER BY)')
    }
  }
  if (
    check.index &&
    !rows.some((r) => new RegExp(`USING (COVERING )?INDEX ${check.index}\\b`).test(r.detail))
  ) {
    problems.push(`does not use index ${check.index}`)
  } else if (
    check.index &&
    check.covering &&
    !rows.some((r) => new RegExp(`USING COVERING INDEX ${check.index}\\b`).test(r.detail))
  ) {
    problems.push(`looks rows up from index ${check.index} instead of reading it alone`)
  }
  return problems
}

/** EXPLAIN QUERY PLAN for every domain's list queries on the seeded database. */
export const runExplainChecks = async (
  db: BenchD1,
  domains: SeedDomain[],
): Promise<ExplainResult[]> => {
  const tables = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
    .all<{ name: string }>()
  const rowCounts = new Map<string, number>()
  for (const { name } of tables.results) {
    if (!name.startsWith('sqlite_') && !name.startsWith('_cf_'))
      rowCounts.set(name, await countRows(db, name))
  }
  const results: ExplainResult[] = []
  for (const domain of domains) {
    for (const check of domain.checks) {
      const { results: rows } = await db
        .prepare(`EXPLAIN QUERY PLAN ${check.sql}`)
        .bind(...check.params)
        .all<PlanRow>()
      results.push({
        domain: domain.name,
        name: check.name,
        plan: formatPlan(rows),
        problems: judge(check, rows, rowCounts),
      })
    }
  }
  return results
}
