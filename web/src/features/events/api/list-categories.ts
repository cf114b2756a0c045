import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { categoryKeys } from '@/lib/event-keys'

/** The categories whose group applies to events, for the list's filter (GET /api/categories). */
export const eventCategoriesOptions = () =>
  queryOptions({
    queryKey: categoryKeys.list({ categorizable: 'events' }),
    queryFn: async ({ signal }) => {
      const response = await api.categories.$get(
        { query: { categorizable: 'events' } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  })
