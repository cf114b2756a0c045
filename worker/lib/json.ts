import { z } from 'zod'

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
