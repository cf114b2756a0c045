import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { InferResponseType } from 'hono/client'
import type { listVotesQuery } from '@worker/polls/polls.schemas'
import type { ListQuery } from '@/components/admin/list-query-params'
import { api } from '@/lib/api-client'
import { voteKeys } from './admin-polls-keys'

/** The queue's filter: one poll's votes (the polls list's "Votes" opens it so). */
export const VOTE_QUEUE_FILTERS = ['poll_id'] as const
export type VoteQueueQuery = ListQuery<typeof listVotesQuery, (typeof VOTE_QUEUE_FILTERS)[number]>
export type PendingVote = InferResponseType<(typeof api)['poll-votes']['$get'], 200>['data'][number]

/** GET /api/poll-votes?status=pending: votes waiting for approval, oldest first. */
export const listPendingVotesQuery = (filters: VoteQueueQuery) =>
  queryOptions({
    queryKey: voteKeys.pending(filters),
    queryFn: async ({ signal }) => {
      const query = { status: 'pending' as const, ...filters }
      return (await api['poll-votes'].$get({ query }, { init: { signal } })).json()
    },
    placeholderData: keepPreviousData,
  })

/** How many votes wait (the polls list's "Votes waiting: N"): a one-row page's total. */
export const pendingVoteCountQuery = () =>
  queryOptions({
    queryKey: voteKeys.pending({ count: true }),
    queryFn: async ({ signal }) => {
      const query = { status: 'pending' as const, page: '1', page_size: '1' }
      const page = await (await api['poll-votes'].$get({ query }, { init: { signal } })).json()
      return page.meta.pagination.total
    },
  })
