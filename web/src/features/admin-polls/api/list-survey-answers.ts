import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { ADMIN_PAGE_SIZE } from '@/components/admin/list-query-params'
import { adminSurveyKeys } from './admin-polls-keys'

/** GET /api/surveys/:id/answers: the members' submissions, newest first, 15 a page. */
export const listSurveyAnswersQuery = (id: number, page: number) =>
  queryOptions({
    queryKey: adminSurveyKeys.answers(id, page),
    queryFn: async ({ signal }) => {
      const response = await api.surveys[':id'].answers.$get(
        {
          param: { id: String(id) },
          query: { page: String(page), page_size: String(ADMIN_PAGE_SIZE) },
        },
        { init: { signal } },
      )
      return response.json()
    },
    placeholderData: keepPreviousData,
  })
