import { siteSettingsSchema } from '@worker/settings/settings.schemas'
import type { Me } from '@/lib/session'
import type { SiteSettings } from '@/lib/site-settings'

/** The site's settings as a fresh install answers them, with overrides. */
export const settingsFixture = (overrides: Partial<SiteSettings> = {}): SiteSettings => ({
  ...siteSettingsSchema.parse({}),
  ...overrides,
})

/** A signed-in member as GET /api/me answers. */
export const meFixture = (overrides: Partial<Me> = {}): Me => ({
  id: 7,
  site_id: 1,
  title: 'Ms',
  forename: 'Ada',
  surname: 'Lovelace',
  full_name: 'Ada Lovelace',
  initials: 'AL',
  email: 'ada@example.com',
  slug: 'ada-lovelace',
  img: null,
  img_src: null,
  role: 'member',
  role_id: null,
  role_label: null,
  is_active: 1,
  is_forum_mod: false,
  gender: 'f',
  dob: null,
  bio: null,
  youtube_url: null,
  industry: null,
  company: null,
  interests: [],
  custom_attrs: {},
  latlng: null,
  place_id: null,
  place_name: null,
  contactables: {},
  address: {},
  in_directory: true,
  show_connections: true,
  is_subscribed: false,
  agreed_to: true,
  agreed_at: '2025-01-01T00:00:00.000Z',
  agreed_on: 'signup',
  groups: [],
  total_connects: 0,
  total_signins: 1,
  last_active_at: null,
  last_signin_at: null,
  created_at: '2025-01-01T00:00:00.000Z',
  permissions: [
    'events.view',
    'news.view:directory',
    'polls.view',
    'promotions.view',
    'resources.view',
    'users.view:directory',
  ],
  needs_agreement: false,
  ...overrides,
})
