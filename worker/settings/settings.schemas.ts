import { z } from 'zod'
import { eventCustomAttr } from '../events/events.schemas'
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

export const LINK_HREF_MESSAGE =
  'Enter a path on this site starting with / (e.g. /faq) or a web address starting with http:// or https://'

/**
 * A header or footer link's address: a path on this site ('/faq', not '//host' or '/\\host') or an
 * http(s) address. Anything else (javascript:, data:, mailto:, a bare word) is refused.
 */
const linkHref = z
  .string()
  .trim()
  .min(1, 'Enter an address')
  .max(500)
  .refine((href) => isSafeLinkHref(href), LINK_HREF_MESSAGE)

export const isSafeLinkHref = (href: string) => {
  // Browsers drop tabs and newlines from addresses, so '/\t/host' would be '//host'.
  if (/[\s\\]/.test(href)) return false
  if (/^\/(?!\/)/.test(href)) return true
  if (!/^https?:\/\//i.test(href)) return false
  try {
    return ['http:', 'https:'].includes(new URL(href).protocol)
  } catch {
    return false
  }
}

/** One header or footer link (spec 02 §3 links_header, links_footer). */
export const siteLink = z.object({
  label: z.string().trim().min(1, 'Enter a label').max(60),
  href: linkHref,
})
export type SiteLink = z.infer<typeof siteLink>
export const MAX_HEADER_LINKS = 20
export const MAX_FOOTER_LINKS = 40
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

export const promotionTier = z.object({
  key: z.enum(['bronze', 'silver', 'gold', 'platinum']),
  enabled: z.boolean(),
  label: z.string().trim().min(1, 'Enter a label').max(40),
  price: z.number().int('Enter a price in whole pence').min(0, 'A price cannot be negative'),
  level: z.number().int('Enter a whole number'),
  default: z.boolean(),
})
export type PromotionTier = z.infer<typeof promotionTier>

export const ONE_DEFAULT_TIER = 'Exactly one enabled tier must be the default'
export const TIERS_ONCE_EACH = 'Each tier appears once'

/** Spec 02 §3 promotion_tiers: each tier once; exactly one default, among the enabled ones. */
export const promotionTiers = z
  .array(promotionTier)
  .max(4)
  .superRefine((tiers, ctx) => {
    if (new Set(tiers.map((t) => t.key)).size !== tiers.length)
      ctx.addIssue({ code: 'custom', message: TIERS_ONCE_EACH })
    else if (
      tiers.filter((t) => t.enabled && t.default).length !== 1 ||
      tiers.some((t) => t.default && !t.enabled)
    )
      ctx.addIssue({ code: 'custom', message: ONE_DEFAULT_TIER })
  })

export const THRESHOLD_UNITS = ['day', 'week', 'month', 'year'] as const
export type ThresholdUnit = (typeof THRESHOLD_UNITS)[number]

/**
 * Spec 02 §3 gdpr_settings. signup.modified is set by the save when signup.content changes
 * (members who agreed before it are asked again); reminder.threshold is a quantity and a unit,
 * "6 months", or null for no reminder.
 */
export const gdprSettings = z.object({
  signup: z.object({
    content: z.string().trim().min(1, 'Enter the text members agree to').max(20000),
    modified: z.string().nullable(),
  }),
  reminder: z.object({
    content: z.string().trim().max(20000),
    threshold: z
      .string()
      .regex(
        /^[1-9]\d{0,3} (day|week|month|year)s?$/,
        'Enter a quantity and a unit, e.g. "6 months"',
      )
      .nullable(),
  }),
})
export type GdprSettings = z.infer<typeof gdprSettings>

export const SEND_AT_MESSAGE = 'Enter a time as HH:MM, e.g. 08:00'

/** Spec 02 §3 email_digest: the London time of day the digest goes out. */
export const emailDigest = z.object({
  send_at: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, SEND_AT_MESSAGE),
})
export type EmailDigest = z.infer<typeof emailDigest>

export const CUSTOM_ATTR_KEYS_ONCE = 'Two attributes have the same key: change a label'
export const SELECT_NEEDS_OPTIONS = 'A choice needs at least one option'
export const MAX_CUSTOM_EVENT_ATTRS = 30

/**
 * The custom event attributes events may ask at booking (spec 02 §3 custom_event_attrs); each
 * is the shape an event copies (eventCustomAttr), keys unique, a choice with options.
 */
export const customEventAttrs = z
  .array(eventCustomAttr)
  .max(MAX_CUSTOM_EVENT_ATTRS, `At most ${MAX_CUSTOM_EVENT_ATTRS} attributes`)
  .superRefine((attrs, ctx) => {
    const seen = new Set<string>()
    attrs.forEach((attr, i) => {
      if (seen.has(attr.key))
        ctx.addIssue({ code: 'custom', path: [i, 'key'], message: CUSTOM_ATTR_KEYS_ONCE })
      seen.add(attr.key)
      if (attr.type === 'select' && attr.options.length === 0)
        ctx.addIssue({ code: 'custom', path: [i, 'options'], message: SELECT_NEEDS_OPTIONS })
    })
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
  links_header: z
    .array(siteLink)
    .max(MAX_HEADER_LINKS, `At most ${MAX_HEADER_LINKS} header links`)
    .default([]),
  links_footer: z
    .array(siteLink)
    .max(MAX_FOOTER_LINKS, `At most ${MAX_FOOTER_LINKS} footer links`)
    .default([]),
  currency_symbol: z.string().trim().min(1).max(3).default('£'),
  featured_tiles: z.object({ enabled: z.boolean() }).default({ enabled: true }),
  display_likes_and_comments: z.boolean().default(true),
  display_event_availability: z.boolean().default(true),
  buttons_text: z.record(z.string(), z.string().max(40)).default({}),
  // Read as stored (the save checks the rules: SAVE_RULES), so an attribute saved before them stays.
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
  gdpr_settings: gdprSettings.default({
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
  email_digest: emailDigest.default({ send_at: '08:00' }),
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
  // Read as stored (the save checks the default rule: SAVE_RULES); promotions cope without one.
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
/** Rules a save checks beyond what a stored value is read with. */
const SAVE_RULES = {
  ...UPLOAD_LIMIT_INPUTS,
  custom_event_attrs: customEventAttrs,
  promotion_tiers: promotionTiers,
}
Object.assign(SAVE_SHAPE, SAVE_RULES)

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

/**
 * The save schema of a settings screen's keys, every one present: the screen's form validates
 * with it exactly as `PUT /api/settings` will, and its field paths (`settings.links_footer.0.href`)
 * are the 422's keys.
 */
export const saveSettingsInputFor = <K extends SavableKey>(keys: readonly K[]) =>
  z.object({
    settings: z.object(Object.fromEntries(keys.map((key) => [key, SAVE_SHAPE[key]!]))),
  }) as unknown as z.ZodType<{ settings: Pick<SavableSettings, K> }>

// Own keys only: `in` would take 'constructor' or '__proto__' from a path for a setting.
export const isSettingKey = (key: string): key is SettingKey =>
  Object.hasOwn(siteSettingsSchema.shape, key)
export const isSavableKey = (key: string): key is SavableKey => Object.hasOwn(SAVE_SHAPE, key)

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
