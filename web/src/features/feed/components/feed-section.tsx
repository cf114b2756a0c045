import { FEED_MEMBER_VIEW, FEED_MEMBER_VIEW_MORE } from '@worker/feed/feed.schemas'
import { FeedList } from './feed-list'

/** The feed on the member's home (spec 01 §9 member view): 12 items, "Load more" adds 3. */
export function FeedSection({ meId }: { meId: number }) {
  return (
    <FeedList
      meId={meId}
      label="Latest in the community"
      filterBy={[]}
      userId={null}
      first={FEED_MEMBER_VIEW}
      more={FEED_MEMBER_VIEW_MORE}
      empty="Nothing new yet."
    />
  )
}
