import { Page } from '@/components/layout/page'
import { PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import { PollsList } from './polls-list'

/**
 * /my-polls (spec 01 §2): the polls the member created, in every status, each marked with it; only
 * an approved poll links to its page (the others are not open to readers yet).
 */
export function MyPollsScreen() {
  const me = useMe()
  // The member guard has loaded the member before this screen opens.
  if (!me.data) return <PageSkeleton />
  return (
    <Page>
      <PageTitle>My polls</PageTitle>
      <PollsList filters={{ scope: 'mine', userId: me.data.id }} />
    </Page>
  )
}
