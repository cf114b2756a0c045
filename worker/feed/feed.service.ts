import { ITEM_TYPES } from '../content/item-types'
import type { Deps } from '../lib/deps'
import { can } from '../lib/policy'
import { settingQuery } from '../settings/settings.queries'
import { settingFrom } from '../settings/setting-from'
import { feedPageStatement, feedTotalStatement } from './feed.queries'
import { toFeedItem } from './feed.resources'
import { FEED_ITEM_TYPES, type FeedItem, type FeedTitles, type ListFeedQuery } from './feed.schemas'

/**
 * The combined feed (spec 01 §1, §7) and its filter labels. A page is one db.batch: the page's
 * rows with their cards and the total; who reads is SQL inside both (feed.queries.ts).
 */
export const listFeed = async (
  deps: Deps,
  query: ListFeedQuery,
): Promise<{ rows: FeedItem[]; total: number }> => {
  const { db, auth } = deps
  const [rows, [count]] = await db.batch([
    feedPageStatement(db, auth.tokenHash, query),
    feedTotalStatement(db, auth.tokenHash, query),
  ])
  return {
    rows: rows.map(toFeedItem).filter((item): item is FeedItem => item !== null),
    total: count?.total ?? 0,
  }
}

const FEATURE_OF = { event: 'events', resource: 'resources' } as const

/** GET /api/settings/titles: the label of each type the reader may view (spec 01 §6). */
export const listFeedTitles = async (deps: Deps): Promise<FeedTitles> => {
  const { db, auth } = deps
  // The reader's permissions (a visitor's role's too) ride along with the features row.
  await auth.require(() => null, { permissions: true })
  const [featureRows] = await db.batch([settingQuery(db, 'features')])
  const features = settingFrom('features', featureRows)
  const actor = auth.current()
  const titles: FeedTitles = {}
  for (const type of FEED_ITEM_TYPES) {
    const entry = ITEM_TYPES[type]
    const feature = type === 'event' || type === 'resource' ? FEATURE_OF[type] : null
    if (feature && !features[feature]) continue
    if (can(actor, entry.viewPermission)) titles[type] = entry.label
  }
  return titles
}
