import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

export type GroupRequest = InferResponseType<
  (typeof api)['group-user-requests']['$get'],
  200
>['data'][number]

/** Spec 02: join requests are fetched 999 a page (all of them, in practice). */
export const GROUP_REQUESTS_PAGE_SIZE = 999

/** The Requests tab: a group's pending join requests, newest first. */
export const listGroupRequestsQuery = (groupId: number) =>
  queryOptions({
    queryKey: groupKeys.requests(groupId),
    queryFn: async ({ signal }) => {
      const query = {
        group_id: String(groupId),
        page: '1',
        page_size: String(GROUP_REQUESTS_PAGE_SIZE),
      }
      const response = await api['group-user-requests'].$get({ query }, { init: { signal } })
      return response.json()
    },
  })
