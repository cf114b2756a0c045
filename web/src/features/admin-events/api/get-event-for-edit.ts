import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'

type EventAnswer = InferResponseType<(typeof api.events)[':id']['$get'], 200>['data']

/** The event as the editor reads it; its likes and comment count are not the editor's business. */
export type EditableEvent = Omit<EventAnswer, 'total_likes' | 'total_comments' | 'user_liked'>

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
