import {
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { COMMENTS_PER_PAGE } from '@worker/comments/comment-texts.schemas'
import { LIKERS_PER_PAGE } from '@worker/likes/likes-list.schemas'
import { api, FORM_ERRORS, NO_ALERT } from '@/lib/api-client'
import { engagementKeys } from '@/lib/engagement-keys'

/**
 * The calls behind the shared comments section and like button, on the typed client: an item's
 * comments (pages of top-level comments with their replies), writing them, its likers and the
 * viewer's like, and liking. Each write refreshes the item's comments or likes.
 */

/** An item comments and likes hang on: a type of the registry and its id. */
export type EngagementItem = { itemType: string; itemId: number }

const listComments = async (
  item: EngagementItem,
  page: number,
  signal?: AbortSignal,
  perPage: number = COMMENTS_PER_PAGE,
) => {
  const response = await api.comments.$get(
    {
      query: {
        item_type: item.itemType,
        item_id: String(item.itemId),
        page: String(page),
        per_page: String(perPage),
      },
    },
    // A failed "load more" shows under the list; the first page shows its own error state.
    { init: { signal }, headers: page > 1 ? NO_ALERT : {} },
  )
  return response.json()
}

export type CommentsPage = Awaited<ReturnType<typeof listComments>>
export type Comment = CommentsPage['data'][number]

/**
 * GET /api/comments: newest top-level comments first, a page at a time ("load more"). `perPage`
 * for an item whose comments come in other pages (a survey's: 250, spec 01 §9).
 */
export const commentsQueryOptions = (item: EngagementItem, perPage?: number) =>
  infiniteQueryOptions({
    queryKey: engagementKeys.comments(item.itemType, item.itemId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listComments(item, pageParam, signal, perPage),
    getNextPageParam: (last: CommentsPage) => {
      const { current_page, total_pages } = last.meta.pagination
      return current_page < total_pages ? current_page + 1 : undefined
    },
  })

const useRefreshComments = (item: EngagementItem) => {
  const client = useQueryClient()
  return () =>
    client.invalidateQueries({ queryKey: engagementKeys.comments(item.itemType, item.itemId) })
}

/** POST /api/comments (a reply with parent_id). */
export const usePostComment = (item: EngagementItem) => {
  const refresh = useRefreshComments(item)
  return useMutation({
    mutationFn: async ({ body, parentId }: { body: string; parentId?: number }) => {
      const response = await api.comments.$post(
        {
          json: {
            item_type: item.itemType,
            item_id: item.itemId,
            body,
            ...(parentId ? { parent_id: parentId } : {}),
          },
        },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: refresh,
  })
}

/** PUT /api/comments/{id}. */
export const useUpdateComment = (item: EngagementItem) => {
  const refresh = useRefreshComments(item)
  return useMutation({
    mutationFn: async ({ id, body }: { id: number; body: string }) => {
      const response = await api.comments[':id'].$put(
        { param: { id: String(id) }, json: { body } },
        { headers: FORM_ERRORS },
      )
      return (await response.json()).data
    },
    onSuccess: refresh,
  })
}

/** DELETE /api/comments/{id} (its replies go with it). */
export const useDeleteComment = (item: EngagementItem) => {
  const refresh = useRefreshComments(item)
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await api.comments[':id'].$delete({ param: { id: String(id) } })
      return (await response.json()).data
    },
    onSuccess: refresh,
  })
}

/** GET /api/likes: the latest likers, how many there are and the viewer's own like (0 for none). */
export const likesQueryOptions = (item: EngagementItem) =>
  queryOptions({
    queryKey: engagementKeys.likes(item.itemType, item.itemId),
    queryFn: async ({ signal }) => {
      const response = await api.likes.$get(
        {
          query: {
            item_type: item.itemType,
            item_id: String(item.itemId),
            per_page: String(LIKERS_PER_PAGE),
          },
        },
        { init: { signal } },
      )
      const { data, meta } = await response.json()
      return { likers: data, total: meta.pagination.total, userLiked: meta.user_liked }
    },
  })

export type Liker = Awaited<
  ReturnType<NonNullable<ReturnType<typeof likesQueryOptions>['queryFn']>>
>['likers'][number]

/** POST /api/likes when `likeId` is 0, else DELETE /api/likes/{likeId}: the count and like after it. */
export const useToggleLike = (item: EngagementItem) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ likeId }: { likeId: number }) => {
      if (likeId > 0) {
        const response = await api.likes[':id'].$delete({ param: { id: String(likeId) } })
        const { data } = await response.json()
        return { totalLikes: data.total_likes, likeId: 0 }
      }
      const response = await api.likes.$post({
        json: { item_type: item.itemType, item_id: item.itemId },
      })
      const { data } = await response.json()
      return { totalLikes: data.total_likes, likeId: data.id }
    },
    onSettled: () =>
      client.invalidateQueries({ queryKey: engagementKeys.likes(item.itemType, item.itemId) }),
  })
}
