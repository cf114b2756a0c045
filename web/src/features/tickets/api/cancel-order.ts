import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateEventData } from '@/lib/event-keys'

/**
 * DELETE /api/event-orders/:id. Spec 01 §8: a failed cancellation goes to the general error
 * handler, so this call keeps the API client's alert.
 */
export const cancelOrder = async (id: number) => {
  const response = await api['event-orders'][':id'].$delete({ param: { id: String(id) } })
  return (await response.json()).data
}

export const useCancelOrder = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: cancelOrder,
    // Seats come back: counts on the event, its cards and my tickets all change.
    onSuccess: () => invalidateEventData(queryClient),
  })
}
