import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { applyRoomEvent, type RoomTarget } from './apply-room-event'
import { invalidateForumLists } from './forum-keys'

/**
 * DELETE /api/forum/replies/{id} (owner or forum-threads.manage). The caller confirms first with
 * DELETE_REPLY_CONFIRM; the reply (and its nested replies) leave the page at once.
 */
export const useDeleteReply = (target: RoomTarget) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id }: { id: number; parentId: number | null }) => {
      const response = await api.forum.replies[':id'].$delete({ param: { id: String(id) } })
      return (await response.json()).data
    },
    onSuccess: (_deleted, { id, parentId }) => {
      applyRoomEvent(client, target, {
        type: 'reply.deleted',
        forum_thread_id: target.threadId,
        reply_id: id,
        parent_id: parentId,
      })
      void invalidateForumLists(client)
    },
  })
}
