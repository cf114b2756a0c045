import { trustedJson } from '../lib/json'
import { imageSrc } from '../uploads/uploads.resources'
import { fullName, initialsOf } from '../users/users.resources'
import type { ConnectionRow, ConnectRequestRow } from './connections.queries'
import {
  memberRow,
  type BlockResource,
  type ConnectionResource,
  type ConnectRequestResource,
  type MemberSummary,
  type ReportResource,
} from './connections.schemas'
import type { BlockRow, ReportRow } from './member-safety.queries'

/** Rows → the connections contract (spec 01 §3); members built as JSON in SQL are parsed here. */

export const toMemberSummary = (json: string): MemberSummary => {
  const u = trustedJson(memberRow, json)
  return {
    id: u.id,
    full_name: fullName(u),
    forename: u.forename,
    slug: u.slug,
    img: imageSrc(u.img),
    initials: initialsOf(u),
    company: u.company,
  }
}

export const toConnectRequest = (
  row: ConnectRequestRow,
  relations: readonly string[] = ['user_from', 'user_to'],
): ConnectRequestResource => ({
  id: row.id,
  user_id: row.user_to_id,
  user_from_id: row.user_from_id,
  message: row.message,
  status: row.status,
  created_at: row.created_at,
  updated_at: row.updated_at,
  ...(relations.includes('user_from') ? { user_from: toMemberSummary(row.user_from) } : {}),
  ...(relations.includes('user_to') ? { user_to: toMemberSummary(row.user_to) } : {}),
})

export const toConnection = (row: ConnectionRow): ConnectionResource => ({
  user_from_id: row.user_from_id,
  user_to_id: row.user_to_id,
  created_at: row.created_at,
  user_to: toMemberSummary(row.user_to),
})

export const toBlock = (row: BlockRow): BlockResource => ({
  user_id: row.blocked_id,
  created_at: row.created_at,
  user: toMemberSummary(row.user),
})

export const toReport = (row: ReportRow): ReportResource => ({
  id: row.id,
  reason: row.reason,
  status: row.status,
  created_at: row.created_at,
  resolved_at: row.resolved_at,
  reported: toMemberSummary(row.reported),
  reporter: row.reporter ? toMemberSummary(row.reporter) : null,
  resolved_by:
    row.resolver_id === null
      ? null
      : {
          id: row.resolver_id,
          full_name: fullName({
            forename: row.resolver_forename ?? '',
            surname: row.resolver_surname ?? '',
          }),
        },
})
