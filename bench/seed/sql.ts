/** Small helpers for writing seed SQL: literals, and a pick-from-list expression over a row number. */

export const literal = (value: string) => `'${value.replaceAll("'", "''")}'`

/** `pick(['a', 'b'], 'n')` → an SQL expression choosing list[n % length] for each generated row. */
export const pick = (values: readonly string[], indexExpr: string) =>
  `json_extract(${literal(JSON.stringify(values))}, '$[' || ((${indexExpr}) % ${values.length}) || ']')`

/** An ISO-8601 UTC timestamp (the app's format) `offsetExpr` (an SQL modifier like '-5 days') from `nowIso`. */
export const isoAt = (nowIso: string, offsetExpr: string) =>
  `strftime('%Y-%m-%dT%H:%M:%fZ', ${literal(nowIso)}, ${offsetExpr})`

/** A recursive CTE `seq(n)` counting 1..count, for `INSERT INTO t (…) WITH RECURSIVE … SELECT … FROM seq`. */
export const sequence = (count: number) =>
  `WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})`
