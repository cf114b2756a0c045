import { Button, Group, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { THREAD_PREVIEW_CHARS } from '@worker/forum/forum-limits.schemas'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { threadsListOptions, type ThreadItem, type ThreadsFilters } from '../api/list-threads'
import { excerptOf } from './post-body'
import { ThreadRow, ThreadRows, type ThreadRowData } from './thread-row'

/** A listed thread as its row shows it: the preview cut at 500 characters (spec 01 §9). */
export const threadRowOf = (thread: ThreadItem): ThreadRowData => ({
  href: thread.url,
  title: thread.title,
  excerpt: excerptOf(thread.body, thread.entities, THREAD_PREVIEW_CHARS),
  isSticky: thread.is_sticky,
  isPrivate: thread.private,
  tags: thread.tags,
  author: thread.user,
  participants: thread.participants,
  replies: thread.total_replies,
  likes: thread.total_likes,
  time: { at: thread.last_activity_at, label: 'Last activity' },
})

/** Spec 01 §9: 9 threads (sticky first), "Load more" adds 3. */
export function ThreadList({ filters, empty }: { filters: ThreadsFilters; empty: string }) {
  const list = useInfiniteQuery(threadsListOptions(filters))
  if (list.isPending) return <ListLoading label="Loading threads…" />
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
      <ThreadRows>
        {threads.map((thread) => (
          <ThreadRow key={thread.id} row={threadRowOf(thread)} />
        ))}
      </ThreadRows>
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
