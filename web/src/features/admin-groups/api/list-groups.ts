import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import type { GroupFilters } from '../lib/groups-filters'
import { groupKeys } from './group-keys'

export type GroupsPage = InferResponseType<typeof api.groups.$get, 200>
export type AdminGroup = GroupsPage['data'][number]

/** Spec 02: admin lists page by 15. */
export const GROUPS_PAGE_SIZE = 15

/** GET /api/groups with the screen's search, status and page (managers see every status). */
export const listAdminGroupsQuery = (filters: GroupFilters) =>
  queryOptions({
    queryKey: groupKeys.list(filters),
    queryFn: async ({ signal }) => {
      const query = {
        page: String(filters.page),
        page_size: String(GROUPS_PAGE_SIZE),
        ...(filters.search ? { q: filters.search } : {}),
        ...(filters.status ? { status: filters.status } : {}),
      }
      const response = await api.groups.$get({ query }, { init: { signal } })
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
