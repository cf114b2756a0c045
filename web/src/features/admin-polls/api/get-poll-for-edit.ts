import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { adminPollKeys } from './admin-polls-keys'

export type EditablePoll = InferResponseType<(typeof api.polls)[':id']['$get'], 200>['data']

/**
 * One poll as its owner or a manager reads it (with the counts, its locks and polls hidden from
 * the polls page), read afresh each time the editor, the results or the voters export opens.
 */
export const getPollForEditQuery = (id: number) =>
  queryOptions({
    queryKey: adminPollKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.polls[':id'].$get(
        { param: { id: String(id) }, query: { include_dont_show_on_polls: '1' } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
