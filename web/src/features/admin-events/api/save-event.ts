import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateEventInput, UpdateEventInput } from '@worker/events/events.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { invalidateEventData } from '@/lib/event-keys'

export type SaveEventRequest =
  { id: null; json: CreateEventInput } | { id: number; json: UpdateEventInput }

/**
 * POST /api/events or PUT /api/events/:id. The editor shows every failure itself (422s beside the
 * fields, anything else as 'Error saving event', spec 02 §8), so the client raises no alert.
 */
export const useSaveEvent = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SaveEventRequest) => {
      const response =
        request.id === null
          ? await api.events.$post({ json: request.json }, { headers: NO_ALERT })
          : await api.events[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: NO_ALERT },
            )
      return (await response.json()).data
    },
    onSuccess: () => invalidateEventData(queryClient),
  })
}

/** Approve or reject from the admin list: PUT {status}; failures alert through the client. */
export const useSetEventStatus = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: { id: number; status: 'approved' | 'rejected' }) => {
      const response = await api.events[':id'].$put({ param: { id: String(id) }, json: { status } })
      return (await response.json()).data
    },
    onSuccess: () => invalidateEventData(queryClient),
  })
}
