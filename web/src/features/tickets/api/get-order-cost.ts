import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { orderKeys } from '@/lib/event-keys'

/** GET /api/event-orders/cost: the live price and seats left while tickets are being chosen. */
export type OrderCost = InferResponseType<(typeof api)['event-orders']['cost']['$get'], 200>['data']

export type OrderCostParams = {
  event_id: number
  ticket_id: number | null
  total_tickets: number
  subevents: number[]
  attr_text: Record<string, string>
  attr_select: Record<string, string>
  attr_check: Record<string, string[]>
}

/** The attribute maps travel as JSON strings; an empty map is left out. */
const jsonOrNothing = (map: Record<string, unknown>) =>
  Object.keys(map).length > 0 ? JSON.stringify(map) : undefined

export const toCostQuery = (p: OrderCostParams) => ({
  event_id: String(p.event_id),
  total_tickets: String(p.total_tickets),
  ...(p.ticket_id ? { ticket_id: String(p.ticket_id) } : {}),
  ...(p.subevents.length > 0 ? { subevents: p.subevents.join(',') } : {}),
  ...(jsonOrNothing(p.attr_text) ? { attr_text: jsonOrNothing(p.attr_text) } : {}),
  ...(jsonOrNothing(p.attr_select) ? { attr_select: jsonOrNothing(p.attr_select) } : {}),
  ...(jsonOrNothing(p.attr_check) ? { attr_check: jsonOrNothing(p.attr_check) } : {}),
})

/**
 * The modal shows a failed cost inline (it re-asks on every change), so it does not alert; the
 * previous answer stays on screen while the next one loads.
 */
export const orderCostQuery = (params: OrderCostParams) =>
  queryOptions({
    queryKey: orderKeys.cost(params),
    queryFn: async ({ signal }) => {
      const response = await api['event-orders'].cost.$get(
        { query: toCostQuery(params) },
        { headers: NO_ALERT, init: { signal } },
      )
      return (await response.json()).data
    },
    placeholderData: keepPreviousData,
  })
