import { inArray } from 'drizzle-orm'
import type { Db } from '../db/client'
import { siteSettings } from '../db/schema'
import type { Actor } from '../lib/actor'
import { forbidden } from '../lib/errors'
import { canAny } from '../lib/policy'
import { settingFrom } from '../settings/settings.service'
import { FORUM_OFF } from './forum.schemas'

/**
 * The forum's on/off switch (spec 02 §4: is_forum_active, and the forum feature flag). Put
 * `forumSwitchQuery` in the request's first batch; then `assertForumOn` with its rows and the
 * actor. Forum managers keep access while it is off, so they can prepare it.
 */
export const forumSwitchQuery = (db: Db) =>
  db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, ['is_forum_active', 'features']))

export const isForumOn = (rows: { key: string; value: unknown }[]) => {
  const active = settingFrom(
    'is_forum_active',
    rows.filter((r) => r.key === 'is_forum_active'),
  )
  const features = settingFrom(
    'features',
    rows.filter((r) => r.key === 'features'),
  )
  return active && features.forum
}

export const assertForumOn = (rows: { key: string; value: unknown }[], actor: Actor) => {
  if (isForumOn(rows)) return
  if (canAny(actor, ['forum-threads.manage', 'forum-categories.manage'])) return
  throw forbidden(FORUM_OFF)
}
