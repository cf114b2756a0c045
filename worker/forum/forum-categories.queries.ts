import { asc, count, getTableColumns, sql } from 'drizzle-orm'
import { slugCollisions } from '../lib/slugs'
import type { Db } from '../db/client'
import { forumCategories } from '../db/schema'
import type { Paging } from '../lib/paging'
import { categoryAccessibleSql, type ForumViewer } from './forum.policy'

/**
 * Category reads as single statements for one db.batch: the viewer's group state and access are
 * SQL, so the index costs one round trip with the session rows.
 */

const C = { id: sql.raw('forum_categories.id'), groupId: sql.raw('forum_categories.group_id') }

export const categoryColumns = (viewer: ForumViewer) => ({
  ...getTableColumns(forumCategories),
  // json() keeps the nested array JSON (a subquery's value would otherwise be embedded as text).
  groupJson: sql<
    string | null
  >`(SELECT json_object('id', g.id, 'title', g.title, 'slug', g.slug, 'privacy', g.privacy,
      'user_requests', json((SELECT json_group_array(json_object('id', r.id, 'user_id', r.user_id))
        FROM group_user_requests r WHERE r.group_id = g.id AND r.user_id = ${viewer.id})))
    FROM groups g WHERE g.id = ${C.groupId})`.as('group_json'),
  canAccess: sql<number>`${categoryAccessibleSql(viewer)}`.as('can_access'),
})

export type CategoryRow = typeof forumCategories.$inferSelect & {
  groupJson: string | null
  canAccess: number
}

/** `42` is an id, anything else a slug. */
export const categoryKeySql = (key: string, alias = 'forum_categories') =>
  /^\d+$/.test(key)
    ? sql`${sql.raw(alias)}.id = ${Number(key)}`
    : sql`${sql.raw(alias)}.slug = ${key}`

export const listCategoriesStatements = (db: Db, viewer: ForumViewer, paging: Paging) => ({
  rows: db
    .select(categoryColumns(viewer))
    .from(forumCategories)
    .orderBy(asc(forumCategories.position), asc(forumCategories.name), asc(forumCategories.id))
    .limit(paging.perPage)
    .offset(paging.offset),
  total: db.select({ total: count() }).from(forumCategories),
})

export const getCategoryStatement = (db: Db, viewer: ForumViewer, key: string) =>
  db.select(categoryColumns(viewer)).from(forumCategories).where(categoryKeySql(key))

/** The category slugs `base` could collide with. */
export const takenCategorySlugsQuery = (db: Db, base: string) =>
  db
    .select({ slug: forumCategories.slug, id: forumCategories.id })
    .from(forumCategories)
    .where(slugCollisions(forumCategories.slug, base))
