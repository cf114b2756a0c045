import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { memberKeys } from './members-keys'

export type PlaceSuggestion = InferResponseType<typeof api.places.$get, 200>['data'][number]

/** GET /api/places?q=: towns, cities and UK postcode districts for a place field. */
export const placeSearchOptions = (q: string) =>
  queryOptions({
    queryKey: memberKeys.places(q),
    queryFn: async ({ signal }) => {
      const response = await api.places.$get({ query: { q } }, { init: { signal } })
      return (await response.json()).data
    },
    enabled: q.trim().length >= 2,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  })
