import { lt, sql } from 'drizzle-orm'
import { deleteExpiredSessions } from '../auth/sessions'
import { deleteStaleThrottles } from '../auth/throttle'
import type { Deps } from '../lib/deps'
import { endStaleLiveSessions } from '../live/live-rooms'
import { captchaSpent, forumDeletedReplies, passwordResets } from '../db/schema'

/**
 * Hourly: drops expired sessions, reset links, throttle windows, spent captchas, day-old deleted forum
 * reply ids, and live-room registry rows of sessions that ended (closing their sockets). Idempotent.
 */
export const housekeeping = async ({ db, env }: Pick<Deps, 'db' | 'env'>) => {
  const now = new Date().toISOString()
  const results = await db.batch([
    deleteExpiredSessions(db),
    db.delete(passwordResets).where(lt(passwordResets.expiresAt, now)),
    deleteStaleThrottles(db),
    db
      .delete(captchaSpent)
      .where(sql`${captchaSpent.expiresAt} < ${Math.floor(Date.now() / 1000)}`),
    // The forum heartbeat only needs a day of deleted reply ids.
    db
      .delete(forumDeletedReplies)
      .where(lt(forumDeletedReplies.deletedAt, new Date(Date.now() - 86_400_000).toISOString())),
  ])
  const [sessions, resets, throttles, captchas, deletedReplies] = results.map((r) => r.meta.changes)
  // After the sessions: rows whose session just expired go in the same run.
  const liveRows = await endStaleLiveSessions({ db, env })
  console.log(
    `housekeeping: removed ${sessions} sessions, ${resets} reset links, ${throttles} throttle windows, ${captchas} captchas, ${deletedReplies} deleted forum reply ids, ${liveRows} live-room registry rows`,
  )
}
