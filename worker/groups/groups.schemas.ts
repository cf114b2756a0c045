import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { withParam } from '../lib/query-lists'
import { richTextDoc } from '../lib/rich-text'
import { imageRef } from '../uploads/uploads.schemas'

/** Spec 02 §3 Group, §4 group membership, spec 01 §4 group join: the groups contract. */
export const GROUP_STATUSES = ['pending', 'approved', 'rejected'] as const
export const GROUP_PRIVACIES = ['private', 'public'] as const
export type GroupStatus = (typeof GROUP_STATUSES)[number]
export type GroupPrivacy = (typeof GROUP_PRIVACIES)[number]

export {
  JOINED_GROUP,
  REQUEST_SENT,
  REQUESTED_TO_JOIN,
  REQUEST_TO_JOIN,
  USER_ADDED,
  USER_REMOVED,
  REQUEST_DECLINED,
  GROUP_GATES_CATEGORIES,
} from './group-messages.schemas'

export type GroupMember = {
  id: number
  full_name: string
  slug: string
  img: string | null
  initials: string
  company: string | null
  joined_at: string | null
}

export type GroupRequestResource = {
  id: number
  group_id: number
  user_id: number
  user: GroupMember | null
  created_at: string
}

export type GroupResource = {
  id: number
  title: string
  slug: string
  /** TipTap document as stored (checked when written); the app renders the nodes it knows. */
  description: { type: 'doc'; content?: unknown[] } | null
  /** Banner address to show (an upload's src or https), or null. */
  img: string | null
  status: GroupStatus
  privacy: GroupPrivacy
  /** 1 for a private group (spec 02 §3 "private flag"). */
  private: 0 | 1
  show_members: boolean
  settings: { hide_attendees: boolean }
  total_users: number
  /** The viewer belongs to the group. */
  is_member: boolean
  /** The viewer asked to join and waits. */
  userRequested: boolean
  created_at: string
  updated_at: string
  /** With `with=users` (managers, or members when show_members): the members. */
  users?: GroupMember[]
  /** For group managers: the pending requests (spec 02 §3 user_requests: id, user_id). */
  user_requests?: GroupRequestResource[]
}

const optionalBool = z.boolean().optional()

export const createGroupInput = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(120, 'Titles are at most 120 characters'),
  description: richTextDoc.nullable().optional(),
  img: imageRef.nullable().optional(),
  /** Only managers set it; new groups are pending (spec 02 §4). */
  status: z.enum(GROUP_STATUSES).optional(),
  privacy: z.enum(GROUP_PRIVACIES, { error: 'Choose private or public' }).default('private'),
  show_members: z.boolean().default(true),
  settings: z.object({ hide_attendees: optionalBool }).optional(),
})
export type CreateGroupInput = z.infer<typeof createGroupInput>

/** Every field optional, without defaults. */
export const updateGroupInput = z.object({
  title: createGroupInput.shape.title.optional(),
  description: richTextDoc.nullable().optional(),
  img: imageRef.nullable().optional(),
  status: z.enum(GROUP_STATUSES).optional(),
  privacy: z.enum(GROUP_PRIVACIES, { error: 'Choose private or public' }).optional(),
  show_members: optionalBool,
  settings: z.object({ hide_attendees: optionalBool }).optional(),
})
export type UpdateGroupInput = z.infer<typeof updateGroupInput>

export const GROUP_RELATIONS = ['users', 'user_requests'] as const
export const listGroupsQuery = pagingQuery(20).and(
  z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(GROUP_STATUSES).optional(),
  }),
)
export type ListGroupsQuery = z.infer<typeof listGroupsQuery>
export const getGroupQuery = z.object({ with: withParam(GROUP_RELATIONS).optional() })
export const groupKeyParam = z.object({ id: z.string().min(1).max(140) })
export const groupUserParams = z.object({
  id: z.coerce.number().int().positive(),
  user_id: z.coerce.number().int().positive(),
})

/**
 * The member manager's lists (spec 02 §2): scope=members lists the group's members; scope=all
 * lists every active member with whether they belong (the All Users tab's add/remove buttons).
 */
export const listGroupUsersQuery = pagingQuery(20).and(
  z.object({
    scope: z.enum(['members', 'all']).default('members'),
    q: z.string().trim().max(100).optional(),
  }),
)
export type ListGroupUsersQuery = z.infer<typeof listGroupUsersQuery>
export type GroupUserRow = GroupMember & { is_member: boolean }

export const addGroupUserInput = z.object({
  user_id: z.number({ error: 'Choose a member' }).int().positive(),
})

/** POST /api/group-user-requests (spec 01 §7): a member asks to join (user_id is themselves). */
export const groupRequestInput = z.object({
  group_id: z.number({ error: 'Choose a group' }).int().positive(),
  user_id: z.number().int().positive(),
})
export type GroupRequestInput = z.infer<typeof groupRequestInput>

/** A public group is joined at once; a private one gets a request for a manager. */
export type GroupJoinResult = {
  status: 'joined' | 'requested'
  message: string
  request: { id: number; group_id: number; user_id: number } | null
}

export const listGroupRequestsQuery = pagingQuery(50).and(
  z.object({ group_id: z.coerce.number().int().positive().optional() }),
)
export type ListGroupRequestsQuery = z.infer<typeof listGroupRequestsQuery>
