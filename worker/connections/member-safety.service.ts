import { nowIso } from '../db/schema/columns'
import { afterAnswer, requireUser, type Deps } from '../lib/deps'
import { recheckLiveAccess } from '../live/live-access'
import { conflict, invalid, notFound } from '../lib/errors'
import { notify } from '../notifications/notify'
import { fullName } from '../users/users.resources'
import { reportReadersQuery } from './connections.queries'
import { toBlock, toReport } from './connections.resources'
import {
  ALREADY_REPORTED,
  CANNOT_BLOCK_YOURSELF,
  CANNOT_REPORT_YOURSELF,
  MEMBER_BLOCKED,
  MEMBER_UNBLOCKED,
  NOT_BLOCKED,
  REPORT_REOPENED,
  REPORT_RESOLVED,
  REPORT_SENT,
  type BlockMemberInput,
  type ListBlocksQuery,
  type ListReportsQuery,
  type ReportMemberInput,
  type UpdateReportInput,
} from './connections.schemas'
import {
  blockStatements,
  insertReportStatement,
  listBlocksStatements,
  listReportsStatements,
  memberQuery,
  unblockStatement,
  updateReportStatements,
} from './member-safety.queries'

/**
 * Member safety beyond the spec: blocking (ends a connection and pending requests between the two;
 * the directory, connections and messaging read member_blocks both ways) and reporting a member
 * to the admins, who resolve reports from the admin area.
 */

export const ADMIN_REPORTS_PATH = '/admin/member-reports'

const existingMember = async (deps: Deps, id: number) => {
  const [[member]] = await deps.db.batch([memberQuery(deps.db, id)])
  if (!member) throw notFound()
  return member
}

export const listBlocks = async (deps: Deps, query: ListBlocksQuery) => {
  const { db } = deps
  const [rows, [count]] = await db.batch(listBlocksStatements(db, deps.auth.tokenHash ?? '', query))
  return { rows: rows.map(toBlock), total: count?.total ?? 0 }
}

/** Blocking twice is not an error: the member stays blocked. */
export const blockMember = async (deps: Deps, input: BlockMemberInput) => {
  const actor = await requireUser(deps)
  if (input.user_id === actor.user.id) throw invalid({ user_id: [CANNOT_BLOCK_YOURSELF] })
  await existingMember(deps, input.user_id)
  await deps.db.batch(
    blockStatements(deps.db, { me: actor.user.id, them: input.user_id, now: nowIso() }),
  )
  // A block takes away their live conversation: the message rooms' read rule closes the sockets.
  await afterAnswer(deps, recheckLiveAccess(deps, { users: [actor.user.id, input.user_id] }))
  return { user_id: input.user_id, blocked: true, message: MEMBER_BLOCKED }
}

export const unblockMember = async (deps: Deps, userId: number) => {
  const actor = await requireUser(deps)
  const [removed] = await deps.db.batch([unblockStatement(deps.db, actor.user.id, userId)])
  if (removed.length === 0) throw notFound(NOT_BLOCKED)
  return { user_id: userId, blocked: false, message: MEMBER_UNBLOCKED }
}

/** One open report per reporter and member; the admins who manage users are told. */
export const reportMember = async (deps: Deps, input: ReportMemberInput) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const me = actor.user
  if (input.user_id === me.id) throw invalid({ user_id: [CANNOT_REPORT_YOURSELF] })
  const reported = await existingMember(deps, input.user_id)
  const [written, readers] = await db.batch([
    insertReportStatement(db, {
      me: me.id,
      them: reported.id,
      reason: input.reason,
      now: nowIso(),
    }),
    reportReadersQuery(db),
  ])
  const [report] = written
  if (!report) throw conflict(ALREADY_REPORTED)
  await notify(
    deps,
    readers.filter((r) => r.id !== reported.id),
    'member.reported',
    {
      title: `${fullName(me)} reported ${fullName(reported)}`,
      link: ADMIN_REPORTS_PATH,
      data: { report_id: report.id, user_id: reported.id },
      values: { actor_name: fullName(me), reported_name: fullName(reported) },
    },
  ).catch((error: unknown) => console.error('member.reported notification failed', error))
  return { id: report.id, user_id: reported.id, message: REPORT_SENT }
}

export const listReports = async (deps: Deps, query: ListReportsQuery) => {
  const [rows, [count]] = await deps.db.batch(listReportsStatements(deps.db, query))
  return { rows: rows.map(toReport), total: count?.total ?? 0 }
}

export const updateReport = async (deps: Deps, id: number, input: UpdateReportInput) => {
  const actor = await requireUser(deps)
  const [updated, [row]] = await deps.db.batch(
    updateReportStatements(deps.db, { id, status: input.status, by: actor.user.id, now: nowIso() }),
  )
  if (updated.length === 0 || !row) throw notFound()
  return {
    ...toReport(row),
    notice: input.status === 'resolved' ? REPORT_RESOLVED : REPORT_REOPENED,
  }
}
