import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { POST_MESSAGES } from '@worker/posts/posts.schemas'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import { newsListOptions, type NewsFilters, type NewsItem } from '../api/list-news'
import { NewsCard } from './news-card'

type Props = {
  filters: NewsFilters
  onEdit?: (post: NewsItem) => void
}

/** Spec 01 §9: 12 cards, "Load more" adds 12; one column on a phone, up to three on a desktop. */
export function NewsGrid({ filters, onEdit }: Props) {
  const list = useInfiniteQuery(newsListOptions(filters))

  if (list.isPending) return <ListLoading label="Loading news…" />
  if (list.isError)
    return (
      <ErrorState message="The news could not be loaded." onRetry={() => void list.refetch()} />
    )

  // A post can arrive twice if one is added between pages; show it once.
  const seen = new Set<number>()
  const posts = list.data.pages
    .flatMap((p) => p.data)
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
  if (posts.length === 0) return <EmptyState>{POST_MESSAGES.noPosts}</EmptyState>

  return (
    <Stack gap="md" aria-busy={list.isFetching}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {posts.map((post) => (
          <NewsCard key={post.id} post={post} onEdit={onEdit} />
        ))}
      </SimpleGrid>
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
