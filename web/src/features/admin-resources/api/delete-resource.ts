import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateResources, resourceKeys } from '@/lib/post-keys'

/** DELETE /api/resources/:id (204); failures alert through the API client. */
export const useDeleteResource = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      await api.resources[':id'].$delete({ param: { id: String(id) } })
      return id
    },
    onSuccess: (id) => {
      // Dropped rather than refetched: a refetch of a deleted resource would only alert a 404.
      queryClient.removeQueries({ queryKey: resourceKeys.detail(id) })
      return invalidateResources(queryClient)
    },
  })
}
