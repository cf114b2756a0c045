import { connections, connectRequests, memberBlocks, memberReports } from '@worker/db/schema'
import { sql } from 'drizzle-orm'
import { rawRun } from '@worker/lib/raw-sql'
import { db } from './factories'

/** Connection rows straight into D1, as the API leaves them. */

export const createConnectRequest = async (
  from: number,
  to: number,
  status: 'pending' | 'accepted' | 'ignored' = 'pending',
) => {
  const [row] = await db
    .insert(connectRequests)
    .values({ userFromId: from, userToId: to, status, message: 'Hello' })
    .returning()
  return row!
}

/** Both rows and both counters, as an accepted request leaves them. */
export const createConnection = async (a: number, b: number) => {
  await db.batch([
    db.insert(connections).values([
      { userFromId: a, userToId: b },
      { userFromId: b, userToId: a },
    ]),
    rawRun(db, sql`UPDATE users SET total_connects = total_connects + 1 WHERE id IN (${a}, ${b})`),
  ])
}

export const createBlock = async (blocker: number, blocked: number) => {
  await db.insert(memberBlocks).values({ blockerId: blocker, blockedId: blocked })
}

export const createReport = async (reporter: number, reported: number) => {
  const [row] = await db
    .insert(memberReports)
    .values({ reporterId: reporter, reportedId: reported, reason: 'Spam' })
    .returning()
  return row!
}
