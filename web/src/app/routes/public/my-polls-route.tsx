import { MyPollsScreen } from '@/features/polls/components/my-polls-screen'
import { ViewAccess } from './view-access'

/** /my-polls (members only): the member's own polls in every status. */
export function MyPollsRoute() {
  return (
    <ViewAccess permission="polls.view" resource="Polls">
      <MyPollsScreen />
    </ViewAccess>
  )
}
