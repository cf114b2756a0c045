import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../db/client'
import { siteSettings } from '../db/schema'
import { siteSettingsSchema, type SettingKey, type SiteSettings } from './settings.schemas'

/** Site settings: stored overrides merged over the schema's defaults. */
export const getSettings = async (db: Db): Promise<SiteSettings> => {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
  const stored = Object.fromEntries(
    rows.filter((r) => r.key in siteSettingsSchema.shape).map((r) => [r.key, r.value]),
  )
  const parsed = siteSettingsSchema.safeParse(stored)
  // A row that no longer fits its schema (after a schema change) falls back to the defaults.
  return parsed.success ? parsed.data : siteSettingsSchema.parse({})
}

export const saveSettings = async (db: Db, changes: Partial<SiteSettings>) => {
  const entries = Object.entries(changes)
  if (entries.length > 0) {
    const [first, ...rest] = entries.map(([key, value]) =>
      db
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value, updatedAt: sql`excluded.updated_at` },
        }),
    )
    await db.batch([first!, ...rest])
  }
  return getSettings(db)
}

/** One setting's row, for a batch (e.g. alongside the session rows). */
export const settingQuery = (db: Db, key: SettingKey) =>
  db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))

/** Reads a setting from `settingQuery`'s rows, falling back to its default. */
export const settingFrom = <K extends SettingKey>(
  key: K,
  rows: { value: unknown }[],
): SiteSettings[K] => {
  const schema = siteSettingsSchema.shape[key] as unknown as z.ZodType<SiteSettings[K]>
  const parsed = schema.safeParse(rows[0]?.value)
  return parsed.success ? parsed.data : schema.parse(undefined)
}
