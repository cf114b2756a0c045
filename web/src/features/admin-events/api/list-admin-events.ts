import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'
import { toEventsListQuery, type AdminEventsFilters } from '../lib/admin-events-filters'

export type AdminEventsPage = InferResponseType<typeof api.events.$get, 200>
export type AdminEvent = AdminEventsPage['data'][number]

/** GET /api/events for the admin list: every status (events.manage), searched and paged. */
export const listAdminEventsQuery = (filters: AdminEventsFilters) =>
  queryOptions({
    queryKey: eventKeys.list({ admin: true, ...filters }),
    queryFn: async ({ signal }) => {
      const response = await api.events.$get(
        { query: toEventsListQuery(filters) },
        { init: { signal } },
      )
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
