import type { ReactNode } from 'react'
import type { FeedItemType } from '@worker/feed/feed.schemas'
import { hasLanded } from '@/lib/coming-soon-screens'
import type { FeedItem } from './api/list-feed'
import {
  EventFeedCard,
  MemberFeedCard,
  NewsFeedCard,
  PollFeedCard,
  PromotionFeedCard,
  ResourceFeedCard,
  SurveyFeedCard,
} from './components/feed-cards'

type Entry<T extends FeedItemType> = {
  /** The filter's label when GET /api/settings/titles has not answered. */
  label: string
  /** The item's page. */
  path: (item: Extract<FeedItem, { itemType: T }>) => string
  card: (props: {
    item: Extract<FeedItem, { itemType: T }>
    to: string | null
    meId: number | null
  }) => ReactNode
}

/**
 * The feed's item types on the web (the worker's registry is worker/content/item-types.ts): a
 * new type is one entry, its card and its page.
 */
export const FEED_TYPES: { [T in FeedItemType]: Entry<T> } = {
  event: { label: 'Events', path: (i) => `/events/${i.slug}`, card: EventFeedCard },
  news: { label: 'News', path: (i) => `/news/${i.slug}`, card: NewsFeedCard },
  resource: { label: 'Resources', path: (i) => `/resources/${i.slug}`, card: ResourceFeedCard },
  member: { label: 'Members', path: (i) => `/members/${i.slug}`, card: MemberFeedCard },
  poll: { label: 'Polls', path: (i) => `/polls/${i.id}`, card: PollFeedCard },
  survey: { label: 'Surveys', path: (i) => `/surveys/${i.id}`, card: SurveyFeedCard },
  promotion: {
    label: 'Promotions',
    path: (i) => `/promotions/${i.slug}`,
    card: PromotionFeedCard,
  },
}

/** An item's card, linking to its page only once that page exists (no dead ends). */
export function FeedItemCard({ item, meId }: { item: FeedItem; meId: number | null }) {
  const entry = FEED_TYPES[item.itemType] as Entry<FeedItemType>
  const path = entry.path(item as never)
  const Card = entry.card as (props: {
    item: FeedItem
    to: string | null
    meId: number | null
  }) => ReactNode
  return <Card item={item} to={hasLanded(path) ? path : null} meId={meId} />
}
