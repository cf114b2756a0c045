import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listRolesQuery as listRolesSchema } from '@worker/roles/roles.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { roleKeys } from './role-keys'

export type RolesPage = InferResponseType<typeof api.roles.$get, 200>
export type Role = RolesPage['data'][number]
export type RolesQuery = ListQuery<typeof listRolesSchema, never>

/** GET /api/roles, one page of the roles screen. */
export const listRolesQuery = (query: RolesQuery) =>
  queryOptions({
    queryKey: roleKeys.list(query),
    queryFn: async ({ signal }) => (await api.roles.$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })
