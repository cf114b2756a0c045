import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateEventData } from '@/lib/event-keys'

/** POST /api/events/:id/waitlist: queue for a sold-out event; the event then shows the position. */
export const joinWaitlist = async (eventId: number) => {
  const response = await api.events[':id'].waitlist.$post({ param: { id: String(eventId) } })
  return (await response.json()).data
}

export const useJoinWaitlist = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: joinWaitlist,
    onSuccess: () => invalidateEventData(queryClient),
  })
}
