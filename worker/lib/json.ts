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

/**
 * JSON text that SQLite built from columns of known types, read with JSON.parse alone where
 * statements are trusted (production and the bench: a zod pass over a page of rows is a large
 * share of a read's JavaScript). Where statements are checked (tests, development:
 * checkCompiledStatements) the text is parsed with its shape as well and must come out the same,
 * so a change on the SQL side still fails loudly there. `fallback` when SQL gave NULL; without
 * one, the text must be there.
 */
export function trustedJson<S extends z.ZodType>(schema: S, text: string): z.output<S>
export function trustedJson<S extends z.ZodType, F>(
  schema: S,
  text: string | null,
  fallback: F,
): z.output<S> | F
export function trustedJson<S extends z.ZodType, F>(
  schema: S,
  text: string | null,
  ...fallback: [F] | []
): z.output<S> | F {
  if (!text) {
    // Without a fallback the column is NOT NULL by its SQL: an empty one is a bug, not a default.
    if (fallback.length === 0) throw new Error('JSON from SQL is missing')
    return fallback[0]
  }
  return trustedValue(schema, JSON.parse(text))
}

/**
 * trustedJson for a value already parsed (one JSON text read as one of several shapes, as a feed
 * card by its type): returned as it is, checked against `schema` where statements are checked.
 */
export const trustedValue = <S extends z.ZodType>(schema: S, raw: unknown): z.output<S> => {
  if (checkingStatements() && !sameJson(schema.parse(raw), raw))
    throw new Error(`JSON from SQL is not in its shape: ${JSON.stringify(raw).slice(0, 200)}`)
  return raw as z.output<S>
}

/**
 * The same JSON, keys in any order: what the schema let through (zod drops unknown keys, coerces,
 * fills defaults) against what SQL built (json_object writes keys in its own order).
 */
const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const keys = Object.keys(a)
  if (keys.length !== Object.keys(b).length) return false
  return keys.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  )
}
