import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { ForumReplyResource, ForumThreadResource } from '@worker/forum/forum-responses.schemas'
import { api, NO_ALERT } from '@/lib/api-client'
import { forumKeys } from './forum-keys'

/** The thread page's replies: top-level replies (children inside) loaded so far, and how many exist. */
export type RepliesState = {
  data: ForumReplyResource[]
  total: number
  per_page: number
  pages: number
}

/** The thread as the page keeps it; its replies live under forumKeys.replies (the live socket edits them). */
export type ThreadDetail = Omit<ForumThreadResource, 'replies'>

export const repliesStateOf = (
  replies: NonNullable<ForumThreadResource['replies']>,
): RepliesState => ({
  data: replies.data,
  total: replies.total,
  per_page: replies.per_page,
  pages: 1,
})

/** Puts a fresh first page of replies in the cache; pages the member opened beyond it are kept. */
export const repliesSeeder = (client: QueryClient) => (threadId: number, replies: RepliesState) => {
  const cached = client.getQueryData<RepliesState>(forumKeys.replies(threadId))
  if (!cached || cached.pages <= 1) client.setQueryData(forumKeys.replies(threadId), replies)
}

/**
 * GET /api/forum/categories/{cat}/threads/{thread}?with=replies: the thread and its first page of
 * replies in one call. The replies seed their own query, so the page makes no second request. The
 * page says itself when the thread is missing (404), so the call raises no alert.
 */
export const threadQueryOptions = (
  categorySlug: string,
  threadSlug: string,
  seedReplies: (threadId: number, replies: RepliesState) => void,
) =>
  queryOptions({
    queryKey: forumKeys.thread(categorySlug, threadSlug),
    queryFn: async ({ signal }): Promise<ThreadDetail> => {
      const response = await api.forum.categories[':category'].threads[':thread'].$get(
        { param: { category: categorySlug, thread: threadSlug }, query: { with: 'replies' } },
        { init: { signal }, headers: NO_ALERT },
      )
      const { replies, ...thread } = (await response.json()).data
      if (replies) seedReplies(thread.id, repliesStateOf(replies))
      return thread
    },
  })
