import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { surveysKeys } from '../polls-keys'

export type Survey = InferResponseType<(typeof api.surveys)[':id']['$get'], 200>['data']

/**
 * GET /api/surveys/{id}: questions (with the reader's answers), embedded polls and whether the
 * reader has answered. The screen says itself when it is missing or failed, so no alert.
 */
export const surveyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: surveysKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.surveys[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
  })
