import type { Db } from '../db/client'
import { batchOf } from '../lib/batch'
import { afterAnswer, type Deps } from '../lib/deps'
import { recheckLiveAccess } from '../live/live-access'
import {
  deleteSettingStatement,
  settingsRowsQuery,
  upsertSettingStatement,
} from './settings.queries'
import { siteSettingsSchema, type SettingKey, type SiteSettings } from './settings.schemas'

// Its own file so that the forum's policy reads the switch without importing this service.
export { settingFrom } from './setting-from'

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
    Object.entries(changes).map(([key, value]) =>
      // The value column is NOT NULL; a cleared setting reads as its default, null.
      value === null ? deleteSettingStatement(db, key) : upsertSettingStatement(db, key, value),
    ),
  )
  return getSettings(db)
}

export const readSettings = (deps: Deps) => getSettings(deps.db)

export const readSetting = async <K extends SettingKey>(deps: Deps, key: K) =>
  (await getSettings(deps.db))[key]

/**
 * Saves site settings (PUT /api/settings, and the forum's own switch). Switching the forum off
 * takes it away from members: their live thread sockets are closed (managers keep theirs).
 */
export const updateSettings = async (deps: Deps, changes: Partial<SiteSettings>) => {
  const settings = await saveSettings(deps.db, changes)
  const switchesForum = changes.is_forum_active !== undefined || changes.features !== undefined
  if (switchesForum && !(settings.is_forum_active && settings.features.forum))
    await afterAnswer(deps, recheckLiveAccess(deps, { kind: 'forum-thread' }))
  return settings
}
