import { z } from 'zod'
import { pagingQuery } from '../lib/paging'
import { flagParam, withParam } from '../lib/query-lists'

/**
 * Connections between members (spec 01 §3 Connect request, Connection; §4 connect; §7 connects and
 * connect requests), and the member-safety tools beside them: blocking and reporting a member.
 */

// The spec's texts (spec 01 §4, §8) and ours where it is silent.
export const connectedWith = (name: string) => `You are now connected with ${name}`
export const REQUEST_SENT = 'Connect request sent'
export const REQUEST_IGNORED = 'Request ignored'
export const REQUEST_CANCELLED = 'Connect request cancelled'
export const CONNECTION_REMOVED = 'Connection removed'
export const NOT_YOURSELF = 'You cannot connect with yourself'
export const ALREADY_CONNECTED = 'You are already connected with this member'
export const ALREADY_ASKED = 'You have already asked to connect with this member'
export const ALREADY_ANSWERED = 'This request has already been answered'
export const ONLY_RECIPIENT_ANSWERS = 'Only the member who was asked can answer this request'
export const ONLY_SENDER_CANCELS = 'Only the member who sent this request can cancel it'
export const CANNOT_CONNECT = 'You cannot connect with this member'
export const NOT_CONNECTED = 'You are not connected with this member'
export const CANNOT_BLOCK_YOURSELF = 'You cannot block yourself'
export const CANNOT_REPORT_YOURSELF = 'You cannot report yourself'
export const MEMBER_BLOCKED = 'Member blocked'
export const MEMBER_UNBLOCKED = 'Member unblocked'
export const NOT_BLOCKED = 'You have not blocked this member'
export const REPORT_SENT = 'Thank you. The admins will look at your report.'
export const ALREADY_REPORTED = 'You have already reported this member; the admins will look at it'
export const REPORT_RESOLVED = 'Report resolved'
export const REPORT_REOPENED = 'Report reopened'

/** Spec 01 §9: connection lists fetch 100 at a time, request lists 999. */
export const CONNECTIONS_PAGE_SIZE = 100
export const REQUESTS_PAGE_SIZE = 999
export const MESSAGE_MAX = 500
export const REASON_MAX = 2000

export const CONNECT_REQUEST_STATUSES = ['pending', 'accepted', 'ignored'] as const
export type ConnectRequestStatus = (typeof CONNECT_REQUEST_STATUSES)[number]
export const REPORT_STATUSES = ['open', 'resolved'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]

const memberId = z.number({ error: 'Choose a member' }).int().positive('Choose a member')

/** POST /api/connect-requests (spec 01 §7): user_id and an optional message. */
export const createConnectRequestInput = z.object({
  user_id: memberId,
  message: z
    .string()
    .trim()
    .max(MESSAGE_MAX, `Messages are at most ${MESSAGE_MAX} characters`)
    .nullable()
    .optional(),
})
export type CreateConnectRequestInput = z.infer<typeof createConnectRequestInput>

/** PUT /api/connect-requests/{id}: the recipient accepts or ignores. */
export const answerConnectRequestInput = z.object({
  status: z.enum(['accepted', 'ignored'], { error: 'Choose accepted or ignored' }),
})
export type AnswerConnectRequestInput = z.infer<typeof answerConnectRequestInput>

export const CONNECT_REQUEST_RELATIONS = ['user_from', 'user_to'] as const

/**
 * GET /api/connect-requests (spec 01 §7: received, with, page, page_size): received=1 the requests
 * sent to me, received=0 those I sent; pending unless a status is named. user_id narrows to the
 * requests between me and one member (the member card's Cancel-connect finds its request so).
 */
export const listConnectRequestsQuery = pagingQuery(REQUESTS_PAGE_SIZE).and(
  z.object({
    received: flagParam.default(true),
    with: withParam(CONNECT_REQUEST_RELATIONS).optional(),
    status: z.enum(CONNECT_REQUEST_STATUSES).default('pending'),
    user_id: z.coerce.number().int().positive().optional(),
  }),
)
export type ListConnectRequestsQuery = z.infer<typeof listConnectRequestsQuery>

export const CONNECTION_RELATIONS = ['user_to'] as const

/** GET /api/connects (spec 01 §7: user_id_from, with, page_size); user_id_from defaults to me. */
export const listConnectsQuery = pagingQuery(CONNECTIONS_PAGE_SIZE).and(
  z.object({
    user_id_from: z.coerce.number().int().positive().optional(),
    with: withParam(CONNECTION_RELATIONS).optional(),
  }),
)
export type ListConnectsQuery = z.infer<typeof listConnectsQuery>

/** The other member of a connection or block, by their user id. */
export const memberIdParam = z.object({ user_id: z.coerce.number().int().positive() })

export const blockMemberInput = z.object({ user_id: memberId })
export type BlockMemberInput = z.infer<typeof blockMemberInput>

export const listBlocksQuery = pagingQuery(50).and(
  z.object({ user_id: z.coerce.number().int().positive().optional() }),
)
export type ListBlocksQuery = z.infer<typeof listBlocksQuery>

export const reportMemberInput = z.object({
  user_id: memberId,
  reason: z
    .string({ error: 'Tell us what happened' })
    .trim()
    .min(1, 'Tell us what happened')
    .max(REASON_MAX, `Reasons are at most ${REASON_MAX} characters`),
})
export type ReportMemberInput = z.infer<typeof reportMemberInput>

/** The admin list of reports: 15 a page, newest first, open ones unless asked. */
export const listReportsQuery = pagingQuery(15).and(
  z.object({ status: z.enum(REPORT_STATUSES).optional() }),
)
export type ListReportsQuery = z.infer<typeof listReportsQuery>

export const updateReportInput = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Choose open or resolved' }),
})
export type UpdateReportInput = z.infer<typeof updateReportInput>

/** A member as these lists show them: enough for a picture or initials and a link. */
export type MemberSummary = {
  id: number
  full_name: string
  forename: string
  slug: string
  img: string | null
  initials: string
  company: string | null
}

/** Spec 01 §3 Connect request: user_id (the member asked), message, status, user_from, user_to. */
export type ConnectRequestResource = {
  id: number
  user_id: number
  user_from_id: number
  message: string | null
  status: ConnectRequestStatus
  created_at: string
  updated_at: string
  user_from?: MemberSummary
  user_to?: MemberSummary
}

/** A request just written, with what the screen says about it. */
export type ConnectRequestResult = ConnectRequestResource & { notice: string }

/** Spec 01 §3 Connection: user_to {id, full_name}, stored once each way. */
export type ConnectionResource = {
  user_from_id: number
  user_to_id: number
  created_at: string
  user_to?: MemberSummary
}

export type BlockResource = { user_id: number; created_at: string; user: MemberSummary }

export type ReportResource = {
  id: number
  reason: string
  status: ReportStatus
  created_at: string
  resolved_at: string | null
  reported: MemberSummary
  reporter: MemberSummary | null
  resolved_by: { id: number; full_name: string } | null
}

/** A member as the lists' SQL builds them (json_object), parsed before it leaves. */
export const memberRow = z.object({
  id: z.number(),
  forename: z.string(),
  surname: z.string(),
  slug: z.string(),
  img: z.string().nullable(),
  company: z.string().nullable(),
})
export type MemberRow = z.infer<typeof memberRow>
