import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { toListQuery, type UsersFilters } from '../lib/users-filters'
import { userKeys } from './user-keys'

export type UsersPage = InferResponseType<typeof api.users.$get, 200>
export type AdminUser = UsersPage['data'][number]

/** Spec 02 §9: admin lists show 15 rows a page. */
export const USERS_PAGE_SIZE = 15

export const listUsersQuery = (filters: UsersFilters, pageSize = USERS_PAGE_SIZE) =>
  queryOptions({
    queryKey: userKeys.list(filters, pageSize),
    queryFn: async ({ signal }) => {
      const response = await api.users.$get(
        { query: toListQuery(filters, pageSize) },
        { init: { signal } },
      )
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
