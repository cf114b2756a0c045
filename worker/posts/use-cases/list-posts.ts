import type { Deps } from '../../lib/deps'
import type { ListPostsQuery, NewsSummary, ResourceSummary } from '../posts.schemas'

// CONTRACT STUB (lead): the posts-worker helper implements these.
export const listNews = async (
  _deps: Deps,
  _query: ListPostsQuery,
): Promise<{ rows: NewsSummary[]; total: number }> => {
  throw new Error('not implemented')
}
export const listResources = async (
  _deps: Deps,
  _query: ListPostsQuery,
): Promise<{ rows: ResourceSummary[]; total: number }> => {
  throw new Error('not implemented')
}
