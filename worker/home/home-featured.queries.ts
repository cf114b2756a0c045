import { sql, type SQL } from 'drizzle-orm'
import { ITEM_TYPES, type KnownItemType } from '../content/item-types'
import { viewerOfSession } from '../lib/viewer-sql'

/**
 * The home page's featured items (settings featured_*_id, spec 02 §3) as one JSON column of the
 * summary row: each the item's card when it exists and the reader may read it in full (the
 * registry's readableSql), else null. Whether the reader may view the type at all is checked
 * with the actor after the batch (home.service.ts).
 */
const settingId = (key: string) =>
  sql`(SELECT CAST(value AS INTEGER) FROM site_settings WHERE key = ${sql.raw(`'${key}'`)})`

const postCard = (type: 'news' | 'resource' | 'promotion') =>
  sql`(SELECT json_object('id', p.id, 'title', p.title, 'slug', p.slug, 'excerpt', p.excerpt, 'img', p.img)
    FROM posts p WHERE p.id = fid.id AND p.type = ${sql.raw(`'${type}'`)})`

/** Surveys have no featured setting (spec 02 §3 lists none). */
export type FeaturedType = Exclude<KnownItemType, 'survey'>

const FEATURED: Record<FeaturedType, { key: string; card: SQL }> = {
  event: {
    key: 'featured_event_id',
    card: sql`(SELECT json_object('id', e.id, 'title', e.title, 'slug', e.slug, 'excerpt', e.excerpt, 'img', e.img,
      'starts_at', e.starts_at) FROM events e WHERE e.id = fid.id)`,
  },
  news: { key: 'featured_news_id', card: postCard('news') },
  resource: { key: 'featured_resource_id', card: postCard('resource') },
  // The home shows the featured poll whole (spec 01 §2 featured poll): the card names it, the web
  // reads GET /api/polls/{id} for its options and the reader's vote.
  poll: {
    key: 'featured_poll_id',
    card: sql`(SELECT json_object('id', pl.id, 'title', pl.title, 'slug', CAST(pl.id AS TEXT), 'excerpt', pl.description,
      'img', NULL, 'starts_at', pl.starts_at) FROM polls pl WHERE pl.id = fid.id AND pl.type = 'poll')`,
  },
  promotion: { key: 'featured_promotion_id', card: postCard('promotion') },
  member: {
    key: 'featured_member_id',
    card: sql`(SELECT json_object('id', u.id, 'title', u.forename || ' ' || u.surname, 'slug', u.slug,
      'excerpt', coalesce(u.company, ''), 'img', u.img) FROM users u WHERE u.id = fid.id)`,
  },
}

/** SQL: {event, news, resource, member} → card JSON or null, for `tokenHash` (a value or placeholder). */
export const featuredJsonSql = (tokenHash: string | null) =>
  sql<string>`json_object(${sql.join(
    (Object.keys(FEATURED) as FeaturedType[]).map((type) => {
      const { key, card } = FEATURED[type]
      const viewer = viewerOfSession(tokenHash, ITEM_TYPES[type].manageKeys)
      const readable = ITEM_TYPES[type].readableSql(viewer, sql.raw('fid.id'))
      // json() outside the subquery: a JSON value's subtype does not survive a subquery.
      return sql`${sql.raw(`'${type}'`)}, json((SELECT ${card} FROM (SELECT ${settingId(key)} AS id) fid
        WHERE fid.id IS NOT NULL AND ${readable}))`
    }),
    sql`, `,
  )})`
