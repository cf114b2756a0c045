import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { pageKeys } from '@/lib/page-keys'

export type PageDetail = InferResponseType<(typeof api.pages)[':id']['$get'], 200>['data']

/**
 * GET /api/pages/{slug or id}. The screen says itself when the page is missing or the load
 * failed, so the call raises no alert.
 */
export const pageQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: pageKeys.detail(idOrSlug),
    queryFn: async ({ signal }) => {
      const response = await api.pages[':id'].$get(
        { param: { id: idOrSlug } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
  })
