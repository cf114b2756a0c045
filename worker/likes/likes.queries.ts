import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { engagementUserJsonSql } from '../content/engagement-sql'
import { sqlInt, type Paging } from '../lib/paging'
import { rawAll } from '../lib/raw-sql'

/** Like statements, each for one db.batch; item_counters follows every write by trigger. */

type ItemRef = { type: string; id: number }

export type LikeRow = {
  id: number
  item_id: number
  item_type: string
  user_id: number
  created_at: string
  user_json: string | null
}

const likeColumns = sql`l.id, l.item_id, l.item_type, l.user_id, l.created_at,
  ${engagementUserJsonSql(sql.raw('l.user_id'))} AS user_json`

/**
 * A page of an item's likers (newest first), its like count (item_counters) and the viewer's own
 * like. `readable` (uncorrelated, decided once) is in each: an unreadable item gives nothing.
 */
export const likePageStatements = (
  db: Db,
  item: ItemRef,
  readable: SQL,
  viewerId: SQL,
  paging: Paging,
) =>
  [
    rawAll<LikeRow>(
      db,
      sql`SELECT ${likeColumns} FROM likes l WHERE l.item_type = ${item.type} AND l.item_id = ${item.id}
      AND ${readable} ORDER BY l.created_at DESC, l.id DESC
      LIMIT ${sqlInt(paging.perPage)} OFFSET ${sqlInt(paging.offset)}`,
    ),
    rawAll<{ total: number }>(
      db,
      sql`SELECT total_likes AS total FROM item_counters WHERE item_type = ${item.type}
      AND item_id = ${item.id} AND ${readable}`,
    ),
    rawAll<{ id: number }>(
      db,
      sql`SELECT id FROM likes WHERE item_type = ${item.type} AND item_id = ${item.id}
      AND user_id = ${viewerId} AND ${readable}`,
    ),
  ] as const

/**
 * The member's like, only when `readable` holds; a second like (even twenty at once) changes
 * nothing: the unique index likes_item_user turns it into nothing.
 */
export const insertLikeStatement = (
  db: Db,
  like: ItemRef & { userId: number; now: string },
  readable: SQL,
) =>
  rawAll<{ id: number }>(
    db,
    sql`INSERT INTO likes (item_type, item_id, user_id, created_at)
    SELECT ${like.type}, ${like.id}, ${like.userId}, ${like.now} WHERE ${readable}
    ON CONFLICT (item_type, item_id, user_id) DO NOTHING RETURNING id`,
  )

/** The member's like of an item (after an insert that may have done nothing). */
export const likeOfStatement = (db: Db, item: ItemRef, userId: number) =>
  rawAll<Omit<LikeRow, 'user_json'>>(
    db,
    sql`SELECT id, item_id, item_type, user_id, created_at FROM likes
    WHERE item_type = ${item.type} AND item_id = ${item.id} AND user_id = ${userId}`,
  )

/** A like by id, when it is the member's own. */
export const ownLikeStatement = (db: Db, id: number, userId: number) =>
  rawAll<Omit<LikeRow, 'user_json'>>(
    db,
    sql`SELECT id, item_id, item_type, user_id, created_at FROM likes WHERE id = ${id} AND user_id = ${userId}`,
  )

export const deleteLikeStatement = (db: Db, id: number, userId: number) =>
  rawAll<{ id: number }>(
    db,
    sql`DELETE FROM likes WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
  )

/** The item's like count after a write. */
export const likeCountStatement = (db: Db, item: ItemRef) =>
  rawAll<{ total_likes: number }>(
    db,
    sql`SELECT total_likes FROM item_counters WHERE item_type = ${item.type} AND item_id = ${item.id}`,
  )
