import { compiled, ph } from '../db/compiled'
import type { Deps } from '../lib/deps'
import { can } from '../lib/policy'
import { settingFromJson } from '../settings/setting-from'
import { homeQuery } from './home.queries'
import { ITEM_TYPES } from '../content/item-types'
import {
  toHomeEvents,
  toHomeFeatured,
  toHomeNewRepliesThreads,
  toHomeNotifications,
  toHomeThreads,
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
 * visit and their latest notifications — ONE statement (home.queries.ts says why), in the
 * db.batch the session rows ride along in. Compiled once per isolate (worker/db/compiled.ts),
 * the visitor's text and the member's.
 */
const readHome = (deps: Deps, tokenHash: string | null) =>
  deps.db.batch([
    compiled(
      deps.db,
      tokenHash ? 'home:member' : 'home:visitor',
      () => homeQuery(deps.db, tokenHash ? ph('tokenHash') : null, ph('now')),
      { now: new Date().toISOString(), tokenHash },
    ),
  ])

export const getHome = async (deps: Deps): Promise<HomeResource> => {
  const { auth } = deps
  // Whether a visitor may view events is their role's to say: load its permissions with the batch.
  await auth.require(() => null, { permissions: true })
  const [[summary]] = await readHome(deps, auth.tokenHash)
  const actor = auth.current()
  const features = settingFromJson('features', summary?.featuresJson ?? null)
  const forumOn =
    features.forum && settingFromJson('is_forum_active', summary?.forumActiveJson ?? null)
  const currency = settingFromJson('currency_symbol', summary?.currencyJson ?? null)
  const eventsShown = features.events && can(actor, 'events.view')

  let memberPart: HomeMemberResource | null = null
  if (auth.tokenHash && actor.user) {
    memberPart = {
      next_ticket:
        features.events && summary?.nextTicketJson ? toHomeTicket(summary.nextTicketJson) : null,
      new_replies: forumOn
        ? {
            since: actor.user.previousVisitAt,
            threads: summary?.newRepliesJson ? toHomeNewRepliesThreads(summary.newRepliesJson) : [],
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
    events: eventsShown && summary ? toHomeEvents(summary.eventsJson, currency) : null,
    threads: forumOn && summary ? toHomeThreads(summary.threadsJson) : null,
    member: memberPart,
  }
}
