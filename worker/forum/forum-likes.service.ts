import type { Deps } from '../lib/deps'
import type { Paging } from '../lib/paging'
import type { ForumLikeResource, ForumLikeResult, LikeInput } from './forum.schemas'

/** Likes: newest likers of a thread or reply, like (once per member), unlike by like id. */
const todo = (): never => {
  throw new Error('not implemented')
}

export const listLikes = async (_deps: Deps, _query: Paging & LikeInput): Promise<{ rows: ForumLikeResource[]; total: number }> => todo()
export const likeObject = async (_deps: Deps, _input: LikeInput): Promise<ForumLikeResult> => todo()
export const deleteLike = async (_deps: Deps, _id: number): Promise<ForumLikeResult> => todo()
