import type { Deps } from '../../lib/deps'
import type { ApprovalItem, ListApprovalsQuery } from '../posts.schemas'

// CONTRACT STUB (lead): the posts-worker helper implements it.
export const listApprovals = async (
  _deps: Deps,
  _query: ListApprovalsQuery,
): Promise<{ rows: ApprovalItem[]; total: number }> => {
  throw new Error('not implemented')
}
