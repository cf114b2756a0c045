import { queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { eventKeys } from '@/lib/event-keys'

/** Spec 01 §9: attendees load in one call of page size 999; the page shows 4 and adds 4. */
export const ATTENDEES_PAGE_SIZE = 999
export const ATTENDEES_SHOWN = 4

export type Attendee = InferResponseType<
  (typeof api)['event-attendees']['$get'],
  200
>['data'][number]

export const attendeesQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: eventKeys.attendees(eventId),
    queryFn: async ({ signal }) => {
      const response = await api['event-attendees'].$get(
        { query: { event_id: String(eventId), page_size: String(ATTENDEES_PAGE_SIZE) } },
        { init: { signal } },
      )
      return response.json()
    },
  })
