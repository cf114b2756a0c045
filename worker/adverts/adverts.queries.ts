import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { adverts, type AdvertPosition } from '../db/schema'
import { literalLimit } from '../lib/paging'
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

/** Approved adverts of one position running now (index adverts_position_window). */
export const showingAdvertsStatement = (db: Db, position: AdvertPosition) =>
  db
    .select({
      id: adverts.id,
      name: adverts.name,
      description: adverts.description,
      href: adverts.href,
      img: adverts.img,
      position: adverts.position,
    })
    .from(adverts)
    .where(
      and(
        eq(adverts.status, 'approved'),
        eq(adverts.position, position),
        sql`${adverts.startsAt} <= ${NOW}`,
        sql`${adverts.endsAt} > ${NOW}`,
      ),
    )
    .orderBy(desc(adverts.startsAt), desc(adverts.id))
    .limit(literalLimit(SHOWING_LIMIT))

/** Where a click goes: only an approved advert's stored address. */
export const clickTargetStatement = (db: Db, id: number) =>
  db
    .select({ href: adverts.href })
    .from(adverts)
    .where(and(eq(adverts.id, id), eq(adverts.status, 'approved')))
export type ShowingAdvertRow = Awaited<ReturnType<typeof showingAdvertsStatement>>[number]
