import { infiniteQueryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import { api } from '@/lib/api-client'
import { FIRST_PAGE_SIZE, nextPage, pollsKeys, type PageParam } from '../polls-keys'

export type PollsPage = InferResponseType<typeof api.polls.$get, 200>
export type Poll = PollsPage['data'][number]

/**
 * `public`: /polls, approved polls newest first. `mine`: one member's own polls in every status
 * (/my-polls), pending and rejected included.
 */
export type PollsFilters = { scope: 'public' } | { scope: 'mine'; userId: number }

const filterQuery = (filters: PollsFilters) =>
  filters.scope === 'mine'
    ? { user_id: String(filters.userId), status: 'all' as const }
    : { hide_if_child: '1' as const }

/** GET /api/polls with each poll's options and siblings (the card shows both). */
export const listPolls = async (filters: PollsFilters, paging: PageParam, signal?: AbortSignal) => {
  const response = await api.polls.$get(
    {
      query: {
        ...filterQuery(filters),
        with: 'options,siblings',
        page: String(paging.page),
        per_page: String(paging.perPage),
      },
    },
    { init: { signal } },
  )
  return response.json()
}

/** Spec 01 §9: 9 polls, and "Load more" adds 3. */
export const pollsListOptions = (filters: PollsFilters) =>
  infiniteQueryOptions({
    queryKey: pollsKeys.list(filters),
    initialPageParam: { page: 1, perPage: FIRST_PAGE_SIZE } satisfies PageParam,
    queryFn: ({ pageParam, signal }) => listPolls(filters, pageParam, signal),
    getNextPageParam: nextPage,
  })
