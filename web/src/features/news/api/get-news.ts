import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { newsKeys } from '@/lib/post-keys'

export type NewsDetail = InferResponseType<(typeof api.news)[':id']['$get'], 200>['data']

/**
 * GET /api/news/{slug or id}. The page says itself when the post is missing or the load failed,
 * so the call raises no alert.
 */
export const newsQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: newsKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const response = await api.news[':id'].$get(
        { param: { id: idOrSlug } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
  })
