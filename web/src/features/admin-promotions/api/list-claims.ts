import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { ADMIN_PAGE_SIZE } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { promotionKeys } from '@/lib/post-keys'

/** GET /api/promotions/:id/claims: who claimed it, newest first, 15 a page. */
export const listClaimsQuery = (promotionId: number, page: number) =>
  queryOptions({
    queryKey: [...promotionKeys.detail(promotionId), 'claims', page] as const,
    queryFn: async ({ signal }) => {
      const response = await api.promotions[':id'].claims.$get(
        {
          param: { id: String(promotionId) },
          query: { page: String(page), per_page: String(ADMIN_PAGE_SIZE) },
        },
        { init: { signal } },
      )
      return response.json()
    },
    placeholderData: keepPreviousData,
  })

/** The claims CSV (GET /api/promotions/:id/export-claims), downloaded by the browser. */
export const exportClaimsHref = (promotionId: number) =>
  `/api/promotions/${promotionId}/export-claims`
