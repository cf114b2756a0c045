import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { categoryKeys } from '@/lib/event-keys'

/** The categories a poll or a survey may carry (GET /api/categories?categorizable=…). */
export const pollCategoriesQuery = (categorizable: 'polls' | 'surveys') => {
  const query = { categorizable, page_size: '100' } as const
  return queryOptions({
    queryKey: categoryKeys.list(query),
    queryFn: async ({ signal }) => {
      const response = await api.categories.$get({ query }, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  })
}
