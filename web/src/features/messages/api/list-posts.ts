import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { POSTS_PAGE, type MessagePostResource } from '@worker/messages/messages.schemas'
import { api } from '@/lib/api-client'
import { messagesKeys } from '@/lib/message-keys'

/**
 * GET /api/message-posts?message_thread_id: the conversation, newest page first; older pages are
 * asked for by before_id, so messages arriving live never shift them.
 */
const $get = api['message-posts'].$get
export type PostsPage = InferResponseType<typeof $get, 200>
export type MessagePost = MessagePostResource

/** A conversation's page: the worker's own size, which the HTML shell's first read uses too. */
export const POSTS_PER_PAGE = POSTS_PAGE

export const postsOptions = (threadId: number) =>
  infiniteQueryOptions({
    queryKey: messagesKeys.posts(threadId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) => {
      const query: { message_thread_id: string; per_page: string; before_id?: string } = {
        message_thread_id: String(threadId),
        per_page: String(POSTS_PER_PAGE),
      }
      if (pageParam) query.before_id = String(pageParam)
      const response = await $get({ query }, { init: { signal } })
      return response.json()
    },
    // A full page may have older posts behind it; the oldest shown is where the next one starts.
    getNextPageParam: (last) =>
      last.data.length === last.meta.pagination.per_page && last.data.length > 0
        ? last.data.at(-1)!.id
        : undefined,
  })

/** The conversation oldest first, each post once (a live echo may meet its own page). */
export const chronological = (data: InfiniteData<PostsPage> | undefined): MessagePost[] => {
  const seen = new Set<number>()
  const posts: MessagePost[] = []
  for (const page of data?.pages ?? [])
    for (const post of page.data) if (!seen.has(post.id) && seen.add(post.id)) posts.push(post)
  return posts.sort((a, b) => a.id - b.id)
}

/**
 * Puts a post into the thread's cached conversation (from the send's answer or the socket):
 * newest page first, each post once, so the echo of one's own message changes nothing.
 */
export const addPostToCache = (client: QueryClient, post: MessagePost) => {
  client.setQueryData<InfiniteData<PostsPage>>(
    messagesKeys.posts(post.message_thread_id),
    (old) => {
      if (!old || old.pages.length === 0) return old
      if (old.pages.some((page) => page.data.some((p) => p.id === post.id))) return old
      const [first, ...rest] = old.pages
      return { ...old, pages: [{ ...first!, data: [post, ...first!.data] }, ...rest] }
    },
  )
}
