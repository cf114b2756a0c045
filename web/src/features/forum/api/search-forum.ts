import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '../../../lib/api-client'
import { forumKeys } from './forum-keys'

export type ForumSearchPage = InferResponseType<typeof api.forum.search.$get, 200>

/** GET /api/forum/search?q=: threads and replies matching the words, by:{slug} and tagged:{tag}. */
export const forumSearchOptions = (q: string) =>
  queryOptions({
    queryKey: forumKeys.search(q),
    queryFn: async ({ signal }) => {
      const response = await api.forum.search.$get({ query: { q, per_page: '50' } }, { init: { signal } })
      return response.json()
    },
    enabled: q.trim().length > 0,
    // A new search keeps the current results on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
