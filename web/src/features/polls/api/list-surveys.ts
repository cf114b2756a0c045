import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { FIRST_PAGE_SIZE, nextPage, surveysKeys, type PageParam } from '../polls-keys'

export type SurveysPage = InferResponseType<typeof api.surveys.$get, 200>
export type SurveySummary = SurveysPage['data'][number]

/** GET /api/surveys: approved surveys, newest first. */
export const listSurveys = async (paging: PageParam, signal?: AbortSignal) => {
  const response = await api.surveys.$get(
    { query: { page: String(paging.page), per_page: String(paging.perPage) } },
    { init: { signal } },
  )
  return response.json()
}

/** Spec 01 §9: 9 surveys, and "Load more" adds 3. */
export const surveysListOptions = () =>
  infiniteQueryOptions({
    queryKey: surveysKeys.list({ scope: 'public' }),
    initialPageParam: { page: 1, perPage: FIRST_PAGE_SIZE } satisfies PageParam,
    queryFn: ({ pageParam, signal }) => listSurveys(pageParam, signal),
    getNextPageParam: nextPage,
  })
