import type { Db } from '../db/client'
import { batchOf } from '../lib/batch'
import { afterAnswer, type Deps } from '../lib/deps'
import { invalid, notFound } from '../lib/errors'
import { recheckLiveAccess } from '../live/live-access'
import { settingFrom } from './setting-from'
import {
  deleteSettingStatement,
  settingQuery,
  settingsRowsQuery,
  upsertSettingStatement,
} from './settings.queries'
import {
  isSavableKey,
  isSettingKey,
  savableSchemaOf,
  siteSettingsSchema,
  type FeaturedTiles,
  type SavableSettings,
  type SettingKey,
  type SiteSettings,
} from './settings.schemas'

// Its own file so that the forum's policy reads the switch without importing this service.
export { settingFrom } from './setting-from'

type SettingSchema = (typeof siteSettingsSchema.shape)[SettingKey]

/**
 * Site settings: stored overrides merged over the schema's defaults, key by key. A stored row that
 * no longer fits its schema (after a schema change, or written by hand) falls back to that key's
 * default alone and is logged; every other setting keeps its stored value.
 */
export const settingsFromRows = (rows: { key: string; value: unknown }[]): SiteSettings => {
  const stored = new Map(rows.map((r) => [r.key, r.value]))
  const entries = Object.entries(siteSettingsSchema.shape).map(([key, schema]) => {
    const field = schema as SettingSchema
    if (!stored.has(key)) return [key, field.parse(undefined)]
    const parsed = field.safeParse(stored.get(key))
    if (parsed.success) return [key, parsed.data]
    console.error(
      `site setting ${key}: the stored value does not fit its schema; using the default`,
    )
    return [key, field.parse(undefined)]
  })
  return Object.fromEntries(entries) as SiteSettings
}

export const getSettings = async (db: Db): Promise<SiteSettings> =>
  settingsFromRows(await settingsRowsQuery(db))

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

/** `GET /api/settings/{key}`: one setting's value; an unknown key is not found. */
export const readSetting = async (deps: Deps, key: string) => {
  if (!isSettingKey(key)) throw notFound()
  return (await getSettings(deps.db))[key]
}

/**
 * Saves site settings (PUT /api/settings, the one-key save and the forum's own switch). Switching
 * the forum off takes it away from members: their live thread sockets are closed (managers keep
 * theirs).
 */
export const updateSettings = async (deps: Deps, changes: Partial<SiteSettings>) => {
  const settings = await saveSettings(deps.db, await withConsentDate(deps.db, changes))
  const switchesForum = changes.is_forum_active !== undefined || changes.features !== undefined
  if (switchesForum && !(settings.is_forum_active && settings.features.forum))
    await afterAnswer(deps, recheckLiveAccess(deps, { kind: 'forum-thread' }))
  return settings
}

/**
 * The sign-up text's date is the server's to keep (spec 02 §3 signup.modified): set to now when
 * the text changes, so members who agreed to the old text are asked again; otherwise kept.
 */
const withConsentDate = async (db: Db, changes: Partial<SiteSettings>) => {
  const gdpr = changes.gdpr_settings
  if (!gdpr) return changes
  const current = settingFrom('gdpr_settings', await settingQuery(db, 'gdpr_settings'))
  const modified =
    gdpr.signup.content === current.signup.content
      ? current.signup.modified
      : new Date().toISOString()
  return { ...changes, gdpr_settings: { ...gdpr, signup: { ...gdpr.signup, modified } } }
}

/**
 * `PUT /api/settings/{key}` {value}: one setting (the email digest saves this way, spec 02 §7:
 * "returns data.value.send_at"). Unknown keys are not found; a bad value is a 422 on `value`.
 */
export const updateSetting = async (deps: Deps, key: string, value: unknown) => {
  if (!isSavableKey(key)) throw notFound()
  const parsed = savableSchemaOf(key).safeParse(value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const where = issue.path.length > 0 ? `value.${issue.path.join('.')}` : 'value'
    throw invalid({ [where]: [issue.message] })
  }
  const settings = await updateSettings(deps, {
    [key]: parsed.data,
  } as Partial<SavableSettings>)
  return { key, value: settings[key] }
}

/** The featured tiles (spec 02 §7: their own resource, not the settings payload). */
export const readFeaturedTiles = async (deps: Deps): Promise<FeaturedTiles> =>
  (await getSettings(deps.db)).featured_tiles

export const saveFeaturedTiles = async (deps: Deps, tiles: FeaturedTiles) =>
  (await saveSettings(deps.db, { featured_tiles: tiles })).featured_tiles
