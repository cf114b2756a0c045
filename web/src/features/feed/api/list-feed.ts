import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { feedKeys, type FeedListParams } from './feed-keys'

type Endpoint = (typeof api)['feed']['$get']
export type FeedPage = InferResponseType<Endpoint, 200>
export type FeedItem = FeedPage['data'][number]

/** Which page of which size the next request asks for: the API pages by page and per_page. */
export type FeedPageParam = { page: number; perPage: number }

/**
 * The page that holds the `more` items after the first `loaded`: with `loaded` a multiple of
 * `more` (15, 20 and 12 are multiples of 5 and 3), it is page loaded / more + 1 of size `more`.
 */
export const nextFeedPage = (loaded: number, more: number): FeedPageParam => ({
  page: Math.floor(loaded / more) + 1,
  perPage: more,
})

/** GET /api/feed: one page for the list's types and member. */
export const listFeed = async (
  params: FeedListParams,
  { page, perPage }: FeedPageParam,
  signal?: AbortSignal,
) => {
  const response = await api.feed.$get(
    {
      query: {
        page: String(page),
        per_page: String(perPage),
        ...(params.filterBy.length > 0 ? { filter_by: params.filterBy.join(',') } : {}),
        ...(params.userId ? { user_id: String(params.userId) } : {}),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

/** The first page of `first` items, then pages of `more` after what is loaded. */
export const feedListOptions = (params: FeedListParams) =>
  infiniteQueryOptions({
    queryKey: feedKeys.list(params),
    initialPageParam: { page: 1, perPage: params.first } as FeedPageParam,
    queryFn: ({ pageParam, signal }) => listFeed(params, pageParam, signal),
    getNextPageParam: (last: FeedPage, pages: FeedPage[]) => {
      // What the pages asked for, not what came: an item that left meanwhile does not shift them.
      const loaded = params.first + (pages.length - 1) * params.more
      return loaded < last.meta.pagination.total ? nextFeedPage(loaded, params.more) : undefined
    },
    placeholderData: keepPreviousData,
  })
