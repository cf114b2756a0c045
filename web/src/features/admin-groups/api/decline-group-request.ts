import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** POST /api/group-user-requests/:id/decline; answers the spec's 'User request declined'. */
export const useDeclineGroupRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api['group-user-requests'][':id'].decline.$post({
        param: { id: String(id) },
      })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
