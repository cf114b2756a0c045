import { sql, type SQL } from 'drizzle-orm'
import type { Actor } from '../lib/actor'
import { forbidden } from '../lib/errors'
import { canAny } from '../lib/policy'
import { settingFrom } from '../settings/setting-from'
import {
  memberOfGroupSql,
  userHoldsSql,
  viewerOfActor,
  viewerOfSession,
  viewerOfUser,
  type SqlViewer,
} from '../lib/viewer-sql'
import { qualified } from '../lib/sql-columns'
import { FORUM_OFF } from './forum.schemas'

/**
 * Who may read the forum's parts, as SQL evaluated inside the read itself (so a page costs one
 * round trip with the session rows riding along). Spec 01 §6, issue 4:
 * - a category with a group is open only to the group's members and to managers;
 * - a private thread only to its author, the members mentioned in it, and forum managers.
 * Managers are holders of forum-threads.manage, forum-categories.manage or groups.manage
 * (super_admin holds everything).
 */
export type ForumViewer = SqlViewer

/** Who manages the forum: sees every category and private thread. */
export const FORUM_MANAGER_KEYS = [
  'forum-threads.manage',
  'forum-categories.manage',
  'groups.manage',
] as const

export const forumViewerOf = (tokenHash: string | null): ForumViewer =>
  viewerOfSession(tokenHash, FORUM_MANAGER_KEYS)

/**
 * A member known by id (an SQL value) rather than by session: a live room's connections, decided
 * again when access changes. Deactivated members count as visitors.
 */
export const forumViewerOfUser = (userId: SQL): ForumViewer =>
  viewerOfUser(userId, FORUM_MANAGER_KEYS)

const col = qualified

/** The category (alias, default forum_categories) is open to the viewer. */
export const categoryAccessibleSql = (viewer: ForumViewer, alias = 'forum_categories') =>
  sql`(${col(alias, 'group_id')} IS NULL OR ${viewer.manages} OR ${memberOfGroupSql(viewer, col(alias, 'group_id'))})`

/**
 * The thread (alias, default forum_threads) is readable, given its category is accessible: public,
 * or private and the viewer wrote it, is mentioned in it, or manages the forum.
 */
export const threadVisibleSql = (viewer: ForumViewer, alias = 'forum_threads') =>
  sql`(${col(alias, 'private')} = 0 OR ${viewer.manages} OR ${col(alias, 'user_id')} = ${viewer.id}
    OR EXISTS (SELECT 1 FROM forum_thread_mentions ftm WHERE ftm.forum_thread_id = ${col(alias, 'id')} AND ftm.user_id = ${viewer.id}))`

/**
 * The thread (alias) is readable, category included: for lists and lookups that do not join the
 * category themselves.
 */
export const threadReadableSql = (viewer: ForumViewer, alias = 'forum_threads') =>
  sql`(${threadVisibleSql(viewer, alias)} AND EXISTS (SELECT 1 FROM forum_categories fc WHERE fc.id = ${col(alias, 'forum_category_id')}
    AND ${categoryAccessibleSql(viewer, 'fc')}))`

/**
 * SQL: the member `userId` may read the thread `threadId` (both SQL values), category included
 * and the forum's switch aside: the live rooms' re-check (worker/live/live-read.ts).
 */
export const threadReadableByUserSql = (userId: SQL, threadId: SQL) =>
  sql`EXISTS (SELECT 1 FROM forum_threads t WHERE t.id = ${threadId} AND ${threadReadableSql(forumViewerOfUser(userId), 't')})`

/** Who keeps the forum while it is switched off, so they can prepare it. */
const FORUM_OFF_KEYS = ['forum-threads.manage', 'forum-categories.manage'] as const

/** SQL: the member `userId` (an SQL value) keeps the forum while it is off (as assertForumOn). */
export const keepsForumWhenOffSql = (userId: SQL) =>
  sql`(${sql.join(
    FORUM_OFF_KEYS.map((key) => userHoldsSql(userId, key)),
    sql` OR `,
  )})`

/**
 * The forum's switch (rows of `forumSwitchQuery`). Forum managers keep access while it is off, so
 * they can prepare it.
 */
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
  if (canAny(actor, FORUM_OFF_KEYS)) return
  throw forbidden(FORUM_OFF)
}

/** A loaded actor as a forum viewer: plain values, no session subqueries (writes know the actor). */
export const forumViewerOfActor = (actor: Actor): ForumViewer =>
  viewerOfActor(actor, FORUM_MANAGER_KEYS)
