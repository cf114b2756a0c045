import { z } from 'zod'
import type { AdvertPosition } from '../db/schema/site'
import { isWebAddress, WEB_ADDRESS_ONLY } from '../events/events.schemas'
import { pagingQuery } from '../lib/paging'
import { londonDateInput } from '../polls/polls.schemas'
import { POST_STATUSES, type PostStatus } from '../posts/posts.schemas'
import { imageRef } from '../uploads/uploads.schemas'

/**
 * Adverts (spec 02 §2–§3, §6, §9): a picture, a name and a line of text linking to the
 * advertiser, shown in one position of the member side between two dates.
 */

export type { AdvertPosition }

/** Where an advert shows (the table's check constraint; web labels in the editor). */
export const ADVERT_POSITIONS = [
  'header',
  'sidebar',
  'feed',
  'footer',
] as const satisfies readonly AdvertPosition[]
export const ADVERT_POSITION_LABELS: Record<AdvertPosition, string> = {
  header: 'Header banner',
  sidebar: 'Side column',
  feed: 'Between feed items',
  footer: 'Footer banner',
}
/** Spec 02 §3: "Recommended image width 300". */
export const ADVERT_IMAGE_WIDTH = 300
/** At most this many running adverts of each position answer (the member side shows one a slot). */
export const SHOWING_LIMIT = 5
/** At most this many impressions in one request: the adverts of one page view. */
export const IMPRESSIONS_MAX = 10

export const ADVERT_MESSAGES = {
  saved: 'Advert saved',
  saveFailed: 'Error saving advert',
  deleted: 'Advert deleted',
  noAdverts: 'No adverts found',
  imageHint: `Recommended width ${ADVERT_IMAGE_WIDTH}px`,
} as const

/** Only an absolute http(s) address: the click route redirects to it and the web links to it. */
const href = z
  .string({ error: 'Link is required' })
  .trim()
  .min(1, 'Link is required')
  .max(500, 'Link must be 500 characters or fewer')
  .refine((v) => isWebAddress(v) && !/[\s"'<>\\]/.test(v), WEB_ADDRESS_ONLY)

const positionEnum = z.enum(ADVERT_POSITIONS, {
  error: 'Position must be header, sidebar, feed or footer',
})

const advertFields = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(120, 'Name must be 120 characters or fewer'),
  description: z
    .string()
    .trim()
    .max(300, 'Description must be 300 characters or fewer')
    .default(''),
  href,
  /** Optional, in pounds (a decimal, stored in pence). */
  cost: z
    .number({ error: 'Cost must be a number' })
    .min(0, 'Cost cannot be negative')
    .max(1_000_000, 'Cost is too large')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Cost must be in whole pence')
    .nullable()
    .optional(),
  position: positionEnum.optional(),
  /** Spec 02 §3 "position_id or position": the same thing under its other name. */
  position_id: positionEnum.optional(),
  /** An upload's path or src, cropped 300 wide (the web's IMAGE_TARGETS.advert). */
  img: imageRef.nullable().optional(),
  /** Admins only (spec 02 §6); others' adverts wait for approval. */
  status: z
    .enum(POST_STATUSES, { error: 'Status must be pending, approved or rejected' })
    .optional(),
  /** London dates, stored in UTC at the start of the day (spec 02 §9). */
  starts_at: londonDateInput('Start date is required'),
  /** Defaults to one week after the start (spec 02 §9). */
  ends_at: londonDateInput('End date is required').nullable().optional(),
})

const endsAfterStart = (
  p: { starts_at?: string; ends_at?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (p.starts_at && p.ends_at && p.ends_at < p.starts_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['ends_at'],
      message: 'The end date must be after the start date',
    })
  }
}

const f = advertFields.shape
export const createAdvertInput = advertFields.strict().superRefine(endsAfterStart)
export const updateAdvertInput = advertFields
  .extend({ description: f.description.unwrap() })
  .partial()
  .strict()
  .superRefine(endsAfterStart)
export type CreateAdvertInput = z.infer<typeof createAdvertInput>
export type UpdateAdvertInput = z.infer<typeof updateAdvertInput>

/** GET /api/adverts: the admin list, newest first, 15 a page. */
export const listAdvertsQuery = pagingQuery(15).and(
  z.object({
    status: z.enum(POST_STATUSES).optional(),
    position: positionEnum.optional(),
    q: z.string().trim().max(100).optional(),
  }),
)
export type ListAdvertsQuery = z.infer<typeof listAdvertsQuery>

/**
 * GET /api/adverts/showing: what the member side shows now, every position in one read (one
 * request serves a page's slots), or one position's.
 */
export const showingAdvertsQuery = z.object({ position: positionEnum.optional() })

/** POST /api/adverts/impressions: the adverts one page view showed (deduplicated). */
export const recordImpressionsInput = z
  .object({
    ids: z
      .array(z.number().int().positive(), { error: 'ids must be a list of advert ids' })
      .min(1, 'ids must name at least one advert')
      .max(IMPRESSIONS_MAX, `At most ${IMPRESSIONS_MAX} adverts at a time`),
  })
  .strict()

// ---- Response shapes ----

/** What everyone may see of a running advert (the member side). */
export type ShowingAdvert = {
  id: number
  name: string
  description: string
  href: string
  img: string | null
  position: AdvertPosition
  /** The click route: counts the click, then redirects to href. */
  click_url: string
}

export type AdvertResource = {
  id: number
  user_id: number | null
  name: string
  description: string
  href: string
  cost: number | null
  position: AdvertPosition
  position_id: AdvertPosition
  img: string | null
  starts_at: string
  ends_at: string
  status: PostStatus
  approved_at: string | null
  created_at: string
  updated_at: string
  /** Admins only (spec 02 §6); absent for anyone else. */
  total_clicks?: number
  total_impressions?: number
}
