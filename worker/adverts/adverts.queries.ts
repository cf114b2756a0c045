import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { adverts, type AdvertPosition } from '../db/schema'
import { literalLimit, sqlInt } from '../lib/paging'
import { containsText } from '../lib/sql-text'
import { SHOWING_LIMIT, type ListAdvertsQuery } from './adverts.schemas'

/** Advert reads and writes as single statements for one db.batch. */

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`

export const advertColumns = {
  id: adverts.id,
  userId: adverts.userId,
  name: adverts.name,
  description: adverts.description,
  href: adverts.href,
  cost: adverts.cost,
  position: adverts.position,
  img: adverts.img,
  startsAt: adverts.startsAt,
  endsAt: adverts.endsAt,
  status: adverts.status,
  totalClicks: adverts.totalClicks,
  totalImpressions: adverts.totalImpressions,
  approvedAt: adverts.approvedAt,
  createdAt: adverts.createdAt,
  updatedAt: adverts.updatedAt,
}
const listWhere = (query: ListAdvertsQuery) => {
  const filters: (SQL | undefined)[] = []
  if (query.status) filters.push(eq(adverts.status, query.status))
  if (query.position) filters.push(eq(adverts.position, query.position))
  if (query.q) filters.push(containsText(adverts.name, query.q))
  return and(...filters)
}

/** One page of the admin list (newest first) and the total, for one batch. */
export const listAdvertsStatements = (db: Db, query: ListAdvertsQuery) => {
  const where = listWhere(query)
  return {
    rows: db
      .select(advertColumns)
      .from(adverts)
      .where(where)
      .orderBy(desc(adverts.createdAt), desc(adverts.id))
      .limit(literalLimit(query.perPage))
      .offset(literalLimit(query.offset)),
    total: db.select({ total: count() }).from(adverts).where(where),
  }
}

export const getAdvertStatement = (db: Db, id: number) =>
  db.select(advertColumns).from(adverts).where(eq(adverts.id, id))
export type AdvertRow = Awaited<ReturnType<typeof getAdvertStatement>>[number]

/**
 * Approved adverts running now, of one position or all, at most SHOWING_LIMIT of each position (the
 * latest started first; index adverts_position_window).
 */
export const showingAdvertsStatement = (db: Db, position: AdvertPosition | undefined) => {
  const ranked = db
    .select({
      id: adverts.id,
      name: adverts.name,
      description: adverts.description,
      href: adverts.href,
      img: adverts.img,
      position: adverts.position,
      rank: sql<number>`row_number() OVER (PARTITION BY ${adverts.position} ORDER BY ${adverts.startsAt} DESC, ${adverts.id} DESC)`.as(
        'rank',
      ),
    })
    .from(adverts)
    .where(
      and(
        eq(adverts.status, 'approved'),
        position ? eq(adverts.position, position) : undefined,
        sql`${adverts.startsAt} <= ${NOW}`,
        sql`${adverts.endsAt} > ${NOW}`,
      ),
    )
    .as('ranked')
  return db
    .select({
      id: ranked.id,
      name: ranked.name,
      description: ranked.description,
      href: ranked.href,
      img: ranked.img,
      position: ranked.position,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${sqlInt(SHOWING_LIMIT)}`)
    .orderBy(ranked.position, sql`${ranked.rank}`)
}

/** Where a click goes: only an approved advert's stored address. */
export const clickTargetStatement = (db: Db, id: number) =>
  db
    .select({ href: adverts.href })
    .from(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.status, 'approved')))
export type ShowingAdvertRow = Awaited<ReturnType<typeof showingAdvertsStatement>>[number]
