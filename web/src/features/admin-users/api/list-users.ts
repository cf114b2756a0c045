import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listUsersQuery as listUsersSchema } from '@worker/users/users.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import type { USER_FILTERS } from '../lib/users-filters'
import { userKeys } from './user-keys'

export type UsersPage = InferResponseType<typeof api.users.$get, 200>
export type AdminUser = UsersPage['data'][number]
export type UsersQuery = ListQuery<typeof listUsersSchema, (typeof USER_FILTERS)[number]>

export const listUsersQuery = (query: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(query),
    queryFn: async ({ signal }) => (await api.users.$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })
