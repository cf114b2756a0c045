import { compiledSet, ph } from '../db/compiled'
import { toEventResource } from '../events/events.resources'
import { viewerOf } from '../events/events.queries'
import { forumViewerOf } from '../forum/forum.policy'
import type { Deps } from '../lib/deps'
import { can } from '../lib/policy'
import { sessionUserIdSql } from '../lib/viewer-sql'
import { settingFromJson } from '../settings/setting-from'
import {
  homeSummaryQuery,
  latestThreadsQuery,
  newRepliesQuery,
  upcomingEventsQuery,
} from './home.queries'
import { ITEM_TYPES } from '../content/item-types'
import {
  toHomeEvent,
  toHomeFeatured,
  toHomeNotifications,
  toHomeThread,
  toHomeTicket,
} from './home.resources'
import type { HomeMemberResource, HomeResource } from './home.schemas'
import type { SiteSettings } from '../settings/settings.schemas'

/** The site feature (settings.features) that switches each featured type off with its area. */
const FEATURE_OF = {
  event: 'events',
  news: null,
  resource: 'resources',
  member: null,
  poll: 'polls',
  promotion: 'promotions',
} as const satisfies Record<keyof HomeResource['featured'], keyof SiteSettings['features'] | null>

/**
 * The home page for its viewer (GET /api/home): the member count, the next events, the latest
 * discussions and, for a member, their next ticket, the threads with replies since their previous
 * visit and their latest notifications — one db.batch, the session rows riding along.
 */

/** Everything a visitor's page reads; compiled once per isolate (worker/db/compiled.ts). */
const visitorStatements = (deps: Deps) =>
  compiledSet(
    deps.db,
    'home:visitor',
    ['summary', 'events', 'threads'],
    () => ({
      summary: homeSummaryQuery(deps.db, null),
      events: upcomingEventsQuery(deps.db, viewerOf(null), ph('now')),
      threads: latestThreadsQuery(deps.db, forumViewerOf(null)),
    }),
    { now: new Date().toISOString() },
  )

/** A member's page: the visitor's reads as that member, plus their own. */
const memberStatements = (deps: Deps, tokenHash: string) =>
  compiledSet(
    deps.db,
    'home:member',
    ['summary', 'events', 'threads', 'newReplies'],
    () => {
      const token = ph('tokenHash')
      const events = viewerOf(token)
      const forum = forumViewerOf(token)
      const userId = sessionUserIdSql(token)
      return {
        summary: homeSummaryQuery(deps.db, {
          viewer: events,
          userId,
          now: ph('now'),
          tokenHash: token,
        }),
        events: upcomingEventsQuery(deps.db, events, ph('now')),
        threads: latestThreadsQuery(deps.db, forum),
        newReplies: newRepliesQuery(deps.db, forum),
      }
    },
    { now: new Date().toISOString(), tokenHash },
  )

/**
 * One batch: the visitor's three statements, or the member's four. The member's next ticket,
 * latest notifications and unread count are columns of their summary row: each statement in a
 * batch has a fixed cost in D1 (local D1 also prepares every statement afresh).
 */
const readVisitor = (deps: Deps) => {
  const visitor = visitorStatements(deps)
  return deps.db.batch([visitor.summary, visitor.events, visitor.threads])
}

const readMember = (deps: Deps, tokenHash: string) => {
  const member = memberStatements(deps, tokenHash)
  return deps.db.batch([member.summary, member.events, member.threads, member.newReplies])
}

export const getHome = async (deps: Deps): Promise<HomeResource> => {
  const { auth } = deps
  // Whether a visitor may view events is their role's to say: load its permissions with the batch.
  await auth.require(() => null, { permissions: true })
  const tokenHash = auth.tokenHash
  const [[summary], eventRows, threadRows, newReplies] = tokenHash
    ? await readMember(deps, tokenHash)
    : [...(await readVisitor(deps)), null]
  const actor = auth.current()
  const features = settingFromJson('features', summary?.featuresJson ?? null)
  const forumOn =
    features.forum && settingFromJson('is_forum_active', summary?.forumActiveJson ?? null)
  const currency = settingFromJson('currency_symbol', summary?.currencyJson ?? null)
  const eventsShown = features.events && can(actor, 'events.view')

  let memberPart: HomeMemberResource | null = null
  if (newReplies && actor.user) {
    memberPart = {
      next_ticket:
        features.events && summary?.nextTicketJson ? toHomeTicket(summary.nextTicketJson) : null,
      new_replies: forumOn
        ? {
            since: actor.user.previousVisitAt,
            threads: newReplies.map((row) => ({
              ...toHomeThread(row),
              new_replies: row.newReplies,
            })),
          }
        : null,
      notifications: {
        data: toHomeNotifications(summary?.notificationsJson ?? null),
        unread: summary?.unreadNotifications ?? 0,
      },
    }
  }

  return {
    member_count: summary?.memberCount ?? 0,
    featured_tiles: settingFromJson('featured_tiles', summary?.tilesJson ?? null).enabled,
    featured: toHomeFeatured(summary?.featuredJson ?? null, (type) => {
      const feature = FEATURE_OF[type]
      return (!feature || features[feature]) && can(actor, ITEM_TYPES[type].viewPermission)
    }),
    events: eventsShown
      ? eventRows.map((row) => toHomeEvent(toEventResource(row, currency)))
      : null,
    threads: forumOn ? threadRows.map(toHomeThread) : null,
    member: memberPart,
  }
}
