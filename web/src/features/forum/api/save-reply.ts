import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateReplyInput, UpdateReplyInput } from '@worker/forum/forum.schemas'
import { api, FORM_ERRORS } from '@/lib/api-client'
import { applyRoomEvent, type RoomTarget } from './apply-room-event'
import { invalidateForumLists } from './forum-keys'

/**
 * POST /api/forum/replies and PUT /api/forum/replies/{id} (createReplyInput / updateReplyInput).
 * The answer goes into the page's cache exactly as the live event would, so the poster sees their
 * reply at once and its echo from the socket changes nothing.
 */
type CreateBody = Omit<CreateReplyInput, 'upload_files'>
type UpdateBody = Omit<UpdateReplyInput, 'upload_files'>

export const useCreateReply = (target: RoomTarget) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: CreateBody) => {
      const response = await api.forum.replies.$post({ json: input }, { headers: FORM_ERRORS })
      return (await response.json()).data
    },
    onSuccess: (reply) => {
      applyRoomEvent(client, target, { type: 'reply.created', reply })
      void invalidateForumLists(client)
    },
  })
}

export const useUpdateReply = (target: RoomTarget) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: UpdateBody }) => {
      const response = await api.forum.replies[':id'].$put(
        { param: { id: String(id) }, json: input },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: (reply) => applyRoomEvent(client, target, { type: 'reply.updated', reply }),
  })
}
