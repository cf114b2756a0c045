import { Button, Center, Stack } from '@mantine/core'
import { useInfiniteQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode } from 'react'
import { AdvertSlot } from '@/components/adverts/advert-slot'
import { EmptyState, ErrorState, ListLoading } from '@/components/page-states'
import type { FeedListParams } from '../api/feed-keys'
import { feedListOptions } from '../api/list-feed'
import { FeedItemCard } from '../item-types'

type Props = FeedListParams & {
  meId: number | null
  /** The list's name for screen readers. */
  label: string
  empty?: string
}

/** A feed advert (spec 02 §3 position 'feed') after every this many items. */
const ADVERT_EVERY = 5

const asListItem = (card: ReactNode) => <li>{card}</li>

/** A feed: the first page, then "Load more" adds `more` (spec 01 §9). */
export function FeedList({ meId, label, empty = 'Nothing here yet.', ...params }: Props) {
  const list = useInfiniteQuery(feedListOptions(params))
  const items = list.data?.pages.flatMap((p) => p.data) ?? []
  if (list.isPending) return <ListLoading label="Loading the feed…" />
  if (list.isError && items.length === 0)
    return (
      <ErrorState message="The feed could not be loaded." onRetry={() => void list.refetch()} />
    )
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <Stack gap="md" aria-busy={list.isFetching}>
      <Stack
        gap="md"
        component="ul"
        aria-label={label}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {items.map((item, i) => (
          <Fragment key={`${item.itemType}-${item.id}`}>
            <li>
              <FeedItemCard item={item} meId={meId} />
            </li>
            {(i + 1) % ADVERT_EVERY === 0 && (
              <AdvertSlot position="feed" index={(i + 1) / ADVERT_EVERY - 1} wrap={asListItem} />
            )}
          </Fragment>
        ))}
      </Stack>
      {list.hasNextPage && (
        <Center>
          <Button
            variant="default"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            Load more
          </Button>
        </Center>
      )}
    </Stack>
  )
}
