import { sql, type SQL } from 'drizzle-orm'
import { sessionHoldsSql } from '../auth/sessions'

/**
 * Who may read the forum's parts, as SQL evaluated inside the read itself (so a page costs one
 * round trip with the session rows riding along). Spec 01 §6, issue 4:
 * - a category with a group is open only to the group's members and to managers;
 * - a private thread only to its author, the members mentioned in it, and forum managers.
 * Managers are holders of forum-threads.manage, forum-categories.manage or groups.manage
 * (super_admin holds everything).
 */
export type ForumViewer = {
  /** The signed-in member's id, or NULL. */
  id: SQL
  /** 1 when the viewer manages the forum (sees every category and private thread). */
  manages: SQL
  signedIn: boolean
}

export const forumViewerOf = (tokenHash: string | null): ForumViewer => {
  if (!tokenHash) return { id: sql`NULL`, manages: sql`0`, signedIn: false }
  // Only a live session of an active user counts (the same rule as sessionQueries).
  const id = sql`(SELECT s.user_id FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
    AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND u.is_active = 1)`
  const manages = sql`(${id} IS NOT NULL AND (${sessionHoldsSql(tokenHash, 'forum-threads.manage')}
    OR ${sessionHoldsSql(tokenHash, 'forum-categories.manage')} OR ${sessionHoldsSql(tokenHash, 'groups.manage')}))`
  return { id, manages, signedIn: true }
}

/** SQL: does the user `userId` (an SQL value) hold `key`, by their role and custom role? */
const userHoldsSql = (userId: SQL, key: string) =>
  sql`EXISTS (SELECT 1 FROM users hu WHERE hu.id = ${userId} AND (hu.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp
    JOIN roles r ON r.id = rp.role_id WHERE rp.permission_key = ${key} AND (r.key = hu.role OR r.id = hu.role_id))))`

/**
 * A member known by id (an SQL value) rather than by session: the live room's viewers, checked
 * again at every publish. Deactivated members count as visitors.
 */
export const forumViewerOfUser = (userId: SQL): ForumViewer => {
  const id = sql`(SELECT au.id FROM users au WHERE au.id = ${userId} AND au.is_active = 1)`
  const manages = sql`(${id} IS NOT NULL AND (${userHoldsSql(id, 'forum-threads.manage')}
    OR ${userHoldsSql(id, 'forum-categories.manage')} OR ${userHoldsSql(id, 'groups.manage')}))`
  return { id, manages, signedIn: true }
}

const col = (alias: string, name: string) => sql.raw(`${alias}.${name}`)

/** The viewer belongs to the group `groupId` (a column or value). */
export const memberOfGroupSql = (viewer: ForumViewer, groupId: SQL) =>
  sql`EXISTS (SELECT 1 FROM group_users gu WHERE gu.group_id = ${groupId} AND gu.user_id = ${viewer.id})`

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
