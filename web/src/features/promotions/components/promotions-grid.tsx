import { Button, Group, SimpleGrid, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import {
  promotionsListOptions,
  type PromotionFilters,
  type PromotionItem,
} from '../api/list-promotions'
import { PromotionCard } from './promotion-card'

type Props = {
  filters: PromotionFilters
  onEdit?: (promotion: PromotionItem) => void
}

/** Spec 01 §9: 6 promotions, "Load more" adds 6; one column on a phone, up to three on a desktop. */
export function PromotionsGrid({ filters, onEdit }: Props) {
  const list = useInfiniteQuery(promotionsListOptions(filters))

  if (list.isPending) return <ListLoading label="Loading promotions…" />
  if (list.isError)
    return (
      <ErrorState
        message="The promotions could not be loaded."
        onRetry={() => void list.refetch()}
      />
    )

  // A promotion can arrive twice if one is added between pages; show it once.
  const seen = new Set<number>()
  const promotions = list.data.pages
    .flatMap((p) => p.data)
    .filter((p) => !seen.has(p.id) && seen.add(p.id))
  if (promotions.length === 0) return <EmptyState>{PROMOTION_MESSAGES.noPromotions}</EmptyState>

  return (
    <Stack gap="md" aria-busy={list.isFetching}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {promotions.map((promotion) => (
          <PromotionCard
            key={promotion.id}
            promotion={promotion}
            showStatus={filters.scope === 'mine'}
            onEdit={onEdit}
          />
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
