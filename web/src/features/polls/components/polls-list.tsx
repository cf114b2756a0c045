import { SimpleGrid, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { POLL_MESSAGES } from '@worker/polls/polls.schemas'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { pollsListOptions, type PollsFilters } from '../api/list-polls'
import { LoadMore } from './load-more'
import { PollCard } from './poll-card'

/** Spec 01 §9: 9 poll cards, "Load more" adds 3; one column on a phone, up to three wide. */
export function PollsList({ filters }: { filters: PollsFilters }) {
  const list = useInfiniteQuery(pollsListOptions(filters))

  if (list.isPending) return <ListLoading label="Loading polls…" />
  if (list.isError)
    return (
      <ErrorState message="The polls could not be loaded." onRetry={() => void list.refetch()} />
    )

  // A poll can arrive twice if one is added between pages; show it once.
  const seen = new Set<number>()
  const polls = list.data.pages
    .flatMap((p) => p.data)
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
  if (polls.length === 0) return <EmptyState>{POLL_MESSAGES.noPolls}</EmptyState>

  return (
    <Stack gap="md" aria-busy={list.isFetching}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {polls.map((poll) => (
          <PollCard key={poll.id} poll={poll} showStatus={filters.scope === 'mine'} />
        ))}
      </SimpleGrid>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        failed={list.isFetchNextPageError}
        onMore={() => void list.fetchNextPage()}
      />
    </Stack>
  )
}
