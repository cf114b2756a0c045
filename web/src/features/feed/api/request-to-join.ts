import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { feedKeys } from './feed-keys'

/** POST /api/group-user-requests: asks to join a locked resource's group (spec 02 §6). */
export const useRequestToJoin = (userId: number) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (groupId: number) => {
      const response = await api['group-user-requests'].$post({
        json: { group_id: groupId, user_id: userId },
      })
      return response.json()
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  })
}
