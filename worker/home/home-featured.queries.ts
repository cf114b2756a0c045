import { sql, type SQL } from 'drizzle-orm'
import { ITEM_TYPES, type KnownItemType } from '../content/item-types'
import type { SqlViewer } from '../lib/viewer-sql'

/**
 * The home page's featured items (settings featured_*_id, spec 02 §3) as one JSON column of the
 * summary row: each the item's card when it exists and the reader may read it in full (the
 * registry's readableSql), else null. Whether the reader may view the type at all is checked
 * with the actor after the batch (home.service.ts).
 */
const settingId = (key: string) =>
  sql`(SELECT CAST(value AS INTEGER) FROM site_settings WHERE key = ${sql.raw(`'${key}'`)})`

/**
 * Each card is read from its table under an alias of its own (fe, fp, fpl, fu): the registry's
 * readableSql names the row it checks with the aliases e, p, pl and mu, and a card under the same
 * one would turn its `e.id = e.id` into a check of nothing.
 */
const postCard = (type: 'news' | 'resource' | 'promotion') => ({
  card: sql`json_object('id', fp.id, 'title', fp.title, 'slug', fp.slug, 'excerpt', fp.excerpt, 'img', fp.img)`,
  from: sql.raw(`posts fp`),
  id: sql.raw('fp.id'),
  where: sql.raw(`fp.type = '${type}'`),
})

/** Surveys have no featured setting (spec 02 §3 lists none). */
export type FeaturedType = Exclude<KnownItemType, 'survey'>

type Card = { card: SQL; from: SQL; id: SQL; where?: SQL }

const FEATURED: Record<FeaturedType, Card & { key: string }> = {
  event: {
    key: 'featured_event_id',
    card: sql`json_object('id', fe.id, 'title', fe.title, 'slug', fe.slug, 'excerpt', fe.excerpt, 'img', fe.img,
      'starts_at', fe.starts_at)`,
    from: sql.raw('events fe'),
    id: sql.raw('fe.id'),
  },
  news: { key: 'featured_news_id', ...postCard('news') },
  resource: { key: 'featured_resource_id', ...postCard('resource') },
  // The home shows the featured poll whole (spec 01 §2 featured poll): the card names it, the web
  // reads GET /api/polls/{id} for its options and the reader's vote.
  poll: {
    key: 'featured_poll_id',
    card: sql`json_object('id', fpl.id, 'title', fpl.title, 'slug', CAST(fpl.id AS TEXT), 'excerpt', fpl.description,
      'img', NULL, 'starts_at', fpl.starts_at)`,
    from: sql.raw('polls fpl'),
    id: sql.raw('fpl.id'),
    where: sql.raw(`fpl.type = 'poll'`),
  },
  promotion: { key: 'featured_promotion_id', ...postCard('promotion') },
  member: {
    key: 'featured_member_id',
    card: sql`json_object('id', fu.id, 'title', fu.forename || ' ' || fu.surname, 'slug', fu.slug,
      'excerpt', coalesce(fu.company, ''), 'img', fu.img)`,
    from: sql.raw('users fu'),
    id: sql.raw('fu.id'),
  },
}

/**
 * SQL: {event, news, resource, poll, promotion, member} → card JSON or null, each type read by
 * `viewerOf(type)` (a viewer built with that type's manage keys: home.queries.ts gives the
 * columns of the statement's one viewer row).
 */
export const featuredJsonSql = (viewerOf: (type: FeaturedType) => SqlViewer) =>
  sql<string>`json_object(${sql.join(
    (Object.keys(FEATURED) as FeaturedType[]).map((type) => {
      const { key, card, from, id, where } = FEATURED[type]
      const readable = ITEM_TYPES[type].readableSql(viewerOf(type), id)
      // json() outside the subquery: a JSON value's subtype does not survive a subquery. The id is
      // looked up by the card's primary key (no row when the setting is unset).
      return sql`${sql.raw(`'${type}'`)}, json((SELECT ${card} FROM ${from} WHERE ${id} = ${settingId(key)}
        ${where ? sql`AND ${where}` : sql``} AND ${readable}))`
    }),
    sql`, `,
  )})`
