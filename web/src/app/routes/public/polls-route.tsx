import { PollsScreen } from '@/features/polls/components/polls-screen'
import { ViewAccess } from './view-access'

/** /polls: the poll cards, behind polls.view (spec 01 §6). */
export function PollsRoute() {
  return (
    <ViewAccess permission="polls.view" resource="Polls">
      <PollsScreen />
    </ViewAccess>
  )
}
