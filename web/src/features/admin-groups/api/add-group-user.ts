import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** POST /api/groups/:id/users; answers the spec's 'User added to group'. */
export const useAddGroupUser = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ groupId, userId }: { groupId: number; userId: number }) => {
      const response = await api.groups[':id'].users.$post({
        param: { id: String(groupId) },
        json: { user_id: userId },
      })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
