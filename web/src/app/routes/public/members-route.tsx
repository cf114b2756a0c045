import { ConnectButton } from '@/components/members/connect-button'
import type { MemberItem } from '@/features/members/api/list-members'
import { MembersScreen } from '@/features/members/components/members-screen'
import { MembersAccess } from './members-access'

const cardActions = (member: MemberItem) => <ConnectButton member={member} size="xs" />

/** /members: the directory, each card with its Connect / Cancel-connect / Connected button. */
export function MembersRoute() {
  return (
    <MembersAccess>
      <MembersScreen actionsFor={cardActions} />
    </MembersAccess>
  )
}
