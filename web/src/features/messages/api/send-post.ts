import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, NO_ALERT } from '@/lib/api-client'
import { addPostToCache } from './list-posts'
import { messagesKeys } from '@/lib/message-keys'

/**
 * A message written in an open thread: POST /api/message-posts (to the other member of a 1:1
 * thread) or /api/group-message-posts. The thread view shows it at once and owns its state
 * (sending, failed), so this call raises no alert; the answer goes into the conversation exactly
 * as the socket's echo would.
 */
export type ThreadTarget = { threadId: number; isGroup: boolean; otherUserId: number | null }

export const postToThread = async (target: ThreadTarget, body: string) => {
  if (target.isGroup || target.otherUserId === null) {
    const response = await api['group-message-posts'].$post(
      { json: { group_message_thread_id: target.threadId, body } },
      { headers: NO_ALERT },
    )
    return (await response.json()).data
  }
  const response = await api['message-posts'].$post(
    { json: { user_id: target.otherUserId, body } },
    { headers: NO_ALERT },
  )
  return (await response.json()).data
}

export const useSendPost = (target: ThreadTarget) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: string) => postToThread(target, body),
    onSuccess: (post) => {
      addPostToCache(client, post)
      void client.invalidateQueries({ queryKey: messagesKeys.inbox() })
    },
  })
}
