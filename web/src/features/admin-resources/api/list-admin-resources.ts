import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { listPostsQuery } from '@worker/posts/posts.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { resourceKeys } from '@/lib/post-keys'

/** The admin resources screen's filters, as GET /api/resources (listPostsQuery) names them. */
export const ADMIN_RESOURCE_FILTERS = ['q', 'status'] as const
export type AdminResourcesQuery = ListQuery<
  typeof listPostsQuery,
  (typeof ADMIN_RESOURCE_FILTERS)[number]
>

/**
 * GET /api/resources for the admin list. "All" statuses is sent as status=all: without a status
 * the API lists approved resources only (the member screens' list).
 */
export const listAdminResourcesQuery = (filters: AdminResourcesQuery) =>
  queryOptions({
    queryKey: resourceKeys.list({ admin: true, ...filters }),
    queryFn: async ({ signal }) => {
      const query = { status: 'all' as const, ...filters }
      return (await api.resources.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })
