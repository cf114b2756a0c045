import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { promotionKeys } from '@/lib/post-keys'

export type EditablePromotion = InferResponseType<
  (typeof api.promotions)[':id']['$get'],
  200
>['data']

/** One promotion, read afresh each time the editor opens (its key sits under the promotion's). */
export const getPromotionForEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...promotionKeys.detail(id), 'edit'] as const,
    queryFn: async ({ signal }) => {
      const response = await api.promotions[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
