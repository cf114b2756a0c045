import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateConnectionData } from '@/lib/connection-keys'
import type { AnswerConnectRequestInput } from '@worker/connections/connections.schemas'

/** PUT /api/connect-requests/{id}: the member asked accepts or ignores (spec 01 §4, §7). */
export const useAnswerConnectRequest = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, status }: { id: number } & AnswerConnectRequestInput) => {
      const response = await api['connect-requests'][':id'].$put({
        param: { id: String(id) },
        json: { status },
      })
      return (await response.json()).data
    },
    onSuccess: () => invalidateConnectionData(queryClient),
  })
}
