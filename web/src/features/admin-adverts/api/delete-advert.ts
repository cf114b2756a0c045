import { useMutation, useQueryClient } from '@tanstack/react-query'
import { advertKeys, invalidateAdverts } from '@/lib/advert-keys'
import { api } from '@/lib/api-client'

/** DELETE /api/adverts/:id (204); failures alert through the API client. */
export const useDeleteAdvert = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api.adverts[':id'].$delete({ param: { id: String(id) } })
      return id
    },
    onSuccess: (id) => {
      // Dropped rather than refetched: a refetch of a deleted advert would only alert a 404.
      queryClient.removeQueries({ queryKey: advertKeys.detail(id) })
      return invalidateAdverts(queryClient)
    },
  })
}
