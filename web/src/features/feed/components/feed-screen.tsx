import { Chip, Group, Stack } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import {
  FEED_FILTERED_PER_PAGE,
  FEED_ITEM_TYPES,
  FEED_LOAD_MORE,
  FEED_PER_PAGE,
  type FeedItemType,
} from '@worker/feed/feed.schemas'
import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import { feedTitlesOptions } from '../api/get-feed-titles'
import { FEED_TYPES } from '../item-types'
import { FeedList } from './feed-list'

const isType = (value: string | null): value is FeedItemType =>
  (FEED_ITEM_TYPES as readonly (string | null)[]).includes(value)

/**
 * /feed: everything new, newest first (spec 01 §1). Filters only for the types the reader may
 * view, labelled by GET /api/settings/titles; 15 items, 20 with a filter, "Load more" adds 5.
 */
export function FeedScreen() {
  const me = useMe()
  const meId = me.data?.id ?? null
  const titles = useQuery({ ...feedTitlesOptions(meId), enabled: me.isSuccess })
  const [params, setParams] = useSearchParams()
  const wanted = params.get('type')
  const offered = FEED_ITEM_TYPES.filter((type) => titles.data?.[type] !== undefined)
  const filter = isType(wanted) && offered.includes(wanted) ? wanted : null
  const choose = (value: string) =>
    setParams(value === 'all' ? new URLSearchParams() : new URLSearchParams({ type: value }), {
      replace: true,
    })
  return (
    <Page width="reading">
      <Stack gap="lg">
        <PageTitle>Feed</PageTitle>
        {offered.length > 1 && (
          <Chip.Group multiple={false} value={filter ?? 'all'} onChange={choose}>
            <Group gap="xs" role="group" aria-label="Show">
              <Chip value="all">All</Chip>
              {offered.map((type) => (
                <Chip key={type} value={type}>
                  {titles.data?.[type] ?? FEED_TYPES[type].label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        {me.isSuccess && (
          <FeedList
            meId={meId}
            label="Feed"
            filterBy={filter ? [filter] : []}
            userId={null}
            first={filter ? FEED_FILTERED_PER_PAGE : FEED_PER_PAGE}
            more={FEED_LOAD_MORE}
            empty={
              filter ? `No ${(titles.data?.[filter] ?? '').toLowerCase()} yet.` : 'Nothing new yet.'
            }
          />
        )}
      </Stack>
    </Page>
  )
}
