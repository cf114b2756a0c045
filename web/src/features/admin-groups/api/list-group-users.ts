import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

export type GroupUsersPage = InferResponseType<(typeof api.groups)[':id']['users']['$get'], 200>
export type GroupUserRow = GroupUsersPage['data'][number]

export const GROUP_USERS_PAGE_SIZE = 15

/** The All Users tab: every active member with is_member (GET /api/groups/:id/users?scope=all). */
export const listGroupUsersQuery = (groupId: number, filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: groupKeys.users(groupId, filters),
    queryFn: async ({ signal }) => {
      const query = {
        scope: 'all' as const,
        page: String(filters.page),
        page_size: String(GROUP_USERS_PAGE_SIZE),
        ...(filters.search ? { q: filters.search } : {}),
      }
      const response = await api.groups[':id'].users.$get(
        { param: { id: String(groupId) }, query },
        { init: { signal } },
      )
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
