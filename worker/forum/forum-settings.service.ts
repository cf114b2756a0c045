import type { Deps } from '../lib/deps'
import { updateSettings } from '../settings/settings.service'

/** PUT /api/settings/forum (spec 02 §4 forum toggle): saves is_forum_active (off closes members' live sockets). */
export const saveForumSettings = async (
  deps: Deps,
  input: { is_forum_active: boolean },
): Promise<{ is_forum_active: boolean }> => {
  const settings = await updateSettings(deps, { is_forum_active: input.is_forum_active })
  return { is_forum_active: settings.is_forum_active }
}
