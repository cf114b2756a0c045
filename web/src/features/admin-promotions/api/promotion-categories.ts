import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { categoryKeys } from '@/lib/event-keys'

/** The categories a promotion may carry (those whose group applies to promotions). */
export const promotionCategoriesQuery = () => {
  const query = { categorizable: 'promotions', page_size: '100' } as const
  return queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: async ({ signal }) => {
      const response = await api.categories.$get({ query }, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  })
}
