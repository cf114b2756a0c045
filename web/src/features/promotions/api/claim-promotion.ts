import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { promotionKeys } from '@/lib/post-keys'

/**
 * POST /api/promotions/{id}/tell-me-more (spec 01 §4, §7): the reader claims the promotion and
 * the answer is the promotion with told: true. The button says a failure itself (spec 01 §8), so
 * the call raises no alert. The page takes the answer; the lists (claimed promotions) refresh.
 */
export const useClaimPromotion = (slug: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.promotions[':id']['tell-me-more'].$post(
        { param: { id: String(id) }, json: { id } },
        { headers: NO_ALERT },
      )
      return (await response.json()).data
    },
    onSuccess: (promotion) => {
      queryClient.setQueryData(promotionKeys.detail(slug), promotion)
      return queryClient.invalidateQueries({ queryKey: promotionKeys.lists })
    },
  })
}
