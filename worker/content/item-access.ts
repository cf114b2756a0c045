import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Actor } from '../lib/actor'
import type { Check } from '../lib/request-auth'
import { forbidden, invalid, unauthenticated } from '../lib/errors'
import { can } from '../lib/policy'
import { rawAll } from '../lib/raw-sql'
import type { SqlViewer } from '../lib/viewer-sql'
import { UNKNOWN_ITEM_TYPE } from './engagement.schemas'
import {
  ITEM_TYPES,
  KNOWN_ITEM_TYPES,
  viewerForTypeOfActor,
  type KnownItemType,
} from './item-types'

/**
 * Who may reach an item that comments and likes hang on: its type must be one the registry knows
 * (else 422), the caller must hold the type's view permission (visitors 401, members 403), and
 * the item must be readable by them (else 404, the same as a missing one).
 */

export const isKnownItemType = (type: string): type is KnownItemType =>
  (KNOWN_ITEM_TYPES as readonly string[]).includes(type)

/** The registry's name for `type`, or a 422 on item_type. */
export const knownItemType = (type: string): KnownItemType => {
  if (!isKnownItemType(type)) throw invalid({ item_type: [UNKNOWN_ITEM_TYPE] })
  return type
}

/** A guard check (RequestAuth.require): the caller holds the type's view permission. */
export const mayViewType =
  (type: KnownItemType): Check =>
  (actor) =>
    can(actor, ITEM_TYPES[type].viewPermission)
      ? null
      : actor.user
        ? forbidden()
        : unauthenticated()

/** Throws as mayViewType says (writes, once the actor is loaded). */
export const assertMayViewType = (actor: Actor, type: KnownItemType) => {
  const error = mayViewType(type)(actor)
  if (error) throw error
}

/** One row `{readable: 1}` when `viewer` may read the item, else none: for the caller's batch. */
export const readableItemStatement = (
  db: Db,
  type: KnownItemType,
  viewer: SqlViewer,
  itemId: number,
) =>
  rawAll<{ readable: number }>(
    db,
    sql`SELECT 1 AS readable WHERE ${ITEM_TYPES[type].readableSql(viewer, sql`${itemId}`)}`,
  )

/**
 * SQL: the item named by the columns `typeColumn` and `idColumn` (a comment's) is readable by the
 * loaded actor, whatever its type (each type with its own manage keys). Unknown types: never.
 */
export const itemReadableByActorSql = (actor: Actor, typeColumn: SQL, idColumn: SQL) =>
  sql`(CASE ${typeColumn} ${sql.join(
    KNOWN_ITEM_TYPES.map(
      (type) =>
        sql`WHEN ${type} THEN (${ITEM_TYPES[type].readableSql(viewerForTypeOfActor(type, actor), idColumn)})`,
    ),
    sql` `,
  )} ELSE 0 END)`

/** Whom to tell about activity on an item, and where it lives in the app. */
export type ItemSubject = { user_id: number | null; title: string; slug: string }

/** Per type: its author, title and address (notifications about comments). */
const SUBJECTS: Record<
  KnownItemType,
  { select: (id: number) => SQL; path: (slug: string) => string }
> = {
  event: {
    select: (id) => sql`SELECT user_id, title, slug FROM events WHERE id = ${id}`,
    path: (slug) => `/events/${slug}`,
  },
  news: {
    select: (id) => sql`SELECT user_id, title, slug FROM posts WHERE id = ${id} AND type = 'news'`,
    path: (slug) => `/news/${slug}`,
  },
  resource: {
    select: (id) =>
      sql`SELECT user_id, title, slug FROM posts WHERE id = ${id} AND type = 'resource'`,
    path: (slug) => `/resources/${slug}`,
  },
  // Polls and surveys have no slug: their pages are addressed by id.
  poll: {
    select: (id) =>
      sql`SELECT user_id, title, CAST(id AS TEXT) AS slug FROM polls WHERE id = ${id} AND type = 'poll'`,
    path: (slug) => `/polls/${slug}`,
  },
  survey: {
    select: (id) =>
      sql`SELECT user_id, title, CAST(id AS TEXT) AS slug FROM polls WHERE id = ${id} AND type = 'survey'`,
    path: (slug) => `/surveys/${slug}`,
  },
  promotion: {
    select: (id) =>
      sql`SELECT user_id, title, slug FROM posts WHERE id = ${id} AND type = 'promotion'`,
    path: (slug) => `/promotions/${slug}`,
  },
  // A member's own profile: the member is its "author".
  member: {
    select: (id) =>
      sql`SELECT id AS user_id, trim(forename || ' ' || surname) AS title, slug FROM users WHERE id = ${id}`,
    path: (slug) => `/members/${slug}`,
  },
}

/** The item's author, title and slug, for the caller's batch. */
export const itemSubjectStatement = (db: Db, type: KnownItemType, itemId: number) =>
  rawAll<ItemSubject>(db, SUBJECTS[type].select(itemId))

/** The app's address of an item. */
export const itemPath = (type: KnownItemType, slug: string) => SUBJECTS[type].path(slug)
