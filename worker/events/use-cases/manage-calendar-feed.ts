import { eq } from 'drizzle-orm'
import { sessionUserIdSql } from '../../lib/viewer-sql'
import { calendarFeeds } from '../../db/schema'
import { randomToken, sha256Hex } from '../../lib/crypto'
import type { Deps } from '../../lib/deps'
import { unauthenticated } from '../../lib/errors'

/**
 * .ics for one event and the member's private calendar feed (one secret per member, revocable).
 * Only the SHA-256 of a feed's secret is stored, so its address can be shown once: when it is
 * created (POST rotates it). GET then says a feed exists ({url: null, created_at}) and the
 * member rotates it to see a new address; DELETE revokes it.
 */

export type CalendarFeed = { url: string | null; created_at: string | null }

const memberId = (deps: Deps) => {
  const user = deps.auth.current().user
  if (!user) throw unauthenticated()
  return user.id
}

const feedUrl = (env: Env, token: string) =>
  new URL(`/api/calendar-feeds/${token}.ics`, env.SITE_URL).toString()

/** GET /api/me/calendar-feed: whether a feed exists (its address cannot be rebuilt from the hash). */
export const getCalendarFeed = async (deps: Deps): Promise<CalendarFeed> => {
  const { db, auth } = deps
  if (!auth.tokenHash) throw unauthenticated()
  // Read alongside the session rows: whose feed it is comes from the session in SQL.
  const [[feed]] = await db.batch([
    db
      .select({ createdAt: calendarFeeds.createdAt })
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, sessionUserIdSql(auth.tokenHash))),
  ])
  return { url: null, created_at: feed?.createdAt ?? null }
}

/** POST /api/me/calendar-feed: a new secret address (the old one stops working); shown this once. */
export const rotateCalendarFeed = async (deps: Deps): Promise<CalendarFeed> => {
  const userId = memberId(deps)
  const token = randomToken(32)
  const tokenHash = await sha256Hex(token)
  const createdAt = new Date().toISOString()
  await deps.db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } })
  return { url: feedUrl(deps.env, token), created_at: createdAt }
}

/** DELETE /api/me/calendar-feed: the address stops working at once. */
export const revokeCalendarFeed = async (deps: Deps): Promise<CalendarFeed> => {
  await deps.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, memberId(deps)))
  return { url: null, created_at: null }
}
