import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateEventData } from '@/lib/event-keys'

/** DELETE /api/events/:id/waitlist: give up a place (or a held seat) on the waitlist. */
export const leaveWaitlist = async (eventId: number) => {
  const response = await api.events[':id'].waitlist.$delete({ param: { id: String(eventId) } })
  return (await response.json()).data
}

export const useLeaveWaitlist = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: leaveWaitlist,
    onSuccess: () => invalidateEventData(queryClient),
  })
}
