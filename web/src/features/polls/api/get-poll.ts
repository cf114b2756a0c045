import { queryOptions } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { pollsKeys } from '../polls-keys'

/**
 * GET /api/polls/{id}: the poll with its options, the reader's vote and its siblings. The screen
 * says itself when the poll is missing or the load failed, so the call raises no alert.
 */
export const pollQueryOptions = (id: number) =>
  queryOptions({
    queryKey: pollsKeys.detail(id),
    queryFn: async ({ signal }) => {
      const response = await api.polls[':id'].$get(
        { param: { id: String(id) }, query: {} },
        { init: { signal }, headers: NO_ALERT },
      )
      return (await response.json()).data
    },
  })
