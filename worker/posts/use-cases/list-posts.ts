import type { Deps } from '../../lib/deps'
import { listPostsStatements, postViewerOf } from '../posts.queries'
import { toNewsSummary, toResourceSummary } from '../posts.resources'
import type { ListPostsQuery, NewsSummary, ResourceSummary } from '../posts.schemas'

/** GET /api/news and /api/resources: one page and its total in one db.batch. */

const listPage = async (deps: Deps, type: 'news' | 'resource', query: ListPostsQuery) => {
  const { db, auth } = deps
  const statements = listPostsStatements(db, type, postViewerOf(type, auth.tokenHash), query)
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  return { rows, total: count?.total ?? 0 }
}

export const listNews = async (
  deps: Deps,
  query: ListPostsQuery,
): Promise<{ rows: NewsSummary[]; total: number }> => {
  const { rows, total } = await listPage(deps, 'news', query)
  return { rows: rows.map(toNewsSummary), total }
}

/** Resources locked to the reader still list, as cards with locked=true (no body, no files). */
export const listResources = async (
  deps: Deps,
  query: ListPostsQuery,
): Promise<{ rows: ResourceSummary[]; total: number }> => {
  const { rows, total } = await listPage(deps, 'resource', query)
  return { rows: rows.map(toResourceSummary), total }
}
