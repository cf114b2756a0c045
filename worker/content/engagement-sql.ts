import { sql, type SQL } from 'drizzle-orm'

/**
 * An item's likes and comments as its list row shows them (spec 01 §1 feed item, news, resources):
 * the totals from item_counters (kept by triggers, migration 0016) and the viewer's own like id,
 * each a lookup by primary key or unique index inside the row's own statement — never a query
 * per row. Drop the columns into any select:
 *
 *   db.select({ id: posts.id, ...engagementColumnsSql('news', sql`posts.id`, viewer.id) })
 *
 * `itemType` is a type name or an SQL column (a feed row's item_type); `viewerId` NULL for a
 * visitor gives user_liked 0.
 */
export const engagementColumnsSql = (itemType: string | SQL, itemIdSql: SQL, viewerId: SQL) => ({
  total_likes: sql<number>`coalesce((SELECT ic.total_likes FROM item_counters ic
    WHERE ic.item_type = ${itemType} AND ic.item_id = ${itemIdSql}), 0)`.as('total_likes'),
  total_comments: sql<number>`coalesce((SELECT ic.total_comments FROM item_counters ic
    WHERE ic.item_type = ${itemType} AND ic.item_id = ${itemIdSql}), 0)`.as('total_comments'),
  user_liked: sql<number>`coalesce((SELECT lk.id FROM likes lk WHERE lk.item_type = ${itemType}
    AND lk.item_id = ${itemIdSql} AND lk.user_id = ${viewerId}), 0)`.as('user_liked'),
})

/** What engagementColumnsSql adds to a row (and to its resource, as is). */
export type EngagementColumns = { total_likes: number; total_comments: number; user_liked: number }

/**
 * A member as comments and likes show them (spec 01 §3 user {id, full_name, slug, img}): one JSON
 * object built in SQL from the user id column or value `userIdSql`. Parse with `memberJson`
 * (engagement.schemas.ts) and map with toEngagementUser.
 */
export const engagementUserJsonSql = (userIdSql: SQL) =>
  sql`(SELECT json_object('id', eu.id, 'forename', eu.forename, 'surname', eu.surname, 'slug', eu.slug,
    'img', eu.img) FROM users eu WHERE eu.id = ${userIdSql})`
