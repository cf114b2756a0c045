import type { Deps } from '../lib/deps'

/** PUT /api/settings/forum (spec 02 §4 forum toggle): saves is_forum_active. */
export const saveForumSettings = async (_deps: Deps, _input: { is_forum_active: boolean }): Promise<{ is_forum_active: boolean }> => {
  throw new Error('not implemented')
}
