import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { nextPostsPage, promotionKeys } from '@/lib/post-keys'

export type PromotionsPage = InferResponseType<typeof api.promotions.$get, 200>
export type PromotionItem = PromotionsPage['data'][number]

/** Spec 01 §9: promotions show 6, and "Load more" adds 6. */
export const PROMOTIONS_PAGE_SIZE = 6

/**
 * `public`: /promotions, approved promotions running now. `claimed`: the reader's claimed ones
 * (/claimed-promotions). `mine`: one member's own in every status (/my-promotions).
 */
export type PromotionFilters =
  { scope: 'public' } | { scope: 'claimed' } | { scope: 'mine'; userId: number }

const filterQuery = (filters: PromotionFilters) => {
  if (filters.scope === 'mine') return { user_id: String(filters.userId), status: 'all' as const }
  if (filters.scope === 'claimed') return { claimed: '1' as const }
  return {}
}

/** GET /api/promotions: one page of 6. */
export const listPromotions = async (
  filters: PromotionFilters,
  page: number,
  signal?: AbortSignal,
) => {
  const response = await api.promotions.$get(
    {
      query: {
        ...filterQuery(filters),
        page: String(page),
        per_page: String(PROMOTIONS_PAGE_SIZE),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

export const promotionsListOptions = (filters: PromotionFilters) =>
  infiniteQueryOptions({
    queryKey: promotionKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listPromotions(filters, pageParam, signal),
    getNextPageParam: nextPostsPage,
  })
