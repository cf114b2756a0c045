import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForumLikeResult } from '@worker/forum/forum-responses.schemas'
import { LATEST_LIKES } from '@worker/forum/forum-limits.schemas'
import { api } from '@/lib/api-client'
import type { RoomTarget } from './apply-room-event'
import { setReplyLikes } from './apply-room-event'
import { forumKeys } from './forum-keys'
import type { RepliesState, ThreadDetail } from './get-thread'

/** Likes on a thread or a reply (spec 01 §7): like, unlike by like id, and the latest likers. */
export type LikeTarget = { type: 'thread' | 'reply'; id: number }

/** GET /api/forum/likes?forum_object_id=&forum_object_type=: the latest 5 likers and how many there are. */
export const likersQueryOptions = ({ type, id }: LikeTarget) =>
  queryOptions({
    queryKey: forumKeys.likes(type, id),
    queryFn: async ({ signal }) => {
      const response = await api.forum.likes.$get(
        {
          query: {
            forum_object_id: String(id),
            forum_object_type: type,
            per_page: String(LATEST_LIKES),
          },
        },
        { init: { signal } },
      )
      const { data, meta } = await response.json()
      return { likers: data, total: meta.pagination.total }
    },
  })

/**
 * POST /api/forum/likes when `likeId` is 0, else DELETE /api/forum/likes/{likeId}. The answer's
 * count and the viewer's like id go straight into the page's cache.
 */
export const useToggleLike = (target: RoomTarget) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({
      object,
      likeId,
    }: {
      object: LikeTarget
      likeId: number
    }): Promise<ForumLikeResult> => {
      if (likeId > 0) {
        const response = await api.forum.likes[':id'].$delete({ param: { id: String(likeId) } })
        return (await response.json()).data
      }
      const response = await api.forum.likes.$post({
        json: { forum_object_id: object.id, forum_object_type: object.type },
      })
      return (await response.json()).data
    },
    onSuccess: (result, { object }) => {
      if (object.type === 'thread') {
        client.setQueryData<ThreadDetail>(target.threadKey, (thread) =>
          thread
            ? { ...thread, total_likes: result.total_likes, user_liked: result.user_liked }
            : thread,
        )
      } else {
        client.setQueryData<RepliesState>(forumKeys.replies(target.threadId), (state) =>
          state ? setReplyLikes(state, object.id, result.total_likes, result.user_liked) : state,
        )
      }
      void client.invalidateQueries({ queryKey: forumKeys.likes(object.type, object.id) })
    },
  })
}
