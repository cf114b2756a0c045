import { and, asc, eq, gte, or, sql } from 'drizzle-orm'
import { sessionUserIdSql } from '../../lib/viewer-sql'
import { calendarFeeds, events, users } from '../../db/schema'
import { randomToken, sha256Hex } from '../../lib/crypto'
import type { Deps } from '../../lib/deps'
import { notFound, unauthenticated } from '../../lib/errors'
import { richTextToPlain } from '../../lib/rich-text'
import { settingFrom, settingQuery } from '../../settings/settings.service'
import { canSeeEvent } from '../event-visibility'
import { icsCalendar, type IcsEvent } from '../event-calendar.resources'

/**
 * .ics for one event and the member's private calendar feed (one secret per member, revocable).
 * Only the SHA-256 of a feed's secret is stored, so its address can be shown once: when it is
 * created (POST rotates it). GET then says a feed exists ({url: null, created_at}) and the
 * member rotates it to see a new address; DELETE revokes it.
 */

export type CalendarFeed = { url: string | null; created_at: string | null }

const FEED_DAYS_BACK = 30
const FEED_MAX_EVENTS = 500

const icsColumns = {
  id: events.id,
  slug: events.slug,
  title: events.title,
  excerpt: events.excerpt,
  description: events.description,
  address: events.address,
  startsAt: events.startsAt,
  endsAt: events.endsAt,
  status: events.status,
  private: events.private,
  userId: events.userId,
}
type IcsRow = {
  id: number
  slug: string
  title: string
  excerpt: string
  description: { content?: unknown[] } | null
  address: Record<string, string | undefined>
  startsAt: string
  endsAt: string
}

const toIcsEvent = (e: IcsRow, siteUrl: string): IcsEvent => {
  const address = ['line_1', 'line_2', 'town_city', 'county', 'postcode', 'country']
    .map((k) => e.address[k]?.trim())
    .filter(Boolean)
  return {
    uid: `event-${e.id}@${new URL(siteUrl).host}`,
    startsAt: e.startsAt,
    endsAt: e.endsAt,
    summary: e.title,
    description: e.excerpt.trim() || richTextToPlain(e.description),
    location: address.join(', '),
    url: new URL(`/events/${e.slug}`, siteUrl).toString(),
  }
}

/** GET /api/events/{id}/ics: events the caller may see; 404 otherwise. */
export const eventIcs = async (
  deps: Deps,
  eventId: number,
): Promise<{ filename: string; ics: string }> => {
  const { db, env } = deps
  const [[event]] = await db.batch([
    db.select(icsColumns).from(events).where(eq(events.id, eventId)),
  ])
  if (!event || !canSeeEvent(deps.auth.current(), event)) throw notFound()
  return { filename: `${event.slug}.ics`, ics: icsCalendar([toIcsEvent(event, env.SITE_URL)]) }
}

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
