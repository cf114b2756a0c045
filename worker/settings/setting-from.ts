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
