import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { siteSettingsSchema, type SettingKey, type SiteSettings } from './settings.schemas'

/** Reads a setting from `settingQuery`'s rows, falling back to its default. */
export const settingFrom = <K extends SettingKey>(
  key: K,
  rows: { value: unknown }[],
): SiteSettings[K] => {
  const schema = siteSettingsSchema.shape[key] as unknown as z.ZodType<SiteSettings[K]>
  const parsed = schema.safeParse(rows[0]?.value)
  return parsed.success ? parsed.data : schema.parse(undefined)
}

/** SQL: a setting's stored JSON text (NULL when unset), for a column of another statement. */
export const settingJsonSql = (key: SettingKey) => {
  // Keys are the schema's own identifiers, written into the text (a compiled statement's stays fixed).
  if (!/^[a-z_]+$/i.test(key)) throw new Error(`settingJsonSql: unexpected key ${key}`)
  return sql<string | null>`(SELECT value FROM site_settings WHERE key = ${sql.raw(`'${key}'`)})`
}

/**
 * Reads a setting from its JSON text (settingJsonSql), falling back to its default when unset or
 * unreadable: a page's one-row statement carries it instead of a statement of its own.
 */
export const settingFromJson = <K extends SettingKey>(key: K, text: string | null) => {
  let value: unknown
  try {
    value = text === null ? undefined : JSON.parse(text)
  } catch {
    value = undefined
  }
  return settingFrom(key, value === undefined ? [] : [{ value }])
}
