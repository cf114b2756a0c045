import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { roleKeys } from './role-keys'

export type Permission = InferResponseType<typeof api.permissions.$get, 200>['data'][number]

/** The permission catalogue (GET /api/permissions); it changes only with a deploy. */
export const listPermissionsQuery = () =>
  queryOptions({
    queryKey: roleKeys.catalogue,
    queryFn: async ({ signal }) => {
      const response = await api.permissions.$get({}, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 10 * 60_000,
  })
