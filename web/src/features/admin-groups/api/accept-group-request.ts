import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { groupKeys } from './group-keys'

/** POST /api/group-user-requests/:id/accept: the member joins and the request goes. */
export const useAcceptGroupRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api['group-user-requests'][':id'].accept.$post({
        param: { id: String(id) },
      })
      return (await response.json()).data
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  })
}
