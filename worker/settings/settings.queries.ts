import { eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { siteSettings } from '../db/schema'
import type { SettingKey } from './settings.schemas'

/** Statements of the site settings: every stored override, one of them, and saving one. */

export const settingsRowsQuery = (db: Db) =>
  db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings)

/** One setting's row, for a batch (e.g. alongside the session rows). */
export const settingQuery = (db: Db, key: SettingKey) =>
  db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key))

export const upsertSettingStatement = (db: Db, key: string, value: unknown) =>
  db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value, updatedAt: sql`excluded.updated_at` },
    })

/** Clearing a nullable setting removes its row: every nullable setting's default is null. */
export const deleteSettingStatement = (db: Db, key: string) =>
  db.delete(siteSettings).where(eq(siteSettings.key, key))
