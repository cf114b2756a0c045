import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listEventsQuery } from '@worker/events/events.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'

export type AdminEventsPage = InferResponseType<typeof api.events.$get, 200>
export type AdminEvent = AdminEventsPage['data'][number]

/** The admin events screen's filters, as GET /api/events (listEventsQuery) names them. */
export const ADMIN_EVENT_FILTERS = ['q', 'status'] as const
export type AdminEventsQuery = ListQuery<
  typeof listEventsQuery,
  (typeof ADMIN_EVENT_FILTERS)[number]
>

/**
 * GET /api/events for the admin list: newest first, with organisers and parents. "All" is sent as
 * status=all: without a status the API lists approved events only.
 */
export const listAdminEventsQuery = (filters: AdminEventsQuery) =>
  queryOptions({
    queryKey: eventKeys.list({ admin: true, ...filters }),
    queryFn: async ({ signal }) => {
      const query = {
        status: 'all' as const,
        order: 'desc' as const,
        with: 'user,parent',
        ...filters,
      }
      return (await api.events.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })
