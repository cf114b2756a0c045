import { MembersScreen } from '@/features/members/components/members-screen'
import { MembersAccess } from './members-access'

/**
 * /members: the directory. The cards' actions (Connect / Connected / Cancel, Message) come from
 * the connections and messaging features through `actionsFor`.
 */
export function MembersRoute() {
  return (
    <MembersAccess>
      <MembersScreen />
    </MembersAccess>
  )
}
