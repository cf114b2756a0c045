import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { adminSurveyKeys } from './admin-polls-keys'

export type EditableSurvey = InferResponseType<(typeof api.surveys)[':id']['$get'], 200>['data']

/** One survey with its questions and embedded polls, read afresh each time the editor opens. */
export const getSurveyForEditQuery = (id: number) =>
  queryOptions({
    queryKey: adminSurveyKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.surveys[':id'].$get(
        { param: { id: String(id) } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
