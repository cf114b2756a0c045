import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { createPromotionInput, updatePromotionInput } from '@worker/posts/promotions.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { invalidatePromotions } from '@/lib/post-keys'

export type SavePromotionRequest =
  | { id: null; json: z.input<typeof createPromotionInput> }
  | { id: number; json: z.input<typeof updatePromotionInput> }

/**
 * POST /api/promotions or PUT /api/promotions/:id. The editor says every failure itself (spec 02
 * §8: 'Error saving promotion' with the server's message, a 422's messages joined), so the call
 * raises no alert. Every promotions list refreshes after.
 */
export const useSavePromotion = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (request: SavePromotionRequest) => {
      const response =
        request.id === null
          ? await api.promotions.$post({ json: request.json }, { headers: NO_ALERT })
          : await api.promotions[':id'].$put(
              { param: { id: String(request.id) }, json: request.json },
              { headers: NO_ALERT },
            )
      return (await response.json()).data
    },
    onSuccess: () => invalidatePromotions(queryClient),
  })
}
