import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { newsKeys } from '@/lib/post-keys'

export type EditableNews = InferResponseType<(typeof api.news)[':id']['$get'], 200>['data']

/** One news post, read afresh each time the editor opens (its key sits under the post's). */
export const getNewsForEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...newsKeys.detail(id), 'edit'] as const,
    queryFn: async ({ signal }) => {
      const response = await api.news[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
