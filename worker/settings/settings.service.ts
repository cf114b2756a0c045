import type { z } from 'zod'
import type { Db } from '../db/client'
import { batchOf } from '../lib/batch'
import type { Deps } from '../lib/deps'
import { settingsRowsQuery, upsertSettingStatement } from './settings.queries'
import { siteSettingsSchema, type SettingKey, type SiteSettings } from './settings.schemas'

/** Site settings: stored overrides merged over the schema's defaults. */
export const getSettings = async (db: Db): Promise<SiteSettings> => {
  const rows = await settingsRowsQuery(db)
  const stored = Object.fromEntries(
    rows.filter((r) => r.key in siteSettingsSchema.shape).map((r) => [r.key, r.value]),
  )
  const parsed = siteSettingsSchema.safeParse(stored)
  // A row that no longer fits its schema (after a schema change) falls back to the defaults.
  return parsed.success ? parsed.data : siteSettingsSchema.parse({})
}

/** Saves the changed settings in one batch and answers them all. */
export const saveSettings = async (db: Db, changes: Partial<SiteSettings>) => {
  await batchOf(
    db,
    Object.entries(changes).map(([key, value]) => upsertSettingStatement(db, key, value)),
  )
  return getSettings(db)
}

/** Reads a setting from `settingQuery`'s rows, falling back to its default. */
export const settingFrom = <K extends SettingKey>(
  key: K,
  rows: { value: unknown }[],
): SiteSettings[K] => {
  const schema = siteSettingsSchema.shape[key] as unknown as z.ZodType<SiteSettings[K]>
  const parsed = schema.safeParse(rows[0]?.value)
  return parsed.success ? parsed.data : schema.parse(undefined)
}

export const readSettings = (deps: Deps) => getSettings(deps.db)

export const readSetting = async <K extends SettingKey>(deps: Deps, key: K) =>
  (await getSettings(deps.db))[key]

export const updateSettings = (deps: Deps, changes: Partial<SiteSettings>) =>
  saveSettings(deps.db, changes)
