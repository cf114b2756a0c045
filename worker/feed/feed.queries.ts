import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { ITEM_TYPES, type KnownItemType } from '../content/item-types'
import { rawAll } from '../lib/raw-sql'
import { sqlInt } from '../lib/paging'
import { FEED_ITEM_TYPES, type FeedItemType, type ListFeedQuery } from './feed.schemas'

/**
 * The feed page as two statements for one db.batch: the page (feed_items' index, then each
 * row's card built as JSON by its type's entry in FEED_CARDS) and the total. Who reads is SQL
 * (the `rd` row: the session's member, or the visitor role), so nothing waits for the actor.
 */

// The web's list and the registry must name the same types (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const sameTypes: Same<FeedItemType, KnownItemType> = true
void sameTypes

/**
 * Per type: the site feature that switches it off (settings.features), and its card's columns
 * as one JSON object for the item `pg.item_id` (NULL when the row is gone). feed_items holds
 * only approved items, with is_private and group_id beside them, so the registry's readableSql
 * reduces to the rules in feedWhere: private events for signed-in readers, locked resources for
 * non-members, no one across a block. A new type is one entry here.
 */
type FeedCard = {
  feature: 'events' | 'resources' | 'polls' | 'surveys' | 'promotions' | null
  cardSql: SQL
}
const FEED_CARDS: Record<FeedItemType, FeedCard> = {
  event: {
    feature: 'events',
    cardSql: sql`(SELECT json_object('title', e.title, 'slug', e.slug, 'excerpt', e.excerpt, 'img', e.img,
      'starts_at', e.starts_at, 'ends_at', e.ends_at, 'town', json_extract(e.address, '$.town_city'))
      FROM events e WHERE e.id = pg.item_id)`,
  },
  news: {
    feature: null,
    cardSql: sql`(SELECT json_object('title', p.title, 'slug', p.slug, 'excerpt', p.excerpt, 'img', p.img)
      FROM posts p WHERE p.id = pg.item_id AND p.type = 'news')`,
  },
  resource: {
    feature: 'resources',
    // A locked card's file count is left out with its files.
    cardSql: sql`(SELECT json_object('title', p.title, 'slug', p.slug, 'excerpt', p.excerpt, 'img', p.img,
      'total_files', CASE WHEN pg.locked THEN 0 ELSE (SELECT count(*) FROM post_uploads pu WHERE pu.post_id = p.id) END)
      FROM posts p WHERE p.id = pg.item_id AND p.type = 'resource')`,
  },
  poll: {
    feature: 'polls',
    cardSql: sql`(SELECT json_object('title', pl.title, 'description', pl.description, 'starts_at', pl.starts_at,
      'ends_at', pl.ends_at, 'sponsored_by', pl.sponsored_by,
      'total_options', (SELECT count(*) FROM poll_options po WHERE po.poll_id = pl.id))
      FROM polls pl WHERE pl.id = pg.item_id AND pl.type = 'poll')`,
  },
  survey: {
    feature: 'surveys',
    cardSql: sql`(SELECT json_object('title', sv.title, 'description', sv.description, 'starts_at', sv.starts_at,
      'ends_at', sv.ends_at, 'total_questions', (SELECT count(*) FROM survey_questions sq WHERE sq.survey_id = sv.id)
        + (SELECT count(*) FROM polls sp WHERE sp.survey_id = sv.id))
      FROM polls sv WHERE sv.id = pg.item_id AND sv.type = 'survey')`,
  },
  promotion: {
    feature: 'promotions',
    cardSql: sql`(SELECT json_object('title', p.title, 'slug', p.slug, 'excerpt', p.excerpt, 'img', p.img,
      'tier', coalesce(p.tier, 'gold'), 'company_name', coalesce(json_extract(p.settings, '$.company_name'), ''),
      'promotion_type', coalesce(json_extract(p.settings, '$.promotion_type'), 'offer'))
      FROM posts p WHERE p.id = pg.item_id AND p.type = 'promotion')`,
  },
  member: {
    feature: null,
    cardSql: sql`(SELECT json_object('forename', mu.forename, 'surname', mu.surname, 'slug', mu.slug,
      'img', mu.img, 'company', mu.company) FROM users mu WHERE mu.id = pg.item_id)`,
  },
}

const text = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`)

/**
 * The reader as one row: id (NULL for a visitor or a dead session), the role rows their
 * permissions come from, whether they are super_admin; then the keys they hold (the visitor
 * role's read keys for a visitor), the types they may see (view permission and the feature
 * switch), and the members on the other side of a block.
 */
const readerCtes = (tokenHash: string | null) => {
  const session = tokenHash
    ? sql`SELECT u.id AS id, u.role AS role, u.role_id AS role_id, u.role = 'super_admin' AS is_super
      FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = ${tokenHash}
        AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND u.is_active = 1`
    : sql`SELECT NULL AS id, NULL AS role, NULL AS role_id, 0 AS is_super WHERE 0`
  const typeRows = sql.join(
    FEED_ITEM_TYPES.map((type) => {
      const feature = FEED_CARDS[type].feature
      const on = feature
        ? sql`coalesce((SELECT json_extract(value, ${text(`$.${feature}`)}) FROM site_settings WHERE key = 'features'), 1)`
        : sql`1`
      return sql`(${text(type)}, ${text(ITEM_TYPES[type].viewPermission)}, ${on})`
    }),
    sql`, `,
  )
  return sql`rd AS (SELECT su.id AS id, su.role AS role, su.role_id AS role_id, coalesce(su.is_super, 0) AS is_super
      FROM (SELECT 1) one LEFT JOIN (${session}) su),
    held AS (SELECT rp.permission_key AS key FROM role_permissions rp JOIN roles r ON r.id = rp.role_id, rd
      WHERE (rd.id IS NULL AND r.key = 'visitor' AND rp.permission_key LIKE '%.view%')
        OR (rd.id IS NOT NULL AND (r.key = rd.role OR r.id = rd.role_id))),
    -- A VALUES list, not a UNION: D1 allows five terms in a compound SELECT, and there are more types.
    type_rows (type, key, feature_on) AS (VALUES ${typeRows}),
    types AS (SELECT t.type AS type FROM type_rows t, rd
      WHERE t.feature_on AND (rd.is_super OR t.key IN (SELECT key FROM held))),
    blocked AS (SELECT mb.blocked_id AS uid FROM member_blocks mb, rd WHERE mb.blocker_id = rd.id
      UNION SELECT mb.blocker_id FROM member_blocks mb, rd WHERE mb.blocked_id = rd.id)`
}

/** Which feed rows the reader sees (feed_items as `fi`, the reader as `rd`). */
const feedWhere = (query: ListFeedQuery) => {
  const only = query.filter_by
  // One type: its own index in published order. Several: the published index, the types a
  // filter on it (the unary + keeps SQLite from sorting every row of an IN over the type index).
  const typeFilter =
    only?.length === 1
      ? sql`fi.item_type = ${text(only[0]!)} AND ${text(only[0]!)} IN (SELECT type FROM types)`
      : only
        ? sql`+fi.item_type IN (SELECT type FROM types WHERE type IN (${sql.join(only.map(text), sql`, `)}))`
        : sql`+fi.item_type IN (SELECT type FROM types)`
  const byUser = query.user_id ? sql` AND fi.user_id = ${query.user_id}` : sql``
  return sql`${typeFilter}${byUser}
    AND (fi.is_private = 0 OR (SELECT id FROM rd) IS NOT NULL)
    AND coalesce(fi.user_id, 0) NOT IN (SELECT uid FROM blocked)`
}

const orderBy = (query: ListFeedQuery, alias: string) => {
  const dir = sql.raw(query.order === 'asc' ? 'ASC' : 'DESC')
  return sql`${sql.raw(alias)}.published_at ${dir}, ${sql.raw(alias)}.item_type ${dir}, ${sql.raw(alias)}.item_id ${dir}`
}

export type FeedRow = {
  item_type: FeedItemType
  item_id: number
  published_at: string
  card_json: string | null
  user_json: string | null
  group_json: string | null
  likes: number
  comments: number
  user_liked: number
  group_requested: number
  locked: number
}

/** The page: feed rows in order, then each row's card, author, counters and the reader's state. */
export const feedPageStatement = (db: Db, tokenHash: string | null, query: ListFeedQuery) => {
  const cards = sql.join(
    FEED_ITEM_TYPES.map((type) => sql`WHEN ${text(type)} THEN ${FEED_CARDS[type].cardSql}`),
    sql` `,
  )
  // A resource in a group is locked unless the reader is in it, wrote it or manages resources.
  const locked = sql`(fi.group_id IS NOT NULL AND fi.item_type = 'resource' AND NOT (
      rd.is_super OR (rd.id IS NOT NULL AND fi.user_id = rd.id)
      OR EXISTS (SELECT 1 FROM group_users gu WHERE gu.group_id = fi.group_id AND gu.user_id = rd.id)
      OR ${text(ITEM_TYPES.resource.manageKeys[0]!)} IN (SELECT key FROM held)))`
  return rawAll<FeedRow>(
    db,
    sql`WITH ${readerCtes(tokenHash)},
    pg AS (SELECT fi.item_type AS item_type, fi.item_id AS item_id, fi.user_id AS user_id,
        fi.group_id AS group_id, fi.published_at AS published_at, ${locked} AS locked
      FROM feed_items fi, rd WHERE ${feedWhere(query)}
      ORDER BY ${orderBy(query, 'fi')} LIMIT ${sqlInt(query.perPage)} OFFSET ${sqlInt(query.offset)})
    SELECT pg.item_type AS item_type, pg.item_id AS item_id, pg.published_at AS published_at,
      CASE pg.item_type ${cards} END AS card_json,
      (SELECT json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img)
        FROM users u WHERE u.id = pg.user_id) AS user_json,
      (SELECT json_object('id', g.id, 'title', g.title) FROM groups g WHERE g.id = pg.group_id) AS group_json,
      coalesce(ic.total_likes, 0) AS likes, coalesce(ic.total_comments, 0) AS comments,
      coalesce((SELECT l.id FROM likes l WHERE l.item_type = pg.item_type AND l.item_id = pg.item_id
        AND l.user_id = rd.id), 0) AS user_liked,
      EXISTS (SELECT 1 FROM group_user_requests gr WHERE gr.group_id = pg.group_id AND gr.user_id = rd.id) AS group_requested,
      pg.locked AS locked
    FROM pg, rd LEFT JOIN item_counters ic ON ic.item_type = pg.item_type AND ic.item_id = pg.item_id
    ORDER BY ${orderBy(query, 'pg')}`,
  )
}

/** The types the reader sees, narrowed to the filter's (SQL over the `types` CTE). */
const visibleTypes = (query: ListFeedQuery) =>
  query.filter_by
    ? sql`SELECT type FROM types WHERE type IN (${sql.join(query.filter_by.map(text), sql`, `)})`
    : sql`SELECT type FROM types`

/**
 * The number of feed rows the reader sees. One member's feed counts its rows on the member's
 * index. The whole feed sums feed_counts (kept by triggers, one row per type and privacy) and
 * takes away the rows of members blocked either way, read through the user index: a count(*)
 * over 100,000 rows cost the bench's feed page 30 times the trivial route's CPU (issue 14).
 */
export const feedTotalStatement = (db: Db, tokenHash: string | null, query: ListFeedQuery) =>
  query.user_id
    ? rawAll<{ total: number }>(
        db,
        sql`WITH ${readerCtes(tokenHash)}
    SELECT count(*) AS total FROM feed_items fi WHERE ${feedWhere(query)}`,
      )
    : rawAll<{ total: number }>(
        db,
        sql`WITH ${readerCtes(tokenHash)}
    SELECT (SELECT coalesce(sum(fc.total), 0) FROM feed_counts fc
        WHERE fc.item_type IN (${visibleTypes(query)}) AND (fc.is_private = 0 OR (SELECT id FROM rd) IS NOT NULL))
      - (SELECT count(*) FROM feed_items fi WHERE fi.user_id IN (SELECT uid FROM blocked)
        AND +fi.item_type IN (${visibleTypes(query)})
        AND (fi.is_private = 0 OR (SELECT id FROM rd) IS NOT NULL)) AS total`,
      )
