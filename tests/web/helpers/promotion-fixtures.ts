import type {
  PromotionClaimRow,
  PromotionResource,
  PromotionSummary,
} from '@worker/posts/promotions.schemas'

const base = (id: number) => ({
  id,
  slug: `promotion-${id}`,
  title: `Promotion ${id}`,
  excerpt: `Excerpt of promotion ${id}`,
  img: null,
  status: 'approved' as const,
  categories: [],
  created_at: '2025-06-30T23:30:00.000Z',
  updated_at: '2025-06-30T23:30:00.000Z',
  poll_id: null,
  stripe_id: null,
  price_paid: 0,
  offline_payment: false,
  total_impressions: 0,
  user_id: 3,
  user: { id: 3, full_name: 'Grace Hopper', slug: 'grace-hopper', img: null },
  recently_approved: false,
  total_likes: 0,
  total_comments: 0,
  user_liked: 0,
  can_edit: false,
  type: 'promotion' as const,
  tier: 'gold' as const,
  settings: { company_name: 'Corner Bakery', promotion_type: 'offer' as const },
  starts_at: '2025-06-01T00:00:00.000Z',
  ends_at: '2099-07-01T00:00:00.000Z',
  is_active: true,
  is_expired: false,
  is_system: false,
  told: false,
  claimed_at: null,
  total_claimed: 0,
})

/** A promotions list row as GET /api/promotions answers. */
export const promotionSummary = (
  id: number,
  overrides: Partial<PromotionSummary> = {},
): PromotionSummary => ({ ...base(id), ...overrides })

/** One promotion as GET /api/promotions/{slug} answers. */
export const promotionResource = (
  id: number,
  overrides: Partial<PromotionResource> = {},
): PromotionResource => ({
  ...base(id),
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: `Body of promotion ${id}` }] }],
  },
  tell_me_more_logs: [],
  ...overrides,
})

/** A claim as GET /api/promotions/{id}/claims answers. */
export const claimRow = (
  id: number,
  overrides: Partial<PromotionClaimRow> = {},
): PromotionClaimRow => ({
  id,
  user_id: 10 + id,
  created_at: '2025-07-02T08:15:00.000Z',
  user: {
    id: 10 + id,
    full_name: `Member ${id}`,
    slug: `member-${id}`,
    img: null,
    email: `member${id}@example.com`,
  },
  ...overrides,
})
