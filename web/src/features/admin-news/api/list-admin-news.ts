import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { listPostsQuery } from '@worker/posts/posts.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { newsKeys } from '@/lib/post-keys'

/** The admin news screen's filters, as GET /api/news (listPostsQuery) names them. */
export const ADMIN_NEWS_FILTERS = ['q', 'status'] as const
export type AdminNewsQuery = ListQuery<typeof listPostsQuery, (typeof ADMIN_NEWS_FILTERS)[number]>

/**
 * GET /api/news for the admin list. "All" statuses is sent as status=all: without a status the
 * API lists approved posts only (the member screens' list).
 */
export const listAdminNewsQuery = (filters: AdminNewsQuery) =>
  queryOptions({
    queryKey: newsKeys.list({ admin: true, ...filters }),
    queryFn: async ({ signal }) => {
      const query = { status: 'all' as const, ...filters }
      return (await api.news.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })
