import { Group } from '@mantine/core'
import { useParams } from 'react-router'
import { ConnectButton } from '@/components/members/connect-button'
import { MemberSafetyMenu } from '@/components/members/member-safety-menu'
import { MemberProfileScreen } from '@/features/members/components/member-profile-screen'
import { MembersAccess } from './members-access'

/** /members/:slug: a member's profile with the ways to reach them: connect, and block or report. */
export function MemberRoute() {
  const { slug = '' } = useParams()
  return (
    <MembersAccess>
      <MemberProfileScreen
        key={slug}
        slug={slug}
        actionsFor={(member) => (
          <Group gap="xs" wrap="wrap">
            <ConnectButton member={member} />
            <MemberSafetyMenu member={member} />
          </Group>
        )}
      />
    </MembersAccess>
  )
}
