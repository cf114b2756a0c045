import { useParams } from 'react-router'
import { MemberProfileScreen } from '@/features/members/components/member-profile-screen'

/** /members/:slug: a member's profile; its actions come through `actionsFor`, as on the cards. */
export function MemberRoute() {
  const { slug = '' } = useParams()
  return <MemberProfileScreen key={slug} slug={slug} />
}
