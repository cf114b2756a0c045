import { infiniteQueryOptions } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { connectionKeys } from '@/lib/connection-keys'
import { CONNECTIONS_PAGE_SIZE } from '@worker/connections/connections.schemas'
import { nextPage } from './list-connect-requests'

/**
 * GET /api/connects (spec 01 §7, §9): my connections, 100 a page, newest first. A later page's
 * failure is the list's to tell ('Could not load more connections.'), so only the first alerts.
 */
export const listConnects = async (page: number, signal?: AbortSignal) => {
  const response = await api.connects.$get(
    {
      query: { with: 'user_to', page: String(page), page_size: String(CONNECTIONS_PAGE_SIZE) },
    },
    { init: { signal }, headers: page > 1 ? NO_ALERT : {} },
  )
  return response.json()
}

export type Connection = Awaited<ReturnType<typeof listConnects>>['data'][number]

export const connectsOptions = () =>
  infiniteQueryOptions({
    queryKey: connectionKeys.network,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listConnects(pageParam, signal),
    getNextPageParam: nextPage,
  })
