import { Stack } from '@mantine/core'
import { FEED_FILTERED_PER_PAGE, FEED_LOAD_MORE } from '@worker/feed/feed.schemas'
import { Page } from '@/components/layout/page'
import { PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import { FeedList } from './feed-list'

/** /my-feed: the member's own items (spec 01 §2), 20 then 5 at a time. */
export function MyFeedScreen() {
  const me = useMe()
  if (!me.data) return <PageSkeleton variant="list" />
  return (
    <Page width="reading">
      <Stack gap="lg">
        <PageTitle>My feed</PageTitle>
        <FeedList
          meId={me.data.id}
          label="My feed"
          filterBy={[]}
          userId={me.data.id}
          first={FEED_FILTERED_PER_PAGE}
          more={FEED_LOAD_MORE}
          empty="You have not posted anything yet."
        />
      </Stack>
    </Page>
  )
}
