import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listSurveysQuery } from '@worker/polls/polls.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { adminSurveyKeys } from './admin-polls-keys'

export const ADMIN_SURVEY_FILTERS = ['q', 'status'] as const
export type AdminSurveysQuery = ListQuery<
  typeof listSurveysQuery,
  (typeof ADMIN_SURVEY_FILTERS)[number]
>
export type AdminSurveyRow = InferResponseType<typeof api.surveys.$get, 200>['data'][number]

/** GET /api/surveys for the admin list: every status (status=all), newest first. */
export const listAdminSurveysQuery = (filters: AdminSurveysQuery) =>
  queryOptions({
    queryKey: adminSurveyKeys.list(filters),
    queryFn: async ({ signal }) => {
      const query = { status: 'all' as const, ...filters }
      return (await api.surveys.$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })
