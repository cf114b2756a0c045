import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminForumKeys } from './admin-forum-keys'

/** DELETE /api/forum/categories/:id (its threads go with it); failures alert through the client. */
export const useDeleteForumCategory = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.forum.categories[':id'].$delete({ param: { id: String(id) } })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminForumKeys.forum }),
  })
}
