import type { QueryClient } from '@tanstack/react-query'

/** Query keys of the forum, built only here; everything under ['forum'] is forum data. */
export const forumKeys = {
  all: ['forum'] as const,
  categories: () => ['forum', 'categories'] as const,
  category: (slug: string) => ['forum', 'category', slug] as const,
  threads: (filters: { categoryId?: number; private?: boolean; userId?: number }) =>
    ['forum', 'threads', filters] as const,
  /** The thread page's thread (by its address). */
  thread: (categorySlug: string, threadSlug: string) =>
    ['forum', 'thread', categorySlug, threadSlug] as const,
  /** A thread's replies (top level with children), paged. */
  replies: (threadId: number) => ['forum', 'replies', threadId] as const,
  likes: (type: 'thread' | 'reply', id: number) => ['forum', 'likes', type, id] as const,
  search: (q: string) => ['forum', 'search', q] as const,
  mentions: (q: string) => ['forum', 'mentions', q] as const,
}

/** After a write that changes counts shown on other screens (category cards, lists). */
export const invalidateForumLists = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: ['forum', 'categories'] }),
    client.invalidateQueries({ queryKey: ['forum', 'category'] }),
    client.invalidateQueries({ queryKey: ['forum', 'threads'] }),
  ])
