import { z } from 'zod'
import { emailField } from '../auth/auth.schemas'
import { pagingQuery } from '../lib/paging'
import { richTextDoc } from '../lib/rich-text'
import { imageRef } from '../uploads/uploads.schemas'

/**
 * Pages (spec 02 §3, §7): posts of type 'page', the FAQ page's settings, the questions asked
 * through the public FAQ form (spec 01 §5) and the newsletter signup (spec 01 §2). The web's
 * forms import these inputs, so the validator and the form share one schema.
 */

export const PAGE_STATUSES = ['pending', 'approved', 'rejected'] as const
export type PageStatus = (typeof PAGE_STATUSES)[number]
/** Spec 01 §2 / spec 02 §3: they exist on every site and cannot be deleted. */
export const SYSTEM_PAGE_SLUGS = [
  'faq',
  'members',
  'events',
  'promotions',
  'polls',
  'news',
] as const
export const FAQ_SLUG = 'faq'
/** Spec 02 §5: the page editor crops covers to 1920x600 (and recommends 1920x480). */
export const PAGE_COVER = { width: 1920, height: 600, hint: '1920x480 recommended' } as const

/** Spec 02 §3 "body (default an empty paragraph)": TipTap's empty paragraph. */
export const EMPTY_PAGE_BODY = { type: 'doc' as const, content: [{ type: 'paragraph' }] }

export const PAGE_MESSAGES = {
  saved: 'Page saved',
  deleted: 'Page deleted',
  systemUndeletable: 'System pages cannot be deleted',
  systemSlug: 'A system page keeps its address',
  slugTaken: 'Another page already uses this address',
  faqOnly: 'Only the FAQ page has FAQ settings',
  notFound: 'Page not found',
  /** Spec 01 §5, word for word. */
  botFilled: 'Bot form input filled in',
  questionSent: 'Thank you, your question has been sent. We will get back to you by email.',
  questionFailed: 'Your question could not be sent, please try again',
  captchaFailed: 'The captcha could not be verified, please try again',
  subscribed: 'Check your inbox to confirm your subscription',
  confirmed: 'Your newsletter subscription is confirmed',
  unsubscribed: 'You have been unsubscribed from the newsletter',
  badLink: 'This link is not valid or has already been used',
} as const

/** '#1f4e79' → '#1F4E79'; three or six hex digits. */
export const hexColour = z
  .string()
  .trim()
  .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Enter a colour like #1F4E79')
  .transform((v) => v.toUpperCase())

/** A question offered on the FAQ page: spec 02 §5 "added only if it is a non-empty string". */
export const faqQuestionText = z
  .string()
  .trim()
  .min(1, 'Enter a question')
  .max(300, 'A question must be 300 characters or fewer')

/** Spec 02 §3 faq_settings. */
export const faqSettings = z
  .object({
    faq_title: z.string().trim().max(200, 'Title must be 200 characters or fewer').default(''),
    faq_logo: z.object({ value: imageRef }).strict().nullable().default(null),
    faq_colour: hexColour.nullable().default(null),
    faq_sub_heading: z
      .string()
      .trim()
      .max(300, 'Sub-heading must be 300 characters or fewer')
      .default(''),
    faq_default_questions: z.array(faqQuestionText).max(50, 'At most 50 questions').default([]),
  })
  .strict()
export type FaqSettings = z.output<typeof faqSettings>

const slugField = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter an address')
  .max(80, 'The address must be 80 characters or fewer')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes')
  .refine((v) => !/^\d+$/.test(v), 'The address needs a letter')

const pageFields = z.object({
  /** Spec 02 §7 "pages (save with type page)". */
  type: z.literal('page', { error: "Pages are saved with type 'page'" }).default('page'),
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  /** Made from the title when left out. */
  slug: slugField.optional(),
  body: richTextDoc.nullable().optional(),
  /** An upload's path or src, cropped to 1920x600 by the editor. */
  img: imageRef.nullable().optional(),
  status: z
    .enum(PAGE_STATUSES, { error: 'Status must be pending, approved or rejected' })
    .default('approved'),
  /** SEO fields (spec 02 §3 settings.title, description). */
  settings: z
    .object({
      title: z.string().trim().max(200).optional(),
      description: z.string().trim().max(500).optional(),
    })
    .strict()
    .default({}),
  /** The FAQ page only. */
  faq_settings: faqSettings.optional(),
})

export const createPageInput = pageFields.strict()
const f = pageFields.shape
export const updatePageInput = pageFields
  .extend({ status: f.status.unwrap(), settings: f.settings.unwrap(), type: f.type.unwrap() })
  .partial()
  .strict()
export type CreatePageInput = z.infer<typeof createPageInput>
export type UpdatePageInput = z.infer<typeof updatePageInput>

/** GET /api/pages: 15 a page for the admin list (spec 02 §9). */
export const listPagesQuery = pagingQuery(15).and(
  z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum([...PAGE_STATUSES, 'all']).optional(),
  }),
)
export type ListPagesQuery = z.infer<typeof listPagesQuery>

/** A page by id or by slug (/pages/{slug}). */
export const pageKeyParam = z.object({ id: z.string().min(1).max(200) })

// ---- FAQ questions ----

/** POST /api/faq (spec 01 §7): name, email, question, gRecaptchaResponse. */
export const askFaqInput = z
  .object({
    name: z
      .string({ error: 'Enter your name' })
      .trim()
      .min(1, 'Enter your name')
      .max(100, 'Your name must be 100 characters or fewer'),
    email: emailField,
    question: z
      .string({ error: 'Enter your question' })
      .trim()
      .min(1, 'Enter your question')
      .max(2000, 'Your question must be 2,000 characters or fewer'),
    gRecaptchaResponse: z
      .string({ error: 'Complete the captcha' })
      .min(1, 'Complete the captcha')
      .max(20_000),
  })
  .strict()
export type AskFaqInput = z.infer<typeof askFaqInput>

export const listFaqQuestionsQuery = pagingQuery(15).and(
  z.object({ answered: z.enum(['0', '1']).optional() }),
)
export type ListFaqQuestionsQuery = z.infer<typeof listFaqQuestionsQuery>

export const updateFaqQuestionInput = z.object({ answered: z.boolean() }).strict()
export type UpdateFaqQuestionInput = z.infer<typeof updateFaqQuestionInput>

// ---- Newsletter ----

export const newsletterInput = z.object({ email: emailField }).strict()
export type NewsletterInput = z.infer<typeof newsletterInput>
export const newsletterTokenInput = z
  .object({ token: z.string({ error: 'This link is not valid' }).min(20).max(100) })
  .strict()
export type NewsletterTokenInput = z.infer<typeof newsletterTokenInput>

// ---- Response shapes ----

export type StoredRichText = { type: 'doc'; content?: unknown[] }

export type PageResource = {
  id: number
  type: 'page'
  slug: string
  title: string
  body: StoredRichText | null
  status: PageStatus
  settings: { title?: string; description?: string }
  img: string | null
  is_system: boolean
  total_impressions: number
  /** The FAQ page's settings; null on every other page. */
  faq_settings: FaqSettings | null
  user_id: number | null
  created_at: string
  updated_at: string
}
/** A list row: everything but the body. */
export type PageSummary = Omit<PageResource, 'body'>

export type FaqQuestionResource = {
  id: number
  name: string
  email: string
  question: string
  user_id: number | null
  answered_at: string | null
  created_at: string
}
