import { sql } from 'drizzle-orm'

/**
 * A column (`r.id`) as a typed select field, aliased (`r_id`): batched D1 results come back as
 * objects keyed by column name, so two unaliased `id`s would overwrite each other.
 */
export const col = <T>(expression: string) =>
  sql<T>`${sql.raw(expression)}`.as(expression.replace(/\W/g, '_'))

/** `alias.name` as raw SQL, for conditions written against a table alias. */
export const qualified = (alias: string, name: string) => sql.raw(`${alias}.${name}`)
