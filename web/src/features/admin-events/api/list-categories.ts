import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { categoryKeys } from '@/lib/event-keys'

const QUERY = { categorizable: 'events', page_size: '100' } as const

/** The categories an event may be filed under (GET /api/categories?categorizable=events). */
export const listEventCategoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(QUERY),
    queryFn: async ({ signal }) => {
      const response = await api.categories.$get({ query: QUERY }, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  })
