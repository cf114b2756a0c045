import type { Deps } from '../../lib/deps'
import type { PostKind } from '../posts.schemas'

// CONTRACT STUB (lead): the posts-worker helper implements it.
export const deletePost = async (_deps: Deps, _type: PostKind, _key: string): Promise<void> => {
  throw new Error('not implemented')
}
