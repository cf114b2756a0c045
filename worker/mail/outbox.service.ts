import type { Deps } from '../lib/deps'
import type { Paging } from '../lib/paging'
import { outboxCountQuery, outboxPageQuery } from './mail.queries'
import { toOutboxResource } from './mail.resources'

/** Local runs deliver mail only to the outbox table; this lists it, newest first, in one round trip. */
export const listOutbox = async (deps: Deps, paging: Paging) => {
  const { db } = deps
  const [rows, [count]] = await db.batch([outboxPageQuery(db, paging), outboxCountQuery(db)])
  return { rows: rows.map(toOutboxResource), total: count?.total ?? 0 }
}
