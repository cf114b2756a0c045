import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'
import { MEMBERS } from './users.sql'
import { EVENTS } from './events.sql'

/**
 * Posts enough for a feed of 100,000 items: the members (in the directory) and events already
 * seeded are in it by the triggers of migration 0016, and these news posts and resources join
 * them the same way (inserting a post writes its feed row). A tenth of the resources are tied to
 * a group the bench member is not in (locked cards), and items carry likes (item_counters).
 */
export const FEED_ITEMS = 100_000
export const FEED_POSTS = FEED_ITEMS - MEMBERS - EVENTS
export const FEED_GROUP_ID = 1
/** Feed posts take ids above the posts domain's (which numbers its own from 1). */
const FIRST_ID = 100_000
const LIKED_POSTS = 2_000

const TITLES = [
  'New members evening',
  'Quarterly results',
  'Tax year checklist',
  'Hiring guide',
  'Energy saving tips',
  'Board elections',
]

export const feedDomain: SeedDomain = {
  name: 'feed',
  tables: ['groups', 'posts', 'likes'],
  statements: ({ nowIso }) => [
    `INSERT INTO groups (id, title, slug, status, privacy, created_at, updated_at)
     VALUES (${FEED_GROUP_ID}, 'Trustees', 'bench-trustees', 'approved', 'private', ${isoAt(nowIso, `'-90 days'`)}, ${isoAt(nowIso, `'-90 days'`)})`,
    // Every third post a resource, every thirtieth resource in the group; spread over 90 days.
    `INSERT INTO posts (id, type, slug, user_id, title, excerpt, body_text, status, group_id, approved_at, created_at, updated_at)
     ${sequence(FEED_POSTS)}
     SELECT ${FIRST_ID} + n, CASE WHEN n % 3 = 0 THEN 'resource' ELSE 'news' END, 'bench-post-' || n, 1 + (n * 7) % ${MEMBERS},
       ${pick(TITLES, 'n')} || ' ' || n, 'A short excerpt for the feed card.', '', 'approved',
       CASE WHEN n % 30 = 0 THEN ${FEED_GROUP_ID} ELSE NULL END,
       ${isoAt(nowIso, `'-' || ((n * 77) % 7776000) || ' seconds'`)}, ${isoAt(nowIso, `'-' || ((n * 77) % 7776000) || ' seconds'`)},
       ${isoAt(nowIso, `'-' || ((n * 77) % 7776000) || ' seconds'`)}
     FROM seq`,
    `INSERT OR IGNORE INTO likes (item_type, item_id, user_id, created_at)
     ${sequence(LIKED_POSTS * 5)}
     SELECT CASE WHEN (1 + n % ${LIKED_POSTS}) % 3 = 0 THEN 'resource' ELSE 'news' END, ${FIRST_ID} + 1 + n % ${LIKED_POSTS},
       1 + (n * 31) % ${MEMBERS}, ${isoAt(nowIso, `'-1 days'`)}
     FROM seq`,
  ],
  // The feed page's scan of feed_items (worker/feed/feed.queries.ts), its types' filter and order.
  checks: [
    {
      name: 'feed first page: every type, newest first',
      sql: `SELECT fi.item_type, fi.item_id FROM feed_items fi
        WHERE +fi.item_type IN (SELECT column1 FROM (VALUES ('event'), ('news'), ('resource'), ('member')))
          AND (fi.is_private = 0 OR ? IS NOT NULL)
        ORDER BY fi.published_at DESC, fi.item_type DESC, fi.item_id DESC LIMIT 15 OFFSET 0`,
      params: [1],
      index: 'feed_items_published',
      ordered: true,
    },
    {
      name: 'feed filtered page: one type, newest first',
      sql: `SELECT fi.item_type, fi.item_id FROM feed_items fi
        WHERE fi.item_type = 'news' AND (fi.is_private = 0 OR ? IS NOT NULL)
        ORDER BY fi.published_at DESC, fi.item_type DESC, fi.item_id DESC LIMIT 20 OFFSET 0`,
      params: [1],
      index: 'feed_items_type_published',
      ordered: true,
    },
    {
      name: 'my feed: one member, newest first',
      sql: `SELECT fi.item_type, fi.item_id FROM feed_items fi WHERE fi.user_id = ?
        ORDER BY fi.published_at DESC, fi.item_type DESC, fi.item_id DESC LIMIT 20 OFFSET 0`,
      params: [3],
      index: 'feed_items_user_published',
    },
  ],
}
