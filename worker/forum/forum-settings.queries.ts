import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { siteSettings } from '../db/schema'
import { compiled } from '../db/compiled'

/**
 * The forum's on/off switch as a statement (spec 02 §4: is_forum_active, and the forum feature
 * flag). Put it in the request's first batch, then pass its rows to `assertForumOn` (forum.policy).
 */
export const forumSwitchQuery = (db: Db) =>
  // Compiled once per isolate: every forum request sends it (worker/db/compiled.ts).
  compiled(
    db,
    'forum.switch',
    () =>
      db
        .select({ key: siteSettings.key, value: siteSettings.value })
        .from(siteSettings)
        .where(inArray(siteSettings.key, ['is_forum_active', 'features'])),
    {},
  )
