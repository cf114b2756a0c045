import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listEventsQuery } from '@worker/events/events.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'
import { timingQuery, type EventTiming } from '../lib/event-timing'

export type AdminEventsPage = InferResponseType<typeof api.events.$get, 200>
export type AdminEvent = AdminEventsPage['data'][number]

/** The admin events screen's filters, as GET /api/events (listEventsQuery) names them. */
export const ADMIN_EVENT_FILTERS = ['q', 'status'] as const
export type AdminEventsQuery = ListQuery<
  typeof listEventsQuery,
  (typeof ADMIN_EVENT_FILTERS)[number]
>

/**
 * GET /api/events for the admin list, with organisers and parents: upcoming soonest first unless
 * the timing says otherwise. "All" statuses is sent as status=all: without a status the API lists
 * approved events only.
 */
export const listAdminEventsQuery = (filters: AdminEventsQuery, timing: EventTiming) =>
  queryOptions({
    queryKey: eventKeys.list({ admin: true, timing, ...filters }),
    queryFn: async ({ signal }) => {
      const query = {
        status: 'all' as const,
        with: 'user,parent',
        ...timingQuery(timing),
        ...filters,
      }
      return (await api.events.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })
