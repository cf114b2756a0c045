import {
  GENERAL_SETTING_KEYS,
  type GeneralSettings,
  type SavableSettings,
} from '@worker/settings/settings.schemas'
import { AA_TEXT, contrastRatio, readablePrimary } from '@/lib/colour-contrast'
import { ApiError } from '@/lib/api-errors'
import type { SiteSettings } from '@/lib/site-settings'

/** The general screen's part of the site settings, as the form holds it. */
export const generalValuesOf = (settings: SiteSettings): GeneralSettings =>
  Object.fromEntries(GENERAL_SETTING_KEYS.map((key) => [key, settings[key]])) as GeneralSettings

/** Only the settings the admin changed are sent (spec 02 §7: `{settings: {…}}`). */
export const changedSettings = (
  saved: GeneralSettings,
  values: GeneralSettings,
): Partial<SavableSettings> =>
  Object.fromEntries(
    GENERAL_SETTING_KEYS.filter(
      (key) => JSON.stringify(saved[key]) !== JSON.stringify(values[key]),
    ).map((key) => [key, values[key]]),
  )

/** A refused save names its fields `settings.<key>`; the form's fields are the keys themselves. */
export const withFormFieldNames = (error: ApiError) =>
  new ApiError(
    error.status,
    error.message,
    Object.fromEntries(
      Object.entries(error.fields).map(([key, messages]) => [
        key.replace(/^settings\./, ''),
        messages,
      ]),
    ),
  )

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

/** '#ff00aa', 'FF00AA' or 'f0a' as the site stores it ('#FF00AA', '#F0A'), or null if not a colour. */
export const normaliseHex = (value: string) => {
  const trimmed = value.trim()
  return HEX.test(trimmed) ? `#${trimmed.replace(/^#/, '').toUpperCase()}` : null
}

/** A stored colour as the native colour picker needs it: '#rrggbb' in lower case. */
export const pickerValue = (value: string) => {
  const hex = normaliseHex(value)?.slice(1).toLowerCase()
  if (!hex) return '#000000'
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`
}

/**
 * How white text reads on the colour (WCAG AA asks 4.5:1): null when it does, else the ratio
 * and the darker shade the site's buttons use instead.
 */
export const whiteTextProblem = (value: string) => {
  const hex = normaliseHex(value)
  if (!hex) return null
  const colour = pickerValue(hex)
  const ratio = contrastRatio(colour, '#ffffff')
  if (ratio >= AA_TEXT) return null
  return { ratio: Math.floor(ratio * 10) / 10, used: asHex(readablePrimary(colour)) }
}

/** 'rgba(31, 78, 121, 1)' (what Mantine's darken answers) as '#1F4E79'. */
const asHex = (colour: string) => {
  const parts = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour)
  if (!parts) return colour.toUpperCase()
  return `#${parts
    .slice(1, 4)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`
}

const MB = 1024 * 1024
/** An upload limit in bytes as the screen shows it, in MB. */
export const toMegabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10
export const fromMegabytes = (megabytes: number) => Math.round(megabytes * MB)
