import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'
import { MEMBERS } from './users.sql'

/**
 * 3,000 news posts over three years (one in twenty pending), 500 resources, and 20,000 likes on
 * the newest news, so the list's counters and the reader's like join real rows.
 */
export const NEWS_POSTS = 3_000
export const RESOURCE_POSTS = 500
export const POST_LIKES = 20_000
/** The post the single-post endpoint reads (newest, approved, liked by many). */
export const BIG_NEWS_SLUG = 'bench-news-1'

const TITLES = [
  'Members breakfast round-up',
  'New desks at the rooms',
  'Tax changes explained',
  'Awards for three members',
  'Summer social news',
  'Mentoring scheme update',
]
const BODY =
  '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"A news post the bench made, with a body of a few ordinary sentences for the page."}]}]}'

export const postsDomain: SeedDomain = {
  name: 'posts',
  tables: ['posts', 'likes', 'item_counters'],
  statements: ({ nowIso }) => [
    // News n was written n hours ago: bench-news-1 is the newest.
    `INSERT INTO posts (type, slug, user_id, title, excerpt, body, body_text, status, settings, approved_at, created_at, updated_at)
     ${sequence(NEWS_POSTS)}
     SELECT 'news', 'bench-news-' || n, 1 + (n % 50), ${pick(TITLES, 'n')} || ' ' || n,
       'A news post the bench made, with an excerpt of ordinary length for a card.', '${BODY}',
       'A news post the bench made, with a body of a few ordinary sentences for the page.',
       CASE WHEN n % 20 = 0 AND n > 1 THEN 'pending' ELSE 'approved' END, '{}',
       ${isoAt(nowIso, `'-' || (n * 9) || ' hours'`)}, ${isoAt(nowIso, `'-' || (n * 9) || ' hours'`)}, ${isoAt(nowIso, `'-' || (n * 9) || ' hours'`)}
     FROM seq`,
    `INSERT INTO posts (type, slug, user_id, title, excerpt, body, body_text, status, settings, approved_at, created_at, updated_at)
     ${sequence(RESOURCE_POSTS)}
     SELECT 'resource', 'bench-resource-' || n, 1 + (n % 50), 'Guide ' || n,
       'A resource the bench made.', '${BODY}', 'A resource the bench made.', 'approved', '{}',
       ${isoAt(nowIso, `'-' || (n * 2) || ' days'`)}, ${isoAt(nowIso, `'-' || (n * 2) || ' days'`)}, ${isoAt(nowIso, `'-' || (n * 2) || ' days'`)}
     FROM seq`,
    // Likes on the newest 200 news posts, 100 members each (counters follow by trigger).
    `INSERT INTO likes (item_type, item_id, user_id, created_at)
     ${sequence(POST_LIKES)}
     SELECT 'news', (SELECT id FROM posts WHERE type = 'news' AND slug = 'bench-news-' || (1 + (n - 1) / 100)),
       1 + ((n - 1) % 100) * ((${MEMBERS} - 1) / 100), ${isoAt(nowIso, `'-1 hours'`)}
     FROM seq`,
  ],
  checks: [
    {
      name: 'approved news, newest first',
      sql: `SELECT id FROM posts WHERE type = 'news' AND status = 'approved' ORDER BY created_at DESC, id DESC LIMIT 12`,
      params: [],
      index: 'posts_type_status_created',
      ordered: true,
    },
    {
      name: 'one news post by slug',
      sql: `SELECT id FROM posts WHERE type = 'news' AND slug = ?`,
      params: [BIG_NEWS_SLUG],
      index: 'posts_type_slug',
    },
  ],
}
