import { z } from 'zod'
import {
  FILE_LIMIT_TOO_HIGH,
  IMAGE_LIMIT_TOO_HIGH,
  MAX_FILE_UPLOAD_BYTES,
  MAX_IMAGE_UPLOAD_BYTES,
} from '../uploads/uploads.schemas'

const hexColour = z
  .string()
  .trim()
  .regex(/^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Enter a colour as a hex value, e.g. #1F4E79')
  .transform((v) => `#${v.replace(/^#/, '').toUpperCase()}`)

const link = z.object({
  label: z.string().trim().min(1).max(60),
  href: z.string().trim().min(1).max(500),
})
const id = z.number().int().positive().nullable().default(null)

/**
 * Upload size limits (bytes). A file is sent in one request, and Cloudflare refuses request bodies
 * over 100 MB on its Free and Pro plans, so a file limit stops at 95 MB (the form around the file
 * needs room) and a base64 image at 8 MB (see uploads.schemas). A save above the cap is refused
 * with a message saying why (the admin screen shows it beside the field); a value stored before the
 * cap existed reads as the cap, so the limit in force is always one a request can carry. Larger
 * files would need direct-to-R2 uploads, which Guildhall does not offer.
 */
const uploadLimit = (cap: number, message: string) =>
  z
    .number({ error: 'Enter a size' })
    .int('Enter a whole number of bytes')
    .positive('Enter a size above 0')
    .max(cap, message)
const storedUploadLimit = (cap: number, fallback: number) =>
  z
    .number()
    .int()
    .positive()
    .transform((bytes) => Math.min(bytes, cap))
    .default(fallback)
const UPLOAD_LIMIT_INPUTS = {
  maxUploadSize: uploadLimit(MAX_FILE_UPLOAD_BYTES, FILE_LIMIT_TOO_HIGH),
  maxImageUploadSize: uploadLimit(MAX_IMAGE_UPLOAD_BYTES, IMAGE_LIMIT_TOO_HIGH),
  maxForumUploadSize: uploadLimit(MAX_FILE_UPLOAD_BYTES, FILE_LIMIT_TOO_HIGH),
}

const promotionTier = z.object({
  key: z.enum(['bronze', 'silver', 'gold', 'platinum']),
  enabled: z.boolean(),
  label: z.string().min(1).max(40),
  price: z.number().int().min(0),
  level: z.number().int(),
  default: z.boolean(),
})

/**
 * Every site setting of spec 01 §3 and 02 §3 with its default. Stored rows override defaults;
 * a setting never saved reads as its default.
 */
export const siteSettingsSchema = z.object({
  site_name: z.string().trim().min(1).max(80).default('Guildhall'),
  /** 'approval' (default): new members wait for an admin; 'open': active at once. */
  registration_mode: z.enum(['approval', 'open']).default('approval'),
  site_logo: z.string().nullable().default(null),
  site_favicon: z.string().nullable().default(null),
  pwa_icon: z.string().nullable().default(null),
  site_cover_image: z.string().nullable().default(null),
  homepage_body_content: z.string().max(20000).default(''),
  homepage_route_name: z.string().default('home'),
  featured_member_id: id,
  featured_news_id: id,
  featured_promotion_id: id,
  featured_resource_id: id,
  featured_poll_id: id,
  featured_package_id: id,
  featured_event_id: id,
  links_header: z.array(link).max(20).default([]),
  links_footer: z.array(link).max(40).default([]),
  currency_symbol: z.string().trim().min(1).max(3).default('£'),
  featured_tiles: z.object({ enabled: z.boolean() }).default({ enabled: true }),
  display_likes_and_comments: z.boolean().default(true),
  display_event_availability: z.boolean().default(true),
  buttons_text: z.record(z.string(), z.string().max(40)).default({}),
  custom_event_attrs: z
    .array(
      z.object({
        key: z.string(),
        label: z.string(),
        type: z.enum(['text', 'select', 'checkboxes']),
        options: z.array(z.string()).default([]),
      }),
    )
    .default([]),
  site_welcome_msg: z.string().max(5000).default(''),
  faq_default_questions: z.array(z.string().trim().min(1).max(300)).default([]),
  is_forum_active: z.boolean().default(true),
  /** Spec 02 §3 says 512 MB; one request carries at most 95 MB of file (see uploadLimit). */
  maxUploadSize: storedUploadLimit(MAX_FILE_UPLOAD_BYTES, MAX_FILE_UPLOAD_BYTES),
  maxImageUploadSize: storedUploadLimit(MAX_IMAGE_UPLOAD_BYTES, 2097152),
  /** Files attached to forum posts (spec 01 §9: 256 MB by default; capped like maxUploadSize). */
  maxForumUploadSize: storedUploadLimit(MAX_FILE_UPLOAD_BYTES, MAX_FILE_UPLOAD_BYTES),
  gdpr_settings: z
    .object({
      signup: z.object({ content: z.string().max(20000), modified: z.string().nullable() }),
      reminder: z.object({
        content: z.string().max(20000),
        threshold: z
          .string()
          .regex(/^\d+ (day|week|month|year)s?$/, 'Enter a quantity and a unit, e.g. "6 months"')
          .nullable(),
      }),
    })
    .default({
      signup: {
        content:
          'We keep the details you give us to run your membership: your profile is shown to other members as you choose, and we email you about activity you follow. You can change your choices or delete your account at any time.',
        modified: null,
      },
      reminder: {
        content: 'It has been a while. Please check your details are still up to date.',
        threshold: null,
      },
    }),
  email_digest: z
    .object({ send_at: z.string().regex(/^\d{2}:\d{2}$/) })
    .default({ send_at: '08:00' }),
  // Charges for content (spec 02 §3): price in minor units.
  news_charge_enabled: z.boolean().default(false),
  news_charge_price: z.number().int().min(0).default(0),
  news_charge_accept_online_payments: z.boolean().default(false),
  poll_charge_enabled: z.boolean().default(false),
  poll_charge_price: z.number().int().min(0).default(0),
  poll_charge_accept_online_payments: z.boolean().default(false),
  survey_charge_enabled: z.boolean().default(false),
  survey_charge_price: z.number().int().min(0).default(0),
  survey_charge_accept_online_payments: z.boolean().default(false),
  resource_charge_enabled: z.boolean().default(false),
  resource_charge_price: z.number().int().min(0).default(0),
  resource_charge_accept_online_payments: z.boolean().default(false),
  promotion_tiers: z.array(promotionTier).default([
    { key: 'platinum', enabled: true, label: 'Platinum', price: 0, level: 4, default: false },
    { key: 'gold', enabled: true, label: 'Gold', price: 0, level: 3, default: true },
    { key: 'silver', enabled: false, label: 'Silver', price: 0, level: 2, default: false },
    { key: 'bronze', enabled: false, label: 'Bronze', price: 0, level: 1, default: false },
  ]),
  pwa: z.boolean().default(false),
  pwa_app_name: z.string().max(40).default('Guildhall'),
  color_primary: hexColour.default('#1F4E79'),
  display_pwa_style: z.boolean().default(false),
  show_qr_code_icon: z.boolean().default(false),
  mfa_enabled: z.boolean().default(false),
  redirect_new_users_to_plans: z.boolean().default(false),
  newsletter_signup_enabled: z.boolean().default(false),
  features: z
    .object({
      events: z.boolean(),
      forum: z.boolean(),
      polls: z.boolean(),
      surveys: z.boolean(),
      promotions: z.boolean(),
      resources: z.boolean(),
    })
    .default({
      events: true,
      forum: true,
      polls: true,
      surveys: true,
      promotions: true,
      resources: true,
    }),
})

export type SiteSettings = z.infer<typeof siteSettingsSchema>
export type SettingKey = keyof SiteSettings

/**
 * Keys saved through their own resource, not the settings payload: the featured tiles
 * (spec 02 §7, `PUT /api/featured-tiles`).
 */
const OWN_RESOURCE_KEYS = ['featured_tiles'] as const

/** What a save may send for each key: the stored schema without its default, limits capped. */
const SAVE_SHAPE = Object.fromEntries(
  Object.entries(siteSettingsSchema.shape)
    .filter(([key]) => !(OWN_RESOURCE_KEYS as readonly string[]).includes(key))
    .map(([key, schema]) => [key, (schema as z.ZodDefault<z.ZodType>).unwrap()]),
) as Record<string, z.ZodType>
Object.assign(SAVE_SHAPE, UPLOAD_LIMIT_INPUTS)

export type SavableSettings = Omit<SiteSettings, (typeof OWN_RESOURCE_KEYS)[number]>
export type SavableKey = keyof SavableSettings

export const UNKNOWN_SETTING = 'There is no such setting'

/** The settings a save changes; unknown keys are refused, and upload limits over the cap. */
export const updateSettingsInput = z
  .strictObject(SAVE_SHAPE, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_SETTING : undefined),
  })
  .partial() as unknown as z.ZodType<Partial<SavableSettings>>

/** `PUT /api/settings` (spec 02 §7: "Settings save sends payload settings and returns data"). */
export const saveSettingsInput = z.object({ settings: updateSettingsInput }).strict()
export type SaveSettingsInput = z.infer<typeof saveSettingsInput>

/** `GET /api/settings/{key}`: an unknown key is a 404 (the service decides, not a 422 of every key). */
export const settingKeyParam = z.object({ key: z.string().min(1).max(60) })

export const isSettingKey = (key: string): key is SettingKey => key in siteSettingsSchema.shape
export const isSavableKey = (key: string): key is SavableKey => key in SAVE_SHAPE

/** The schema a one-key save (`PUT /api/settings/{key}` {value}) checks its value with. */
export const savableSchemaOf = (key: SavableKey) => SAVE_SHAPE[key]!

/** `PUT /api/settings/{key}`: one setting, e.g. the email digest; answers `{data: {key, value}}`. */
export const saveSettingInput = z.object({ value: z.unknown() }).strict()

/** `PUT /api/featured-tiles`. */
export const featuredTilesInput = z.object({ enabled: z.boolean() }).strict()
export type FeaturedTiles = z.infer<typeof featuredTilesInput>

/** The keys of the general settings screen (site, branding, member app, features, upload limits). */
export const GENERAL_SETTING_KEYS = [
  'site_name',
  'registration_mode',
  'currency_symbol',
  'site_welcome_msg',
  'display_likes_and_comments',
  'display_event_availability',
  'site_logo',
  'site_favicon',
  'pwa_icon',
  'site_cover_image',
  'pwa',
  'pwa_app_name',
  'color_primary',
  'display_pwa_style',
  'show_qr_code_icon',
  'mfa_enabled',
  'redirect_new_users_to_plans',
  'features',
  'maxUploadSize',
  'maxImageUploadSize',
  'maxForumUploadSize',
] as const satisfies readonly SavableKey[]
export type GeneralSettings = Pick<SavableSettings, (typeof GENERAL_SETTING_KEYS)[number]>

/**
 * The general settings form: the save's own rules for these keys (the screen's resolver checks
 * them as PUT /api/settings will, colours normalised to '#FF00AA', limits capped).
 */
export const generalSettingsInput = z.object(
  Object.fromEntries(GENERAL_SETTING_KEYS.map((key) => [key, SAVE_SHAPE[key]!])),
) as unknown as z.ZodType<GeneralSettings, GeneralSettings>
