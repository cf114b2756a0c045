import type { SiteSettings } from '@/lib/site-settings'

/** The areas a site can switch off (settings.features; the forum also has is_forum_active). */
export type SiteFeature = 'events' | 'forum' | 'polls' | 'surveys' | 'promotions' | 'resources'

const FEATURES: readonly string[] = [
  'events',
  'forum',
  'polls',
  'surveys',
  'promotions',
  'resources',
]

export const isSiteFeature = (value: unknown): value is SiteFeature =>
  typeof value === 'string' && FEATURES.includes(value)

export const isFeatureOn = (settings: SiteSettings, feature: SiteFeature) =>
  feature === 'forum'
    ? settings.features.forum && settings.is_forum_active
    : settings.features[feature]

/** A route's handle may name its area: `handle: { title: 'Events', feature: 'events' }`. */
export const featureOf = (handle: unknown): SiteFeature | null =>
  typeof handle === 'object' &&
  handle !== null &&
  'feature' in handle &&
  isSiteFeature(handle.feature)
    ? handle.feature
    : null
