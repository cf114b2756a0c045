import { z } from 'zod'
import { checkingStatements } from '../db/compiled'

/**
 * A JSON text column (e.g. built in SQL by json_group_array) read through the zod schema that
 * describes it, so the SQL → resource path is checked at run time rather than cast.
 */
export const jsonText = <T extends z.ZodType>(schema: T) =>
  z
    .string()
    .transform((raw, ctx) => {
      try {
        return JSON.parse(raw) as unknown
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Not JSON' })
        return z.NEVER
      }
    })
    .pipe(schema)

/** JSON text that SQLite built, checked against its shape; `fallback` when SQL gave NULL. */
export const parsed = <S extends z.ZodType, F>(
  schema: S,
  text: string | null,
  fallback: F,
): z.output<S> | F => (text ? schema.parse(JSON.parse(text)) : fallback)

/**
 * JSON text that SQLite built from columns of known types, read with JSON.parse alone where
 * statements are trusted (production and the bench: a zod pass over a page of rows is a large
 * share of a read's JavaScript). Where statements are checked (tests, development:
 * checkCompiledStatements) the text is parsed with its shape as well and must come out the same,
 * so a change on the SQL side still fails loudly there. `fallback` when SQL gave NULL.
 */
export const trustedJson = <S extends z.ZodType, F>(
  schema: S,
  text: string | null,
  fallback: F,
): z.output<S> | F => {
  if (!text) return fallback
  const raw = JSON.parse(text) as z.output<S>
  if (checkingStatements()) {
    const checked = schema.parse(raw)
    if (JSON.stringify(checked) !== JSON.stringify(raw))
      throw new Error(`JSON from SQL is not in its shape: ${text.slice(0, 200)}`)
  }
  return raw
}
