import type { ReactNode } from 'react'
import { ConnectButton, type ConnectableMember } from '@/components/members/connect-button'
import { MembersScreen } from '@/features/members/components/members-screen'
import { MembersAccess } from './members-access'

const cardActions = (member: ConnectableMember): ReactNode => (
  <ConnectButton member={member} size="xs" />
)

/** /members: the directory, each card with its Connect / Cancel-connect / Connected button. */
export function MembersRoute() {
  return (
    <MembersAccess>
      <MembersScreen actionsFor={cardActions} />
    </MembersAccess>
  )
}
