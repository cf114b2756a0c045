import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateConnectionData } from '@/lib/connection-keys'

/** DELETE /api/connects/{user_id}: ends a connection, for both members. */
export const useRemoveConnection = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (userId: number) => {
      const response = await api.connects[':user_id'].$delete({
        param: { user_id: String(userId) },
      })
      return (await response.json()).data
    },
    onSuccess: () => invalidateConnectionData(queryClient),
  })
}
