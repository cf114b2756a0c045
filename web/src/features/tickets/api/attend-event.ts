import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateEventData } from '@/lib/event-keys'

/**
 * One-click Attend (spec 01: attend and un-attend) for a free event with a single ticket: the
 * existing order steps, reserve one ticket for the signed-in member and confirm it as free. A
 * failure goes to the shared error alert (no opt-out header), as a cancellation's does.
 */
export const attendEvent = async (eventId: number) => {
  const reserved = await api['event-orders'].$post({
    json: { event_id: eventId, total_tickets: 1 },
  })
  const order = (await reserved.json()).data
  const confirmed = await api['event-orders'][':id'].confirm.$post({
    param: { id: String(order.id) },
    json: { reference: order.reference, payment_method: 'free' },
  })
  return (await confirmed.json()).data
}

export const useAttendEvent = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: attendEvent,
    // Seats and attendance change (also when a reservation was made but its confirm failed).
    onSettled: () => invalidateEventData(queryClient),
  })
}
