import { useMutation } from '@tanstack/react-query'
import type { ConfirmOrderInput } from '@worker/events/event-orders.schemas'
import { api, NO_ALERT } from '@/lib/api-client'

/**
 * POST /api/event-orders/:id/confirm: "confirm and pay". The reservation's reference proves the
 * caller made it, so a visitor needs no account. Failures are shown by the order modal.
 */
export const confirmOrder = async ({ id, json }: { id: number; json: ConfirmOrderInput }) => {
  const response = await api['event-orders'][':id'].confirm.$post(
    { param: { id: String(id) }, json },
    { headers: NO_ALERT },
  )
  return (await response.json()).data
}

export type PlacedOrder = Awaited<ReturnType<typeof confirmOrder>>

export const useConfirmOrder = () => useMutation({ mutationFn: confirmOrder })
