import { and, asc, eq, gte, or, sql } from 'drizzle-orm'
import { calendarFeeds, events, users } from '../../db/schema'
import { sha256Hex } from '../../lib/crypto'
import type { Deps } from '../../lib/deps'
import { notFound } from '../../lib/errors'
import { settingFrom } from '../../settings/settings.service'
import { settingQuery } from '../../settings/settings.queries'
import { icsCalendar, toIcsEvent } from '../event-calendar.resources'
import { icsColumns } from '../event-calendar.queries'

const FEED_DAYS_BACK = 30
const FEED_MAX_EVENTS = 500

/**
 * GET /api/calendar-feeds/{token}.ics (no cookie: the secret is the credential). The member's
 * events from 30 days ago on: those they hold a live order for or attend, and those they organise.
 */
export const calendarFeedIcs = async (deps: Deps, token: string): Promise<string> => {
  const { db, env } = deps
  const tokenHash = await sha256Hex(token)
  const owner = sql`(SELECT f.user_id FROM calendar_feeds f JOIN users u ON u.id = f.user_id WHERE f.token_hash = ${tokenHash} AND u.is_active = 1)`
  const since = new Date(Date.now() - FEED_DAYS_BACK * 86_400_000).toISOString()
  const [[feed], rows, siteName] = await db.batch([
    db
      .select({ userId: calendarFeeds.userId })
      .from(calendarFeeds)
      .innerJoin(users, eq(users.id, calendarFeeds.userId))
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, 1))),
    db
      .select(icsColumns)
      .from(events)
      .where(
        and(
          gte(events.endsAt, since),
          or(
            eq(events.userId, owner),
            and(
              eq(events.status, 'approved'),
              or(
                sql`${events.id} IN (SELECT o.event_id FROM event_orders o WHERE o.user_id = ${owner} AND o.status <> 'cancelled')`,
                sql`${events.id} IN (SELECT a.event_id FROM event_attendees a WHERE a.user_id = ${owner})`,
              ),
            ),
          ),
        ),
      )
      .orderBy(asc(events.startsAt), asc(events.id))
      .limit(FEED_MAX_EVENTS),
    settingQuery(db, 'site_name'),
  ])
  if (!feed) throw notFound()
  const name = `${settingFrom('site_name', siteName)} — my events`
  return icsCalendar(
    rows.map((e) => toIcsEvent(e, env.SITE_URL)),
    { name },
  )
}
