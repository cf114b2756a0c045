import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'
import type { EventItem } from './list-events'

type EventResponse = InferResponseType<(typeof api.events)[':id']['$get'], 200>['data']

/** A sub-event as the page and the booking panel use it (its description is not shown). */
export type SubEvent = Omit<EventItem, 'children' | 'description'> & { description: null }

type Engagement = 'total_likes' | 'total_comments' | 'user_liked'

/**
 * The event page's event. Its likes and comment count come with it (the like button asks
 * nothing); a copy from an editor's save has none, and the button then reads them itself.
 */
export type EventDetail = Omit<EventResponse, 'children' | Engagement> &
  Partial<Pick<EventResponse, Engagement>> & { children: SubEvent[] }

const toSubEvent = ({
  children: _children,
  description: _description,
  ...rest
}: EventItem): SubEvent => ({
  ...rest,
  description: null,
})

/**
 * GET /api/events/{slug or id} with what the page shows (tickets and the member's order for
 * booking, categories, parent) and its sub-events, in one request. The page itself says when the
 * event is missing or the load failed, so the call raises no alert.
 */
export const eventQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(idOrSlug),
    queryFn: async ({ signal }): Promise<EventDetail> => {
      const response = await api.events[':id'].$get(
        {
          param: { id: idOrSlug },
          query: { with: 'tickets,categories,userOrder,parent,children' },
        },
        { init: { signal }, headers: NO_ALERT },
      )
      const { children = [], ...event } = (await response.json()).data
      return { ...event, children: children.map(toSubEvent) }
    },
  })
