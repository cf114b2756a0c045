import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { roleKeys } from './role-keys'

/** One role, read afresh when its editor opens (GET /api/roles/:id). */
export const getRoleQuery = (id: number) =>
  queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.roles[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
