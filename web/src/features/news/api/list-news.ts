import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { newsKeys, nextPostsPage, POSTS_PAGE_SIZE } from '@/lib/post-keys'

export type NewsPage = InferResponseType<typeof api.news.$get, 200>
export type NewsItem = NewsPage['data'][number]

/**
 * `public`: the /news grid, approved posts newest first. `mine`: one author's own posts in every
 * status (/my-news), pending and rejected included.
 */
export type NewsFilters = { scope: 'public' } | { scope: 'mine'; userId: number }

const filterQuery = (filters: NewsFilters) =>
  filters.scope === 'mine' ? { user_id: String(filters.userId), status: 'all' as const } : {}

/** GET /api/news: one page of 12. */
export const listNews = async (filters: NewsFilters, page: number, signal?: AbortSignal) => {
  const response = await api.news.$get(
    {
      query: {
        ...filterQuery(filters),
        page: String(page),
        per_page: String(POSTS_PAGE_SIZE),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

/** Spec 01 §9: 12 posts, and "Load more" adds 12. */
export const newsListOptions = (filters: NewsFilters) =>
  infiniteQueryOptions({
    queryKey: newsKeys.list(filters),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => listNews(filters, pageParam, signal),
    getNextPageParam: nextPostsPage,
  })
