import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { siteSettings } from '../db/schema'

/**
 * The forum's on/off switch as a statement (spec 02 §4: is_forum_active, and the forum feature
 * flag). Put it in the request's first batch, then pass its rows to `assertForumOn` (forum.policy).
 */
export const forumSwitchQuery = (db: Db) =>
  db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['is_forum_active', 'features']))
