import { infiniteQueryOptions } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { connectionKeys } from '@/lib/connection-keys'
import { REQUESTS_PAGE_SIZE } from '@worker/connections/connections.schemas'

export type RequestDirection = 'received' | 'sent'

/**
 * GET /api/connect-requests (spec 01 §7, §9): received or sent, 999 a page, with both members. A
 * later page reports its own failure (the list says so), so only the first alerts.
 */
export const listConnectRequests = async (
  direction: RequestDirection,
  page: number,
  signal?: AbortSignal,
) => {
  const response = await api['connect-requests'].$get(
    {
      query: {
        received: direction === 'received' ? '1' : '0',
        with: 'user_from,user_to',
        page: String(page),
        page_size: String(REQUESTS_PAGE_SIZE),
      },
    },
    { init: { signal }, headers: page > 1 ? NO_ALERT : {} },
  )
  return response.json()
}

export type ConnectRequestsPage = Awaited<ReturnType<typeof listConnectRequests>>
export type ConnectRequest = ConnectRequestsPage['data'][number]

/** The next page number while the server has more than the pages loaded. */
export const nextPage = (last: {
  data: unknown[]
  meta: { pagination: { current_page: number; total_pages: number } }
}) =>
  last.meta.pagination.current_page < last.meta.pagination.total_pages
    ? last.meta.pagination.current_page + 1
    : undefined

export const connectRequestsOptions = (direction: RequestDirection) =>
  infiniteQueryOptions({
    queryKey: connectionKeys.requests(direction),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listConnectRequests(direction, pageParam, signal),
    getNextPageParam: nextPage,
  })
