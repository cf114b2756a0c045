import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { promotionKeys } from '@/lib/post-keys'

export type PromotionDetail = InferResponseType<(typeof api.promotions)[':id']['$get'], 200>['data']

/**
 * GET /api/promotions/{slug or id}. The page says itself when the promotion is missing or the load
 * failed, so the call raises no alert.
 */
export const promotionQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: promotionKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const response = await api.promotions[':id'].$get(
        { param: { id: idOrSlug } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
  })
