import { trustedJson } from '../lib/json'
import { imageSrc } from '../uploads/uploads.resources'
import { fullName, initialsOf } from '../users/users.resources'
import { memberJson, type EngagementUser, type MemberJson } from './engagement.schemas'

/** The member beside a comment or a like, from the JSON engagementUserJsonSql builds. */
export const toEngagementUser = (value: string | MemberJson | null): EngagementUser | null => {
  if (value === null) return null
  const u = typeof value === 'string' ? trustedJson(memberJson, value) : value
  return {
    id: u.id,
    full_name: fullName(u),
    slug: u.slug,
    img: imageSrc(u.img),
    initials: initialsOf(u),
  }
}
