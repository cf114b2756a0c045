import type { PromotionTierKey, PromotionType } from '@worker/posts/promotions.schemas'

/**
 * How a promotion's kind and tier read (spec 01 §2 card, spec 02 §3 editor). Here, not in a
 * feature, because the member screens and the editor both show them.
 */
export const PROMOTION_TYPE_LABELS: Record<PromotionType, string> = {
  offer: 'Offer',
  job: 'Job',
  advert: 'Advert',
  event: 'Event',
}

export const PROMOTION_TIER_LABELS: Record<PromotionTierKey, string> = {
  bronze: 'Bronze',
  silver: 'Silver',
  gold: 'Gold',
  platinum: 'Platinum',
}
