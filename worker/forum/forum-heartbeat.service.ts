import type { Deps } from '../lib/deps'
import type { ForumHeartbeat } from './forum.schemas'

/** The polling fallback (spec 01 §7): replies changed or deleted since a unix time; null when none. */
export const forumHeartbeat = async (_deps: Deps, _query: { since: number; forum_thread_id?: number | undefined }): Promise<ForumHeartbeat | null> => {
  throw new Error('not implemented')
}
