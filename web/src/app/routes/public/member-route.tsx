import { Group } from '@mantine/core'
import { useParams } from 'react-router'
import { ConnectButton } from '@/components/members/connect-button'
import { MemberSafetyMenu } from '@/components/members/member-safety-menu'
import { SendMessageButton } from '@/components/members/send-message-button'
import type { MemberProfile } from '@/features/members/api/get-member'
import { MemberProfileScreen } from '@/features/members/components/member-profile-screen'
import { MembersAccess } from './members-access'

/** The ways to reach a member from their profile (the XSS suite renders them too). */
export const profileActions = (member: MemberProfile) => (
  <Group gap="xs" wrap="wrap">
    <ConnectButton member={member} />
    {/* Members write only to their connections (spec 01 §6). */}
    {member.is_connected && <SendMessageButton recipient={member} />}
    <MemberSafetyMenu member={member} />
  </Group>
)

/**
 * /members/:slug: a member's profile with the ways to reach them: connect, message a connection,
 * and block or report.
 */
export function MemberRoute() {
  const { slug = '' } = useParams()
  return (
    <MembersAccess>
      <MemberProfileScreen key={slug} slug={slug} actionsFor={profileActions} />
    </MembersAccess>
  )
}
