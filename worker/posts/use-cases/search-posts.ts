import type { Deps } from '../../lib/deps'
import type { PostSearchResult, SearchPostsInput } from '../posts.schemas'

// CONTRACT STUB (lead): the posts-worker helper implements it.
export const searchPosts = async (
  _deps: Deps,
  _input: SearchPostsInput,
): Promise<{ rows: PostSearchResult[]; total: number }> => {
  throw new Error('not implemented')
}
