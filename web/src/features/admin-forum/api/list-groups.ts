import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { adminForumKeys } from './admin-forum-keys'

export type GroupOption = InferResponseType<typeof api.groups.$get, 200>['data'][number]

/** The groups a category may be gated by, for the editor's select (GET /api/groups?per_page=100). */
export const listGroupsQuery = () =>
  queryOptions({
    queryKey: adminForumKeys.groups,
    queryFn: async ({ signal }) => {
      const response = await api.groups.$get(
        { query: { page: '1', per_page: '100' } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 60_000,
  })
