import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { ItemType } from '../db/schema'
import type { Actor } from '../lib/actor'
import { memberOfGroupSql, viewerOfActor, viewerOfSession, type SqlViewer } from '../lib/viewer-sql'

/**
 * The content types that comments, likes and the feed serve (spec 01 §1), and who may read each.
 * Comments, likes, the feed, its filters and GET /api/settings/titles all read this table, so a
 * new type (polls, surveys, promotions, packages) is one entry here and one on the web
 * (web/src/lib/item-types.tsx), not a change in every module.
 */
export type ItemTypeEntry = {
  type: ItemType
  /** The feed filter's label (GET /api/settings/titles). */
  label: string
  /** Without it the type is not offered, not listed and not readable (spec 01 §6). */
  viewPermission: string
  /** Holders see the type's items in any status. */
  manageKeys: readonly string[]
  /**
   * SQL: item `itemId` exists and `viewer` (built with this entry's manageKeys) may read it in
   * full. The view permission is checked apart, by the caller.
   */
  readableSql: (viewer: SqlViewer, itemId: SQLWrapper) => SQL
}

/** Approved posts for everyone, the author's own in any status, every post for a manager. */
const postReadable =
  (type: 'news' | 'resource' | 'promotion') => (viewer: SqlViewer, itemId: SQLWrapper) =>
    sql`EXISTS (SELECT 1 FROM posts p WHERE p.id = ${itemId} AND p.type = ${type}
    AND (${viewer.manages} OR p.user_id = ${viewer.id} OR (p.status = 'approved'
      AND (p.group_id IS NULL OR ${memberOfGroupSql(viewer, sql.raw('p.group_id'))}))))`

export const ITEM_TYPES = {
  event: {
    type: 'event',
    label: 'Events',
    viewPermission: 'events.view',
    manageKeys: ['events.manage'],
    // The rule of worker/events/events.queries.ts visibleSql.
    readableSql: (viewer, itemId) =>
      sql`EXISTS (SELECT 1 FROM events e WHERE e.id = ${itemId} AND (${viewer.manages} OR e.user_id = ${viewer.id}
        OR (e.status = 'approved' AND (e.private = 0 OR ${viewer.id} IS NOT NULL))))`,
  },
  news: {
    type: 'news',
    label: 'News',
    viewPermission: 'news.view:directory',
    manageKeys: ['news.manage'],
    readableSql: postReadable('news'),
  },
  resource: {
    type: 'resource',
    label: 'Resources',
    viewPermission: 'resources.view',
    manageKeys: ['resources.manage'],
    // A resource tied to a group is open only to the group's members (spec 02 §6).
    readableSql: postReadable('resource'),
  },
  member: {
    type: 'member',
    label: 'Members',
    viewPermission: 'users.view:directory',
    manageKeys: [],
    // Active members in the directory, and never across a block either way.
    readableSql: (viewer, itemId) =>
      sql`EXISTS (SELECT 1 FROM users mu WHERE mu.id = ${itemId} AND mu.is_active = 1 AND mu.in_directory = 1
        AND NOT EXISTS (SELECT 1 FROM member_blocks mb WHERE (mb.blocker_id = mu.id AND mb.blocked_id = ${viewer.id})
          OR (mb.blocker_id = ${viewer.id} AND mb.blocked_id = mu.id)))`,
  },
  poll: {
    type: 'poll',
    label: 'Polls',
    viewPermission: 'polls.view',
    manageKeys: ['polls.manage'],
    // An embedded poll is read with its survey.
    readableSql: (viewer, itemId) =>
      sql`EXISTS (SELECT 1 FROM polls pl LEFT JOIN polls sv ON sv.id = pl.survey_id WHERE pl.id = ${itemId}
        AND pl.type = 'poll' AND (${viewer.manages} OR pl.user_id = ${viewer.id} OR (pl.status = 'approved'
          AND (sv.id IS NULL OR sv.status = 'approved' AND (sv.is_private = 0 OR ${viewer.id} IS NOT NULL)))))`,
  },
  survey: {
    type: 'survey',
    label: 'Surveys',
    // Surveys follow the poll rules (spec 02 §4): there is no surveys.view.
    viewPermission: 'polls.view',
    manageKeys: ['polls.manage', 'surveys.manage'],
    readableSql: (viewer, itemId) =>
      sql`EXISTS (SELECT 1 FROM polls sv WHERE sv.id = ${itemId} AND sv.type = 'survey' AND (${viewer.manages}
        OR sv.user_id = ${viewer.id} OR (sv.status = 'approved' AND (sv.is_private = 0 OR ${viewer.id} IS NOT NULL))))`,
  },
  promotion: {
    type: 'promotion',
    label: 'Promotions',
    viewPermission: 'promotions.view',
    manageKeys: ['promotions.manage'],
    readableSql: postReadable('promotion'),
  },
} satisfies Partial<Record<ItemType, ItemTypeEntry>>

export type KnownItemType = keyof typeof ITEM_TYPES
export const KNOWN_ITEM_TYPES = Object.keys(ITEM_TYPES) as [KnownItemType, ...KnownItemType[]]

export const itemTypeEntry = (type: KnownItemType): ItemTypeEntry => ITEM_TYPES[type]

/** The reader of a request for one type's rules (its manage keys decide `manages`). */
export const viewerForType = (type: KnownItemType, tokenHash: string | null) =>
  viewerOfSession(tokenHash, ITEM_TYPES[type].manageKeys)

/** The same for a loaded actor (writes). */
export const viewerForTypeOfActor = (type: KnownItemType, actor: Actor) =>
  viewerOfActor(actor, ITEM_TYPES[type].manageKeys)
