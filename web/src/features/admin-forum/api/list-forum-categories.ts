import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { adminForumKeys } from './admin-forum-keys'

export type AdminForumCategory = InferResponseType<
  typeof api.forum.categories.$get,
  200
>['data'][number]

/** Categories are few: one page of 100 holds them all (GET /api/forum/categories). */
export const CATEGORIES_PAGE_SIZE = 100

export const listForumCategoriesQuery = () =>
  queryOptions({
    queryKey: adminForumKeys.categories,
    queryFn: async ({ signal }) => {
      const query = { page: '1', per_page: String(CATEGORIES_PAGE_SIZE) }
      const response = await api.forum.categories.$get({ query }, { init: { signal } })
      return (await response.json()).data
    },
  })
