import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api, NO_ALERT } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'
import type { EventItem } from './list-events'

/** Spec 01 §9: event lookups (here, a parent's sub-events) ask for 100 at a time. */
export const SUB_EVENTS_PAGE_SIZE = 100

type EventResponse = InferResponseType<(typeof api.events)[':id']['$get'], 200>['data']

/**
 * A sub-event as the page and the booking panel use it. Typed sub-events come from the list call:
 * the typed client cannot describe the nested `children` of one event (a recursive type).
 */
export type SubEvent = Omit<EventItem, 'children' | 'description'> & { description: null }

export type EventDetail = Omit<EventResponse, 'children'> & { children: SubEvent[] }

const toSubEvent = ({
  children: _children,
  description: _description,
  ...rest
}: EventItem): SubEvent => ({
  ...rest,
  description: null,
})

const listSubEvents = async (parentId: number, signal: AbortSignal) => {
  const response = await api.events.$get(
    { query: { parent_id: String(parentId), per_page: String(SUB_EVENTS_PAGE_SIZE) } },
    { init: { signal }, headers: NO_ALERT },
  )
  return (await response.json()).data.map(toSubEvent)
}

/**
 * GET /api/events/{slug or id} with what the page shows (tickets and the member's order for
 * booking, categories, parent), then its sub-events when it has any. The page itself says when
 * the event is missing or the load failed, so these calls raise no alert.
 */
export const eventQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: eventKeys.detail(idOrSlug),
    queryFn: async ({ signal }): Promise<EventDetail> => {
      const response = await api.events[':id'].$get(
        { param: { id: idOrSlug }, query: { with: 'tickets,categories,userOrder,parent' } },
        { init: { signal }, headers: NO_ALERT },
      )
      const { children: _children, ...event } = (await response.json()).data
      const children = event.total_children > 0 ? await listSubEvents(event.id, signal) : []
      return { ...event, children }
    },
  })
