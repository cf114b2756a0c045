import { sql, type SQL } from 'drizzle-orm'
import type { LiveAudience, LiveViewer } from '../../durable-objects/live-room'
import type { Db } from '../db/client'
import { sessionLiveSql } from './live-rooms'

/**
 * At each publish, the verdict on a room's viewers in one D1 query: which sessions still count
 * (the same rule as sessionQueries: present, unexpired, an active member) and, of those, which may
 * still read the room (`mayRead`, SQL over the viewer's user id). The room closes the rest, so a
 * socket whose session ended cannot keep receiving even if the registry missed it.
 */
export const liveAudience = async (
  db: Db,
  viewers: readonly LiveViewer[],
  mayRead: (userId: SQL) => SQL,
): Promise<LiveAudience> => {
  const pairs = JSON.stringify(viewers.map((v) => ({ u: v.userId, s: v.sessionHash })))
  const rows = await db.all<{
    session: string
    signed_in: number
    reads: number
  }>(sql`SELECT v.s AS session,
      ${sessionLiveSql(sql`v.s`, sql`v.u`)} AS signed_in,
      ${mayRead(sql`v.u`)} AS reads
    FROM (SELECT json_extract(j.value, '$.u') AS u, json_extract(j.value, '$.s') AS s FROM json_each(${pairs}) j) v`)
  const signedIn = rows.filter((r) => Number(r.signed_in) === 1)
  return {
    signedIn: signedIn.map((r) => r.session),
    readers: signedIn.filter((r) => Number(r.reads) === 1).map((r) => r.session),
  }
}
