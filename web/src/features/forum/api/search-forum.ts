import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { SEARCH_TOTAL_CAP } from '@worker/forum/forum-search-terms.schemas'
import { api } from '@/lib/api-client'
import { forumKeys } from './forum-keys'

export type ForumSearchPage = InferResponseType<typeof api.forum.search.$get, 200>

/** Results per page: the first page, then each "Load more". */
export const SEARCH_PAGE_SIZE = 20

/** The next page while results remain (the server lists at most SEARCH_TOTAL_CAP). */
export const nextSearchPage = (
  last: ForumSearchPage,
  pages: ForumSearchPage[],
): number | undefined => {
  const loaded = pages.reduce((n, p) => n + p.data.length, 0)
  const listed = Math.min(last.meta.pagination.total, SEARCH_TOTAL_CAP)
  if (last.data.length === 0 || loaded >= listed) return undefined
  return last.meta.pagination.current_page + 1
}

/** GET /api/forum/search?q=: threads and replies matching the words, by:{slug} and tagged:{tag}, a page at a time. */
export const forumSearchOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: forumKeys.search(q),
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }) => {
      const response = await api.forum.search.$get(
        { query: { q, page: String(pageParam), per_page: String(SEARCH_PAGE_SIZE) } },
        { init: { signal } },
      )
      return response.json()
    },
    getNextPageParam: nextSearchPage,
    enabled: q.trim().length > 0,
    // A new search keeps the current results on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
