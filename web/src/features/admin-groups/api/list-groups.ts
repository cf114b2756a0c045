import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { ListQuery } from '@/components/admin/list-query-params'
import type { listGroupsQuery } from '@worker/groups/groups.schemas'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

export type GroupsPage = InferResponseType<typeof api.groups.$get, 200>
export type AdminGroup = GroupsPage['data'][number]

/** The groups screen's filters, as GET /api/groups (listGroupsQuery) names them. */
export const GROUP_FILTERS = ['q', 'status'] as const
export type GroupsQuery = ListQuery<typeof listGroupsQuery, (typeof GROUP_FILTERS)[number]>

/** GET /api/groups with the screen's search, status and page (managers see every status). */
export const listAdminGroupsQuery = (query: GroupsQuery) =>
  queryOptions({
    queryKey: groupKeys.list(query),
    queryFn: async ({ signal }) => (await api.groups.$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })
