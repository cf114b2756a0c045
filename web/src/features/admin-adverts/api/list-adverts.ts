import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { listAdvertsQuery } from '@worker/adverts/adverts.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { advertKeys } from '@/lib/advert-keys'
import { api } from '@/lib/api-client'

/** The adverts screen's filters, as GET /api/adverts (listAdvertsQuery) names them. */
export const ADVERT_FILTERS = ['q', 'status', 'position'] as const
export type AdvertsQuery = ListQuery<typeof listAdvertsQuery, (typeof ADVERT_FILTERS)[number]>

/** GET /api/adverts: every advert, newest first, 15 a page. */
export const listAdvertsQueryOptions = (filters: AdvertsQuery) =>
  queryOptions({
    queryKey: advertKeys.list(filters),
    queryFn: async ({ signal }) =>
      (await api.adverts.$get({ query: filters }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })

export type AdvertRow = Awaited<
  ReturnType<NonNullable<ReturnType<typeof listAdvertsQueryOptions>['queryFn']>>
>['data'][number]
