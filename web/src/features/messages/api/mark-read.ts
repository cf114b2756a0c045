import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { HEADER_COUNTS_KEY, messagesKeys } from '@/lib/message-keys'

/**
 * POST /api/message-threads/{id}/read: the member saw the thread. The inbox and the header's
 * count (it rides with the bell's, under ['notifications']) are refreshed. Quiet on failure: the
 * next open marks it again.
 */
export const useMarkThreadRead = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (threadId: number) => {
      const response = await api['message-threads'][':id'].read.$post(
        { param: { id: String(threadId) } },
        { headers: NO_ALERT },
      )
      return (await response.json()).data
    },
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: messagesKeys.inbox() })
      void client.invalidateQueries({ queryKey: HEADER_COUNTS_KEY })
    },
  })
}
