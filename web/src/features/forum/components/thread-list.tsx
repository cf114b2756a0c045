import { Button, Group, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { EmptyState, ErrorState, LoadingState } from '@/components/page-states'
import { threadsListOptions, type ThreadsFilters } from '../api/list-threads'
import { ThreadListCard } from './thread-list-card'

/** Spec 01 §9: 9 threads (sticky first), "Load more" adds 3. */
export function ThreadList({ filters, empty }: { filters: ThreadsFilters; empty: string }) {
  const list = useInfiniteQuery(threadsListOptions(filters))
  if (list.isPending) return <LoadingState label="Loading threads…" />
  if (list.isError)
    return (
      <ErrorState message="The threads could not be loaded." onRetry={() => void list.refetch()} />
    )

  // A thread can arrive twice if one is posted between pages; show it once.
  const seen = new Set<number>()
  const threads = list.data.pages
    .flatMap((p) => p.data)
    .filter((t) => !seen.has(t.id) && seen.add(t.id))
  if (threads.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <Stack gap="md">
      {threads.map((thread) => (
        <ThreadListCard key={thread.id} thread={thread} />
      ))}
      {list.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            onClick={() => void list.fetchNextPage()}
            loading={list.isFetchingNextPage}
          >
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  )
}
