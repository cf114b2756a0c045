import { sql, type SQLWrapper } from 'drizzle-orm'

/**
 * Text matching without LIKE: D1 refuses LIKE patterns over 50 bytes (a 500 for a long search or
 * a long title's slug), and a member's `%` or `_` would act as wildcards.
 */

/** Case-insensitive "contains" (ASCII case folding, as SQLite's lower()). */
export const containsText = (column: SQLWrapper, term: string) =>
  sql`instr(lower(${column}), lower(${term})) > 0`

/** "Starts with" an exact prefix. */
export const startsWith = (column: SQLWrapper, prefix: string) =>
  sql`substr(${column}, 1, ${prefix.length}) = ${prefix}`
