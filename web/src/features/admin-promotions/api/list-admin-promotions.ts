import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { listPromotionsQuery } from '@worker/posts/promotions.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { promotionKeys } from '@/lib/post-keys'

/** The admin promotions screen's filters, as GET /api/promotions (listPromotionsQuery) names them. */
export const ADMIN_PROMOTION_FILTERS = ['q', 'status'] as const
export type AdminPromotionsQuery = ListQuery<
  typeof listPromotionsQuery,
  (typeof ADMIN_PROMOTION_FILTERS)[number]
>

/**
 * GET /api/promotions for the admin list. "All" statuses is sent as status=all: without a status
 * the API lists the approved promotions running now (the members' list).
 */
export const listAdminPromotionsQuery = (filters: AdminPromotionsQuery) =>
  queryOptions({
    queryKey: promotionKeys.list({ admin: true, ...filters }),
    queryFn: async ({ signal }) => {
      const query = { status: 'all' as const, ...filters }
      return (await api.promotions.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })

export type AdminPromotionRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof listAdminPromotionsQuery>['queryFn']>>
>['data'][number]
