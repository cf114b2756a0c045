import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { REPLIES_PAGE } from '@worker/forum/forum-limits.schemas'
import { api } from '@/lib/api-client'
import { forumKeys } from './forum-keys'
import type { RepliesState } from './get-thread'

/** GET /api/forum/replies?forum_thread_id=&page=: one page of top-level replies with their children. */
export const listReplies = async (threadId: number, page: number, signal?: AbortSignal) => {
  const response = await api.forum.replies.$get(
    {
      query: {
        forum_thread_id: String(threadId),
        page: String(page),
        per_page: String(REPLIES_PAGE),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

/**
 * The thread's replies. The thread's own call seeds the first page, so this query only fetches
 * when nothing is cached (or after an invalidation); live events keep it current meanwhile.
 */
export const repliesQueryOptions = (threadId: number) =>
  queryOptions({
    queryKey: forumKeys.replies(threadId),
    queryFn: async ({ signal }): Promise<RepliesState> => {
      const { data, meta } = await listReplies(threadId, 1, signal)
      return { data, total: meta.pagination.total, per_page: meta.pagination.per_page, pages: 1 }
    },
    staleTime: Number.POSITIVE_INFINITY,
  })

/**
 * Appends the next page ("N hidden replies"). A reply that arrived live may come back in a later
 * page: replies already shown are skipped, not shown twice.
 */
export const appendPage = (
  state: RepliesState,
  page: RepliesState['data'],
  total: number,
): RepliesState => {
  const known = new Set(state.data.map((r) => r.id))
  return {
    ...state,
    data: [...state.data, ...page.filter((r) => !known.has(r.id))],
    total,
    pages: state.pages + 1,
  }
}

export const useLoadMoreReplies = (threadId: number) => {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      const state = client.getQueryData<RepliesState>(forumKeys.replies(threadId))
      return listReplies(threadId, (state?.pages ?? 0) + 1)
    },
    onSuccess: ({ data, meta }) => {
      client.setQueryData<RepliesState>(forumKeys.replies(threadId), (state) =>
        state
          ? appendPage(state, data, meta.pagination.total)
          : { data, total: meta.pagination.total, per_page: meta.pagination.per_page, pages: 1 },
      )
    },
  })
}
