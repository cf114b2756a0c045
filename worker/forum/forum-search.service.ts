import type { Deps } from '../lib/deps'
import type { ForumSearchResult, SearchQuery } from './forum.schemas'

/** Forum search: FTS5 over threads and replies, with by:{slug} and tagged:{tag}, within what the viewer may read. */
export const searchForum = async (_deps: Deps, _query: SearchQuery): Promise<{ rows: ForumSearchResult[]; total: number }> => {
  throw new Error('not implemented')
}
