import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listCategoriesQuery } from '@worker/forum/forum.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { adminForumKeys } from './admin-forum-keys'

export type AdminForumCategory = InferResponseType<
  typeof api.forum.categories.$get,
  200
>['data'][number]
export type ForumCategoriesQuery = ListQuery<typeof listCategoriesQuery, never>

/** GET /api/forum/categories, one page of the admin Forum screen. */
export const listForumCategoriesQuery = (query: ForumCategoriesQuery) =>
  queryOptions({
    queryKey: [...adminForumKeys.categories, query] as const,
    queryFn: async ({ signal }) =>
      (await api.forum.categories.$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })
