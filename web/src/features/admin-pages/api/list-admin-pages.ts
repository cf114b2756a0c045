import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { listPagesQuery } from '@worker/pages/pages.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { pageKeys } from '@/lib/page-keys'

/** The admin pages screen's filters, as GET /api/pages (listPagesQuery) names them. */
export const ADMIN_PAGE_FILTERS = ['q', 'status'] as const
export type AdminPagesQuery = ListQuery<typeof listPagesQuery, (typeof ADMIN_PAGE_FILTERS)[number]>

/** GET /api/pages for the admin list: every status (the API shows pages.manage all of them). */
export const listAdminPagesQuery = (filters: AdminPagesQuery) =>
  queryOptions({
    queryKey: pageKeys.list({ admin: true, ...filters }),
    queryFn: async ({ signal }) =>
      (await api.pages.$get({ query: filters }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })

export type AdminPageRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof listAdminPagesQuery>['queryFn']>>
>['data'][number]
