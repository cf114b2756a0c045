import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { eventKeys, invalidateEventData } from '@/lib/event-keys'

/** DELETE /api/events/:id; failures alert through the API client. */
export const useDeleteEvent = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.events[':id'].$delete({ param: { id: String(id) } })
      return (await response.json()).data
    },
    onSuccess: (deleted) => {
      // Dropped rather than refetched: a refetch of a deleted event would only alert a 404.
      queryClient.removeQueries({ queryKey: eventKeys.detail(deleted.id) })
      return invalidateEventData(queryClient)
    },
  })
}
