import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { feedKeys } from './feed-keys'

export type FeedTitles = InferResponseType<(typeof api)['settings']['titles']['$get'], 200>['data']

/** GET /api/settings/titles: the filter label of each type the reader may view. */
export const feedTitlesOptions = (userId: number | null) =>
  queryOptions({
    queryKey: [...feedKeys.titles, userId],
    queryFn: async ({ signal }) => {
      const response = await api.settings.titles.$get({}, { init: { signal } })
      return (await response.json()).data
    },
    staleTime: 5 * 60_000,
  })
