import type { Deps } from '../../lib/deps'
import { listApprovalsStatements } from '../approvals.queries'
import { toAuthor } from '../posts.resources'
import type { ApprovalItem, ListApprovalsQuery } from '../posts.schemas'

/** GET /api/approvals: what waits for this manager, across types, in one db.batch. */
export const listApprovals = async (
  deps: Deps,
  query: ListApprovalsQuery,
): Promise<{ rows: ApprovalItem[]; total: number }> => {
  const { db, auth } = deps
  const statements = listApprovalsStatements(db, auth.tokenHash, query)
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  return {
    rows: rows.map((row) => ({
      item_type: row.itemType,
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      created_at: row.createdAt,
      user: toAuthor(row.userJson),
    })),
    total: count?.total ?? 0,
  }
}
