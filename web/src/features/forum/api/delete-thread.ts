import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { invalidateForumLists } from './forum-keys'

/**
 * DELETE /api/forum/threads/{id} (owner or forum-threads.manage); the caller confirms first with
 * DELETE_THREAD_CONFIRM and decides where to go afterwards.
 */
export const useDeleteThread = () => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.forum.threads[':id'].$delete({ param: { id: String(id) } })
      return (await response.json()).data
    },
    onSuccess: () => invalidateForumLists(client),
  })
}
