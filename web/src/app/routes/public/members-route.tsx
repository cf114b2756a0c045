import { ConnectButton } from '@/components/members/connect-button'
import { MembersScreen } from '@/features/members/components/members-screen'
import { MembersAccess } from './members-access'

/** /members: the directory, each card with its Connect / Cancel-connect / Connected button. */
export function MembersRoute() {
  return (
    <MembersAccess>
      <MembersScreen actionsFor={(member) => <ConnectButton member={member} size="xs" />} />
    </MembersAccess>
  )
}
