import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listReportsQuery } from '@worker/connections/connections.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'

export const memberReportKeys = {
  all: ['admin-member-reports'] as const,
  list: (query: Record<string, string>) => ['admin-member-reports', 'list', query] as const,
}

export type MemberReport = InferResponseType<
  (typeof api)['member-reports']['$get'],
  200
>['data'][number]
export type MemberReportsQuery = ListQuery<typeof listReportsQuery, 'status'>

/** GET /api/member-reports: one page of the admin list, newest first. */
export const listMemberReportsQuery = (query: MemberReportsQuery) =>
  queryOptions({
    queryKey: memberReportKeys.list(query),
    queryFn: async ({ signal }) =>
      (await api['member-reports'].$get({ query }, { init: { signal } })).json(),
    placeholderData: keepPreviousData,
  })

/** PUT /api/member-reports/{id}: resolve, or open again. */
export const useUpdateMemberReport = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'open' | 'resolved' }) => {
      const response = await api['member-reports'][':id'].$put({
        param: { id: String(id) },
        json: { status },
      })
      return (await response.json()).data
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberReportKeys.all }),
  })
}
