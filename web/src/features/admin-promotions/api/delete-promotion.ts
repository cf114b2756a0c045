import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidatePromotions, promotionKeys } from '@/lib/post-keys'

/** DELETE /api/promotions/:id (204); failures alert through the API client. */
export const useDeletePromotion = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api.promotions[':id'].$delete({ param: { id: String(id) } })
      return id
    },
    onSuccess: (id) => {
      // Dropped rather than refetched: a refetch of a deleted promotion would only alert a 404.
      queryClient.removeQueries({ queryKey: promotionKeys.detail(id) })
      return invalidatePromotions(queryClient)
    },
  })
}
