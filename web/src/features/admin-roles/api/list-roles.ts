import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { roleKeys } from './role-keys'

export type RolesPage = InferResponseType<typeof api.roles.$get, 200>
export type Role = RolesPage['data'][number]

/** Roles are few, so one page of 100 normally holds them all (GET /api/roles). */
export const ROLES_PAGE_SIZE = 100

export const listRolesQuery = (page: number, pageSize = ROLES_PAGE_SIZE) =>
  queryOptions({
    queryKey: roleKeys.list(page, pageSize),
    queryFn: async ({ signal }) => {
      const query = { page: String(page), page_size: String(pageSize) }
      const response = await api.roles.$get({ query }, { init: { signal } })
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
