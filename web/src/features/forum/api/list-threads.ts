import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { THREADS_FIRST_PAGE, THREADS_MORE } from '@worker/forum/forum-limits.schemas'
import { api } from '@/lib/api-client'
import { forumKeys } from './forum-keys'

export type ThreadsPage = InferResponseType<typeof api.forum.threads.$get, 200>
export type ThreadItem = ThreadsPage['data'][number]

/** A category's threads, or the viewer's private threads (spec 01 §2). */
export type ThreadsFilters = { categoryId?: number; private?: boolean }

type PageParam = { page: number; perPage: number }

/**
 * Spec 01 §9: 9 threads, then 3 more per "Load more". Pages of 3 continue at offset 9: page n of
 * size 3 starts at (n - 1) × 3, so the next page is loaded / 3 + 1 and nothing shows twice.
 */
export const nextThreadsPage = (last: ThreadsPage, pages: ThreadsPage[]): PageParam | undefined => {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0)
  if (last.data.length === 0 || loaded >= last.meta.pagination.total) return undefined
  return { page: Math.floor(loaded / THREADS_MORE) + 1, perPage: THREADS_MORE }
}

/** GET /api/forum/threads, sticky threads first (the server's order). */
export const threadsListOptions = (filters: ThreadsFilters) =>
  infiniteQueryOptions({
    queryKey: forumKeys.threads(filters),
    initialPageParam: { page: 1, perPage: THREADS_FIRST_PAGE } satisfies PageParam,
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.forum.threads.$get(
        {
          query: {
            ...(filters.categoryId ? { forum_category_id: String(filters.categoryId) } : {}),
            ...(filters.private ? { private: '1' as const } : {}),
            page: String(pageParam.page),
            per_page: String(pageParam.perPage),
          },
        },
        { init: { signal } },
      )
      return response.json()
    },
    getNextPageParam: nextThreadsPage,
  })
