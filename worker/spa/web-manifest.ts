import type { SiteSettings } from '../settings/settings.schemas'

/**
 * The member app's web manifest (spec 01 §9: display standalone, a 144 × 144 icon; §2: the app
 * shortcuts). Served at /manifest.webmanifest while the `pwa` setting is on, and linked from the
 * shell then (spa-assets.ts); off, the address is a 404 and browsers offer no install.
 */
export const WEB_MANIFEST_PATH = '/manifest.webmanifest'

/** Spec 01 §2: the app's shortcuts, each shown while its area is switched on. */
const SHORTCUTS = [
  { name: 'Events', url: '/events', on: (s: SiteSettings) => s.features.events },
  { name: 'Promotions', url: '/promotions', on: (s: SiteSettings) => s.features.promotions },
  {
    name: 'Forum',
    url: '/forum',
    on: (s: SiteSettings) => s.features.forum && s.is_forum_active,
  },
  { name: 'Resources', url: '/resources', on: (s: SiteSettings) => s.features.resources },
  { name: 'Polls', url: '/polls', on: (s: SiteSettings) => s.features.polls },
  { name: 'Surveys', url: '/surveys', on: (s: SiteSettings) => s.features.surveys },
] as const

/** The site's own icon until an admin uploads the app icon (General → Branding). */
const FALLBACK_ICON = { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }

export const webManifestOf = (settings: SiteSettings) => ({
  id: '/',
  name: settings.pwa_app_name,
  short_name: settings.pwa_app_name,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#FFFFFF',
  theme_color: settings.color_primary,
  icons: [
    settings.pwa_icon
      ? // Cropped to 144 x 144 on upload; its format is whatever the admin gave (no type, then).
        { src: settings.pwa_icon, sizes: '144x144', purpose: 'any' }
      : FALLBACK_ICON,
  ],
  shortcuts: SHORTCUTS.filter((s) => s.on(settings)).map(({ name, url }) => ({ name, url })),
})
