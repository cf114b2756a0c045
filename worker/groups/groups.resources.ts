import { imageSrc } from '../uploads/uploads.resources'
import { fullName, initialsOf } from '../users/users.resources'
import type { GroupMember, GroupRequestResource, GroupResource } from './groups.schemas'
import type { GroupRow } from './groups.queries'

/** Rows of the group queries → the API's shapes. */

type MemberRow = {
  id: number
  forename: string
  surname: string
  slug: string
  img: string | null
  company: string | null
}

export const toGroupMember = (u: MemberRow, joinedAt: string | null): GroupMember => ({
  id: u.id,
  full_name: fullName(u),
  slug: u.slug,
  img: u.img,
  initials: initialsOf(u),
  company: u.company,
  joined_at: joinedAt,
})

export type RequestRow = {
  id: number
  groupId: number
  userId: number
  createdAt: string
  user: MemberRow | null
}

export const toGroupRequest = (r: RequestRow): GroupRequestResource => ({
  id: r.id,
  group_id: r.groupId,
  user_id: r.userId,
  user: r.user ? toGroupMember(r.user, null) : null,
  created_at: r.createdAt,
})

export const toGroupResource = (row: GroupRow): GroupResource => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  // Validated when written (richTextDoc); not parsed again on every read.
  description: row.description ?? null,
  img: imageSrc(row.img),
  status: row.status,
  privacy: row.privacy,
  private: row.privacy === 'private' ? 1 : 0,
  show_members: row.showMembers,
  settings: { hide_attendees: row.hideAttendees },
  total_users: row.totalUsers,
  is_member: Boolean(row.isMember),
  userRequested: Boolean(row.userRequested),
  created_at: row.createdAt,
  updated_at: row.updatedAt,
})
