import { useMutation } from '@tanstack/react-query'
import type { ReserveOrderInput } from '@worker/events/event-orders.schemas'
import { api, NO_ALERT } from '@/lib/api-client'

/**
 * POST /api/event-orders: holds the seats. The order modal shows every failure itself (422 on the
 * fields, 409 "not enough tickets" in the modal, anything else as an alert), so no automatic alert.
 */
export const reserveOrder = async (json: ReserveOrderInput) => {
  const response = await api['event-orders'].$post({ json }, { headers: NO_ALERT })
  return (await response.json()).data
}

export const useReserveOrder = () => useMutation({ mutationFn: reserveOrder })
