import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { userKeys } from './user-keys'

export type UserRecord = InferResponseType<(typeof api.users)[':id']['$get'], 200>['data']

/** One member's full record, read when their editor opens (GET /api/users/:id). */
export const getUserQuery = (id: number) =>
  queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.users[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
