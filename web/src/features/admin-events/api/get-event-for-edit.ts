import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'

export type EditableEvent = InferResponseType<(typeof api.events)[':id']['$get'], 200>['data']

/**
 * One event with its sub-events, read afresh each time the editor opens. Its key sits under the
 * event's detail key, so every invalidation of event data also refreshes it.
 */
export const getEventForEditQuery = (id: number) =>
  queryOptions({
    queryKey: [...eventKeys.detail(id), 'edit'] as const,
    queryFn: async ({ signal }) => {
      const response = await api.events[':id'].$get(
        { param: { id: String(id) }, query: { with: 'children' } },
        { init: { signal } },
      )
      return (await response.json()).data
    },
    staleTime: 0,
  })
