import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** DELETE /api/groups/:id; failures alert through the API client. */
export const useDeleteGroup = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.groups[':id'].$delete({ param: { id: String(id) } })
      return (await response.json()).data
    },
    onSuccess: (deleted) => {
      // Dropped rather than refetched: a refetch of a deleted group would only alert a 404.
      queryClient.removeQueries({ queryKey: groupKeys.detail(deleted.id) })
      return queryClient.invalidateQueries({ queryKey: groupKeys.lists })
    },
  })
}
