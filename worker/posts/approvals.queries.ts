import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { literalLimit } from '../lib/paging'
import { viewerOfSession } from '../lib/viewer-sql'
import { userJsonSql } from './posts.queries'
import type { ApprovalItem, ListApprovalsQuery } from './posts.schemas'

/**
 * What waits for approval (spec 02 §4) as one statement per page: pending events (a series by its
 * first occurrence, sub-events with their parent), news, resources, promotions, polls and surveys,
 * each type only when the reader holds its manage key, newest first.
 */

const managesSql = (tokenHash: string | null, ...keys: string[]) =>
  viewerOfSession(tokenHash, keys).manages

/** SQL: the row is one of `types`, each only for holders of its keys. */
const ofTypes = (
  alias: string,
  types: readonly (readonly [string, readonly string[]])[],
  tokenHash: string | null,
) =>
  sql.join(
    types.map(
      ([type, keys]) =>
        sql`(${sql.raw(alias)}.type = ${type} AND ${managesSql(tokenHash, ...keys)})`,
    ),
    sql` OR `,
  )

const pendingSql = (tokenHash: string | null, query: ListApprovalsQuery) => {
  const parts: SQL[] = []
  const wants = (type: ListApprovalsQuery['type']) => !query.type || query.type === type
  if (wants('event'))
    parts.push(sql`SELECT 'event' AS item_type, e.id AS id, e.slug AS slug, e.title AS title, e.excerpt AS excerpt,
      e.created_at AS created_at, e.user_id AS user_id FROM events e
      WHERE e.status = 'pending' AND e.parent_id IS NULL AND (e.series_id IS NULL OR e.series_id = e.id)
        AND ${managesSql(tokenHash, 'events.manage')}`)
  // One SELECT per table, each type's rows only for its manage key: D1 allows five terms in a
  // compound SELECT, and one term per type would be six.
  const postTypes = (
    [
      ['news', ['news.manage']],
      ['resource', ['resources.manage']],
      ['promotion', ['promotions.manage']],
    ] as const
  ).filter(([type]) => wants(type))
  if (postTypes.length > 0)
    parts.push(sql`SELECT p.type AS item_type, p.id AS id, p.slug AS slug, p.title AS title, p.excerpt AS excerpt,
      p.created_at AS created_at, p.user_id AS user_id FROM posts p
      WHERE p.status = 'pending' AND (${ofTypes('p', postTypes, tokenHash)})`)
  // Polls of their own (an embedded survey poll is decided with its survey) and surveys; surveys
  // follow polls (spec 02 §6), so polls.manage decides them too.
  const pollTypes = (
    [
      ['poll', ['polls.manage']],
      ['survey', ['polls.manage', 'surveys.manage']],
    ] as const
  ).filter(([type]) => wants(type))
  if (pollTypes.length > 0)
    parts.push(sql`SELECT pl.type AS item_type, pl.id AS id, CAST(pl.id AS TEXT) AS slug, pl.title AS title,
      substr(pl.description, 1, 250) AS excerpt, pl.created_at AS created_at, pl.user_id AS user_id FROM polls pl
      WHERE pl.status = 'pending' AND pl.survey_id IS NULL AND (${ofTypes('pl', pollTypes, tokenHash)})`)
  return sql.join(parts, sql` UNION ALL `)
}

export const listApprovalsStatements = (
  db: Db,
  tokenHash: string | null,
  query: ListApprovalsQuery,
) => {
  const pending = pendingSql(tokenHash, query)
  return {
    rows: db
      .select({
        itemType: sql<ApprovalItem['item_type']>`a.item_type`.as('item_type'),
        id: sql<number>`a.id`.as('id'),
        slug: sql<string>`a.slug`.as('slug'),
        title: sql<string>`a.title`.as('title'),
        excerpt: sql<string>`a.excerpt`.as('excerpt'),
        createdAt: sql<string>`a.created_at`.as('created_at'),
        userJson: userJsonSql(sql`a.user_id`).as('user_json'),
      })
      .from(sql`(${pending}) a`)
      .orderBy(sql`a.created_at DESC, a.item_type, a.id DESC`)
      .limit(literalLimit(query.perPage))
      .offset(literalLimit(query.offset)),
    total: db.select({ total: sql<number>`count(*)`.as('total') }).from(sql`(${pending}) a`),
  }
}
