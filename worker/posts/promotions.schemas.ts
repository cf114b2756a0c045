import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { flagParam, idListParam } from '../lib/query-lists'
import { richTextDoc } from '../lib/rich-text'
import { londonDateInput } from '../polls/polls.schemas'
import { imageRef } from '../uploads/uploads.schemas'
import {
  EXCERPT_MAX,
  POST_STATUSES,
  type PostAuthor,
  type PostBase,
  type StoredRichText,
} from './posts.schemas'

/**
 * Promotions (spec 01 §2–§4, spec 02 §3–§9): posts of type 'promotion' with a tier, a company, a
 * kind of offer and a window, claimed by members ("tell me more").
 */
export const PROMOTION_TYPES = ['offer', 'job', 'advert', 'event'] as const
export type PromotionType = (typeof PROMOTION_TYPES)[number]
export const PROMOTION_TIERS = ['bronze', 'silver', 'gold', 'platinum'] as const
export type PromotionTierKey = (typeof PROMOTION_TIERS)[number]
/** The editor offers these (spec 02 §3), filtered to the enabled tiers and sorted by level. */
export const EDITOR_TIERS = ['gold', 'platinum'] as const
/** Spec 02 §5: the crop each tier's image gets. */
export const PROMOTION_IMAGE_SIZES = {
  gold: { width: 1250, height: 320 },
  platinum: { width: 1250, height: 640 },
} as const

/** Spec 01 §8 and spec 02 §8, word for word. */
export const PROMOTION_MESSAGES = {
  saved: 'Promotion saved',
  submitted: 'Your promotion has been submitted for approval',
  saveFailed: 'Error saving promotion',
  claimed: 'Offer Claimed',
  claimFailed: 'There was an issue claiming your promotion, please try again',
  noPromotions: 'No promotions found',
  viewDetails: 'View Details',
  providedBy: 'Provided by',
  // Refusals, the worker's words.
  tierNotOffered: 'Choose one of the tiers on offer',
  notClaimable: 'This promotion cannot be claimed',
} as const

const promotionFields = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(200, 'Title must be 200 characters or fewer'),
  excerpt: z
    .string()
    .trim()
    .max(EXCERPT_MAX, `Excerpt must be ${EXCERPT_MAX} characters or fewer`)
    .default(''),
  body: richTextDoc.nullable().optional(),
  /** An upload's path or src, cropped to the tier's size (PROMOTION_IMAGE_SIZES). */
  img: imageRef.nullable().optional(),
  status: z
    .enum(POST_STATUSES, { error: 'Status must be pending, approved or rejected' })
    .optional(),
  /** One of the enabled tiers (settings promotion_tiers); the default tier when left out. */
  tier: z.enum(PROMOTION_TIERS, { error: 'Choose one of the tiers on offer' }).optional(),
  settings: z
    .object({
      company_name: z
        .string({ error: 'Company name is required' })
        .trim()
        .min(1, 'Company name is required')
        .max(120, 'Company name must be 120 characters or fewer'),
      promotion_type: z.enum(PROMOTION_TYPES, { error: 'Choose the type of promotion' }),
    })
    .strict(),
  /** London time, stored in UTC (spec 02 §9); the end defaults to one month after the start. */
  starts_at: londonDateInput('Start date is required'),
  ends_at: londonDateInput('End date is required').nullable().optional(),
  categories: z.array(z.number().int().positive()).max(50).default([]),
  /** Managers only. */
  is_system: z.boolean().optional(),
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
const f = promotionFields.shape
export const createPromotionInput = promotionFields.strict().superRefine(endsAfterStart)
export const updatePromotionInput = promotionFields
  .extend({ excerpt: f.excerpt.unwrap(), categories: f.categories.unwrap() })
  .partial()
  .strict()
  .superRefine(endsAfterStart)
export type CreatePromotionInput = z.infer<typeof createPromotionInput>
export type UpdatePromotionInput = z.infer<typeof updatePromotionInput>

/**
 * GET /api/promotions. Without status or user_id: approved promotions running now, newest first
 * (6 a page, spec 01 §9 "+6"). claimed=1: the reader's claimed promotions, newest claim first.
 */
export const listPromotionsQuery = pagingQuery(6).and(
  z.object({
    status: z.enum([...POST_STATUSES, 'all']).optional(),
    user_id: z.coerce.number().int().positive().optional(),
    claimed: flagParam.optional(),
    q: z.string().trim().max(100).optional(),
    tier: z.enum(PROMOTION_TIERS).optional(),
    promotion_type: z.enum(PROMOTION_TYPES).optional(),
    categories: idListParam.optional(),
    'categories[]': idListParam.optional(),
  }),
)
export type ListPromotionsQuery = z.infer<typeof listPromotionsQuery>

/** POST /api/promotions/{id}/tell-me-more (spec 01 §7 "tell-me-more on a post (id)"). */
export const tellMeMoreInput = z.object({ id: z.number().int().positive().optional() }).strict()

/** GET /api/promotions/{id}/claims: the owner's and managers' claims list, newest first. */
export const listClaimsQuery = pagingQuery(15)

// ---- Response shapes ----

export type PromotionClaimRow = {
  id: number
  user_id: number
  created_at: string
  user: PostAuthor & { email: string | null }
}

export type PromotionResource = Omit<PostBase, 'settings'> & {
  type: 'promotion'
  body: StoredRichText | null
  tier: PromotionTierKey
  settings: { company_name: string; promotion_type: PromotionType }
  starts_at: string
  ends_at: string
  is_active: boolean
  is_expired: boolean
  is_system: boolean
  /** The reader has claimed it (spec 01 §4 "told"). */
  told: boolean
  /** When the reader claimed it. */
  claimed_at: string | null
  total_claimed: number
  /** The claims (spec 01 §3): the owner and managers get the latest 5, others []. */
  tell_me_more_logs: { id: number; user_id: number; created_at: string }[]
}
export type PromotionSummary = Omit<PromotionResource, 'body' | 'tell_me_more_logs'>
