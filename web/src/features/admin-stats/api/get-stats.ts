import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { StatsRange } from '@worker/stats/stats.schemas'
import { api } from '@/lib/api-client'

export const statsKeys = {
  all: ['stats'] as const,
  range: (range: StatsRange) => ['stats', range] as const,
}

export type Stats = InferResponseType<typeof api.stats.$get, 200>['data']

/**
 * GET /api/stats for one range. The previous range stays on screen while the next loads, and a
 * minute's figures are fresh enough (the API lets the browser keep them as long).
 */
export const statsQuery = (range: StatsRange) =>
  queryOptions({
    queryKey: statsKeys.range(range),
    queryFn: async ({ signal }) =>
      (await (await api.stats.$get({ query: { range } }, { init: { signal } })).json()).data,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
