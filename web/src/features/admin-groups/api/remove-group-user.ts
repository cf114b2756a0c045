import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** DELETE /api/groups/:id/users/:user_id; answers the spec's 'User removed from group'. */
export const useRemoveGroupUser = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ groupId, userId }: { groupId: number; userId: number }) => {
      const response = await api.groups[':id'].users[':user_id'].$delete({
        param: { id: String(groupId), user_id: String(userId) },
      })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
