import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { forumKeys } from './forum-keys'

export type ForumCategory = InferResponseType<typeof api.forum.categories.$get, 200>['data'][number]

/** GET /api/forum/categories: the index's cards, with the viewer's access and join-request state. */
export const forumCategoriesOptions = () =>
  queryOptions({
    queryKey: forumKeys.categories(),
    queryFn: async ({ signal }) => {
      const response = await api.forum.categories.$get(
        { query: { per_page: '100' } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
  })
