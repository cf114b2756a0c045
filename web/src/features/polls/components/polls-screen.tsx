import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'
import { PollsList } from './polls-list'

/** /polls (spec 01 §2): the approved polls, newest first, each as a card to vote on. */
export function PollsScreen() {
  return (
    <Page>
      <PageTitle>Polls</PageTitle>
      <PollsList filters={{ scope: 'public' }} />
    </Page>
  )
}
