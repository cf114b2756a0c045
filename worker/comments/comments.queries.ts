import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { engagementUserJsonSql } from '../content/engagement-sql'
import { itemReadableByActorSql } from '../content/item-access'
import type { Actor } from '../lib/actor'
import { sqlInt, type Paging } from '../lib/paging'
import { rawAll } from '../lib/raw-sql'

/**
 * Comment statements for one db.batch each. A top-level comment comes with its replies (oldest
 * first) as one JSON column built in SQL, so a page is one statement however many replies it has.
 */

const replyJsonSql = sql`json_object('id', r.id, 'parent_id', r.parent_id, 'body', r.body,
  'entities', json(r.entities), 'item_id', r.item_id, 'item_type', r.item_type, 'user_id', r.user_id,
  'created_at', r.created_at, 'updated_at', r.updated_at, 'user', json(${engagementUserJsonSql(sql.raw('r.user_id'))}))`

const commentColumns = sql`c.id, c.parent_id, c.body, c.entities, c.item_id, c.item_type, c.user_id,
  c.created_at, c.updated_at, ${engagementUserJsonSql(sql.raw('c.user_id'))} AS user_json,
  (SELECT json_group_array(json(rr.reply)) FROM (SELECT ${replyJsonSql} AS reply FROM comments r
    WHERE r.parent_id = c.id ORDER BY r.created_at, r.id) rr) AS replies_json`

export type CommentRow = {
  id: number
  parent_id: number | null
  body: string
  entities: string
  item_id: number
  item_type: string
  user_id: number
  created_at: string
  updated_at: string
  user_json: string | null
  /** '[]' for a reply or a comment without replies. */
  replies_json: string
}

/**
 * A page of an item's top-level comments, newest first (spec 01 §7), and their number. `readable`
 * (uncorrelated, so SQLite decides it once) is in both: an item the viewer may not read gives
 * no rows and a total of 0, whatever the caller does next.
 */
export const commentPageStatements = (
  db: Db,
  item: { type: string; id: number },
  readable: SQL,
  paging: Paging,
) => {
  const where = sql`c.item_type = ${item.type} AND c.item_id = ${item.id} AND c.parent_id IS NULL AND ${readable}`
  return [
    rawAll<CommentRow>(
      db,
      sql`SELECT ${commentColumns} FROM comments c WHERE ${where}
      ORDER BY c.created_at DESC, c.id DESC LIMIT ${sqlInt(paging.perPage)} OFFSET ${sqlInt(paging.offset)}`,
    ),
    rawAll<{ total: number }>(db, sql`SELECT count(*) AS total FROM comments c WHERE ${where}`),
  ] as const
}

/** One comment (with its replies when top level) by id, or by SQL selecting one. */
export const commentByIdStatement = (db: Db, id: number | SQL) =>
  rawAll<CommentRow>(db, sql`SELECT ${commentColumns} FROM comments c WHERE c.id = ${id}`)

/** A comment as a write needs it: its item, owner, and whether the actor may read its item. */
export type CommentForWrite = {
  id: number
  parent_id: number | null
  item_type: string
  item_id: number
  user_id: number
  readable: number
}

export const commentForWriteStatement = (db: Db, actor: Actor, id: number) =>
  rawAll<CommentForWrite>(
    db,
    sql`SELECT c.id, c.parent_id, c.item_type, c.item_id, c.user_id,
      ${itemReadableByActorSql(actor, sql.raw('c.item_type'), sql.raw('c.item_id'))} AS readable
    FROM comments c WHERE c.id = ${id}`,
  )

/** The comment a new one replies to (any item: the caller checks it is the same). */
export const parentStatement = (db: Db, id: number) =>
  rawAll<Omit<CommentForWrite, 'readable'>>(
    db,
    sql`SELECT id, parent_id, item_type, item_id, user_id FROM comments WHERE id = ${id}`,
  )

/** The new comment; item_counters follows by trigger (migration 0016). */
export const insertCommentStatement = (
  db: Db,
  row: {
    itemType: string
    itemId: number
    parentId: number | null
    userId: number
    body: string
    now: string
  },
) =>
  rawAll<{ id: number }>(
    db,
    sql`INSERT INTO comments (item_type, item_id, parent_id, user_id, body, entities, created_at, updated_at)
    VALUES (${row.itemType}, ${row.itemId}, ${row.parentId}, ${row.userId}, ${row.body}, '[]', ${row.now}, ${row.now})
    RETURNING id`,
  )

/** Batches run as one transaction and ids only grow: the comment inserted just before. */
export const LATEST_COMMENT_ID = sql`(SELECT max(id) FROM comments)`

/** The owner's new body; nothing changes for anyone else. */
export const updateCommentStatement = (
  db: Db,
  input: { id: number; userId: number; body: string; now: string },
) =>
  rawAll<{ id: number }>(
    db,
    sql`UPDATE comments SET body = ${input.body}, updated_at = ${input.now}
    WHERE id = ${input.id} AND user_id = ${input.userId} RETURNING id`,
  )

/** A comment and its replies, in one batch: the replies first, then the comment. */
export const deleteCommentStatements = (db: Db, id: number) =>
  [
    rawAll<{ id: number }>(db, sql`DELETE FROM comments WHERE parent_id = ${id} RETURNING id`),
    rawAll<{ id: number }>(db, sql`DELETE FROM comments WHERE id = ${id} RETURNING id`),
  ] as const

/** The item's comment count after a write (item_counters, kept by triggers). */
export const commentCountStatement = (db: Db, item: { type: string; id: number }) =>
  rawAll<{ total_comments: number }>(
    db,
    sql`SELECT total_comments FROM item_counters WHERE item_type = ${item.type} AND item_id = ${item.id}`,
  )

/** Active members to tell about a comment. */
export const recipientsStatement = (db: Db, ids: number[]) =>
  rawAll<{ id: number; email: string; forename: string; surname: string }>(
    db,
    sql`SELECT id, email, forename, surname FROM users WHERE is_active = 1 AND id IN (${sql.join(
      (ids.length ? ids : [0]).map((id) => sql`${id}`),
      sql`, `,
    )})`,
  )
