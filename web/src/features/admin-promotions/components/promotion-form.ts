import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'
import {
  EDITOR_TIERS,
  PROMOTION_IMAGE_SIZES,
  type createPromotionInput,
  type PromotionTierKey,
} from '@worker/posts/promotions.schemas'
import type { SiteSettings } from '@/lib/site-settings'
import { londonToday, oneMonthAfterDate, toLondonDate } from '@/lib/london-time'
import { toRichTextDoc } from '@/lib/rich-text-json'
import type { EditablePromotion } from '../api/get-promotion-for-edit'

/** The editor's fields: the route's own create input (spec 02 §3). */
export type PromotionFormValues = z.input<typeof createPromotionInput>

export type PromotionTab = 'promotion' | 'dates' | 'categories' | 'status'
export const TAB_ORDER: PromotionTab[] = ['promotion', 'dates', 'categories', 'status']

/** Which tab holds a field (a 422's keys, a failed check). */
export const tabOfField = (name: string): PromotionTab => {
  if (name.startsWith('starts_at') || name.startsWith('ends_at')) return 'dates'
  if (name.startsWith('categories')) return 'categories'
  if (name.startsWith('status') || name.startsWith('is_system')) return 'status'
  return 'promotion'
}

type EditorTierKey = (typeof EDITOR_TIERS)[number]
export type TierOption = { value: EditorTierKey; label: string; isDefault: boolean }

const isEditorTier = (key: string): key is EditorTierKey =>
  EDITOR_TIERS.some((tier) => tier === key)

/**
 * Spec 02 §3, §9: the editor offers gold and platinum, only those the site has enabled, highest
 * level first.
 */
export const tierOptionsOf = (tiers: SiteSettings['promotion_tiers']): TierOption[] =>
  tiers
    .filter((t) => t.enabled)
    .flatMap((t) => (isEditorTier(t.key) ? [{ ...t, value: t.key, isDefault: t.default }] : []))
    .sort((a, b) => b.level - a.level)
    .map(({ value, label, isDefault }) => ({ value, label, isDefault }))

/** The tier a new promotion starts on: the one marked default, else the first offered. */
export const defaultTierOf = (options: TierOption[]): EditorTierKey | undefined =>
  (options.find((o) => o.isDefault) ?? options[0])?.value

/** Spec 02 §5: the crop each tier's image gets (a gold-sized banner for any other tier). */
export const imageTargetOf = (tier: PromotionTierKey | undefined) =>
  tier === 'platinum' ? PROMOTION_IMAGE_SIZES.platinum : PROMOTION_IMAGE_SIZES.gold

/** The form's values for a saved promotion, or a new one starting today (London). */
export const promotionValuesOf = (
  p: EditablePromotion | null,
  defaults: { tier: EditorTierKey | undefined; today?: string },
): DefaultValues<PromotionFormValues> => {
  const today = defaults.today ?? londonToday()
  return {
    title: p?.title ?? '',
    excerpt: p?.excerpt ?? '',
    body: p ? toRichTextDoc(p.body) : null,
    img: p?.img ?? null,
    status: p?.status ?? 'approved',
    tier: p?.tier ?? defaults.tier,
    // A new promotion's type is chosen, never assumed.
    settings: p ? { ...p.settings } : { company_name: '' },
    // Spec 02 §9 (M02-PROMO-12): the end is prefilled one month after the start.
    starts_at: p ? toLondonDate(p.starts_at) : today,
    ends_at: p ? toLondonDate(p.ends_at) : oneMonthAfterDate(today),
    categories: p ? p.categories.map((c) => c.id) : [],
    is_system: p?.is_system ?? false,
  }
}

/**
 * What is sent: status and is_system only from managers (spec 02 §6, the server checks again);
 * an empty end date is left to the server (one month after the start).
 */
export const payloadFor = (values: PromotionFormValues, isManager: boolean) => {
  const { status, is_system, ends_at, ...rest } = values
  return {
    ...rest,
    ends_at: ends_at ? ends_at : null,
    ...(isManager && status ? { status } : {}),
    ...(isManager ? { is_system: is_system ?? false } : {}),
  }
}
