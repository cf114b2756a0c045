import type { SavableKey, SavableSettings } from '@worker/settings/settings.schemas'
import type { SiteSettings } from '@/lib/site-settings'

/** A screen's keys of the settings, as its form holds them ({settings: {…}}, the save's shape). */
export const settingsValues = <K extends SavableKey>(
  settings: SiteSettings,
  keys: readonly K[],
): { settings: Pick<SavableSettings, K> } => {
  const picked: Partial<Pick<SavableSettings, K>> = {}
  for (const key of keys) picked[key] = settings[key]
  return { settings: picked as Pick<SavableSettings, K> }
}

/** The first error message of an array field: on the array itself or on its root (field arrays). */
export const arrayErrorOf = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined
  const { message, root } = error as { message?: unknown; root?: { message?: unknown } }
  if (typeof message === 'string') return message
  return typeof root?.message === 'string' ? root.message : undefined
}
