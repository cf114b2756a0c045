import { useParams } from 'react-router'
import { MemberProfileScreen } from '@/features/members/components/member-profile-screen'
import { MembersAccess } from './members-access'

/** /members/:slug: a member's profile; its actions come through `actionsFor`, as on the cards. */
export function MemberRoute() {
  const { slug = '' } = useParams()
  return (
    <MembersAccess>
      <MemberProfileScreen key={slug} slug={slug} />
    </MembersAccess>
  )
}
