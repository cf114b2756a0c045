import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listPollsQuery } from '@worker/polls/polls.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { adminPollKeys } from './admin-polls-keys'

/** The admin polls screen's filters, as GET /api/polls (listPollsQuery) names them. */
export const ADMIN_POLL_FILTERS = ['q', 'status'] as const
export type AdminPollsQuery = ListQuery<typeof listPollsQuery, (typeof ADMIN_POLL_FILTERS)[number]>
export type AdminPollRow = InferResponseType<typeof api.polls.$get, 200>['data'][number]

/**
 * GET /api/polls for the admin list: every status (status=all; without it the API lists approved
 * polls only), polls hidden from the polls page included, stand-alone polls only (type=poll).
 */
export const listAdminPollsQuery = (filters: AdminPollsQuery) =>
  queryOptions({
    queryKey: adminPollKeys.list(filters),
    queryFn: async ({ signal }) => {
      const query = {
        status: 'all' as const,
        type: 'poll' as const,
        include_dont_show_on_polls: '1' as const,
        ...filters,
      }
      return (await api.polls.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })

/** The newest poll (the dashboard's "Latest poll"), with its options and counts. */
export const latestPollQuery = () =>
  queryOptions({
    queryKey: adminPollKeys.latest,
    queryFn: async ({ signal }) => {
      const query = {
        status: 'all' as const,
        type: 'poll' as const,
        include_dont_show_on_polls: '1' as const,
        with: 'options',
        page: '1',
        page_size: '1',
      }
      const page = await (await api.polls.$get({ query }, { init: { signal } })).json()
      return page.data[0] ?? null
    },
  })
