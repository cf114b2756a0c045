import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { orderKeys } from '@/lib/event-keys'

export type OrdersPage = InferResponseType<(typeof api)['event-orders']['$get'], 200>
export type Order = OrdersPage['data'][number]

/** Spec 01 §9: order lookups use a page size of 100. */
export const ORDERS_PAGE_SIZE = 100

export type OrdersParams = {
  event_id?: number
  with?: string
  include_attended_by?: boolean
  event_ends_at_from?: 'now'
  event_ends_at_to?: 'now'
}

const toQuery = (p: OrdersParams) => ({
  page_size: String(ORDERS_PAGE_SIZE),
  ...(p.event_id ? { event_id: String(p.event_id) } : {}),
  ...(p.with ? { with: p.with } : {}),
  ...(p.include_attended_by ? { include_attended_by: '1' as const } : {}),
  ...(p.event_ends_at_from ? { event_ends_at_from: p.event_ends_at_from } : {}),
  ...(p.event_ends_at_to ? { event_ends_at_to: p.event_ends_at_to } : {}),
})

/** GET /api/event-orders: the signed-in member's orders. */
export const listOrdersQuery = (params: OrdersParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: async ({ signal }) => {
      const response = await api['event-orders'].$get(
        { query: toQuery(params) },
        { init: { signal } },
      )
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
