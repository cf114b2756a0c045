import type { FeedItemType } from '@worker/feed/feed.schemas'

/** What a feed list shows: its types (none = every type), one member's items, its page sizes. */
export type FeedListParams = {
  filterBy: readonly FeedItemType[]
  userId: number | null
  /** The first page's size, and how many each "Load more" adds (spec 01 §9). */
  first: number
  more: number
}

/** Query keys of the feed feature. */
export const feedKeys = {
  all: ['feed'] as const,
  list: (params: FeedListParams) => [...feedKeys.all, 'list', params] as const,
  titles: ['settings', 'titles'] as const,
}
