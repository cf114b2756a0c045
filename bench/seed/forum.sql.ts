import { isoAt, literal, pick, sequence } from './sql'
import type { SeedDomain } from './types'
import { MEMBERS } from './users.sql'

/**
 * One forum category holding one very long thread (50,000 replies, every fifth nested under the
 * reply before it) and 200 ordinary threads of 10 replies each, with likes and tags, so the thread
 * page and the search run over a realistic mass of replies. Ids are explicit (empty tables).
 */
export const FORUM_CATEGORY_ID = 1
export const FORUM_CATEGORY_SLUG = 'bench-forum'
export const BIG_THREAD_ID = 1
export const BIG_THREAD_SLUG = 'the-long-thread'
export const BIG_THREAD_REPLIES = 50_000
export const OTHER_THREADS = 200
const OTHER_REPLIES_EACH = 10
const OTHER_REPLIES = OTHER_THREADS * OTHER_REPLIES_EACH
/** A word in a third of all replies: the search endpoint looks for it. */
export const SEARCH_WORD = 'invoice'
const THREAD_LIKES = 500

const SENTENCES = [
  `We chase every late ${SEARCH_WORD} on day one now, and cash flow has never been better.`,
  'Has anyone tried a four-day week with a small team? Curious how the rota worked out.',
  'The workshop last month was excellent; the slides are worth a second look.',
  `Our accountant suggested sending each ${SEARCH_WORD} the same day the work is signed off.`,
  'Solar on the warehouse roof paid back faster than the estimate said it would.',
  'Happy to introduce you to a good employment lawyer in the North East.',
  `Late payment interest on an overdue ${SEARCH_WORD} got us paid within a week.`,
  'Standing desks helped two of our team with back pain, the others never stand.',
  'We moved the whole team to a password manager with shared vaults per client.',
]
const TITLES = [
  'Pricing a retainer',
  'Hiring your first employee',
  'Late payers',
  'Office refit on a budget',
  'Electric vans in winter',
  'LinkedIn for B2B',
]
const TAGS = [
  'tax',
  'hiring',
  'cash-flow',
  'marketing',
  'property',
  'energy',
  'software',
  'wellbeing',
]
/** The long thread began 60 days ago; its replies follow about every 100 seconds. */
const replyAt = (nowIso: string, secondsExpr: string) =>
  isoAt(nowIso, `'-60 days', '+' || (${secondsExpr}) || ' seconds'`)

export const forumDomain: SeedDomain = {
  name: 'forum',
  tables: [
    'forum_categories',
    'forum_threads',
    'forum_replies',
    'forum_likes',
    'forum_thread_tags',
    'forum_posts_fts',
  ],
  statements: ({ nowIso }) => [
    `INSERT INTO forum_categories (id, name, slug, position, created_at, updated_at)
     VALUES (${FORUM_CATEGORY_ID}, 'Running a business', ${literal(FORUM_CATEGORY_SLUG)}, 0, ${isoAt(nowIso, `'-90 days'`)}, ${isoAt(nowIso, `'-90 days'`)})`,
    `INSERT INTO forum_threads (id, forum_category_id, user_id, title, slug, body, entities, tags, is_sticky, private, total_replies, total_likes, last_activity_at, created_at, updated_at)
     VALUES (${BIG_THREAD_ID}, ${FORUM_CATEGORY_ID}, 3, 'Chasing late payment: share what works', ${literal(BIG_THREAD_SLUG)},
       'Every member has a story about a late ${SEARCH_WORD}. What has actually worked for you?', '[]', '["cash-flow","invoicing"]', 0, 0, 0, 0,
       ${isoAt(nowIso, `'-60 days'`)}, ${isoAt(nowIso, `'-60 days'`)}, ${isoAt(nowIso, `'-60 days'`)})`,
    `INSERT INTO forum_threads (id, forum_category_id, user_id, title, slug, body, entities, tags, is_sticky, private, total_replies, total_likes, last_activity_at, created_at, updated_at)
     ${sequence(OTHER_THREADS)}
     SELECT ${BIG_THREAD_ID} + n, ${FORUM_CATEGORY_ID}, 1 + (n * 13) % ${MEMBERS}, ${pick(TITLES, 'n')} || ' (' || n || ')', 'bench-thread-' || n,
       ${pick(SENTENCES, 'n + 1')}, '[]', json_array(${pick(TAGS, 'n')}, ${pick(TAGS, 'n + 3')}), n = 1, 0, 0, 0,
       ${isoAt(nowIso, `'-' || (n % 55) || ' days'`)}, ${isoAt(nowIso, `'-' || (n % 55 + 1) || ' days'`)}, ${isoAt(nowIso, `'-' || (n % 55 + 1) || ' days'`)}
     FROM seq`,
    // The long thread: reply n answers reply n - 1 when n is a multiple of 5 (n - 1 is top level).
    `INSERT INTO forum_replies (id, forum_thread_id, parent_id, user_id, body, entities, total_likes, created_at, updated_at)
     ${sequence(BIG_THREAD_REPLIES)}
     SELECT n, ${BIG_THREAD_ID}, CASE WHEN n % 5 = 0 THEN n - 1 END, 1 + (n * 7) % ${MEMBERS}, ${pick(SENTENCES, 'n')} || ' (#' || n || ')', '[]', 0,
       ${replyAt(nowIso, 'n * 100')}, ${replyAt(nowIso, 'n * 100')}
     FROM seq`,
    `INSERT INTO forum_replies (id, forum_thread_id, parent_id, user_id, body, entities, total_likes, created_at, updated_at)
     ${sequence(OTHER_REPLIES)}
     SELECT ${BIG_THREAD_REPLIES} + n, ${BIG_THREAD_ID} + 1 + (n - 1) / ${OTHER_REPLIES_EACH}, NULL, 1 + (n * 11) % ${MEMBERS}, ${pick(SENTENCES, 'n * 5')}, '[]', 0,
       ${isoAt(nowIso, `'-' || (((n - 1) / ${OTHER_REPLIES_EACH} + 1) % 55 + 1) || ' days', '+' || (n % ${OTHER_REPLIES_EACH} + 1) || ' hours'`)},
       ${isoAt(nowIso, `'-' || (((n - 1) / ${OTHER_REPLIES_EACH} + 1) % 55 + 1) || ' days', '+' || (n % ${OTHER_REPLIES_EACH} + 1) || ' hours'`)}
     FROM seq`,
    // Likes: 500 on the long thread, one on every tenth reply, and a few on each other thread.
    `INSERT INTO forum_likes (forum_object_type, forum_object_id, user_id, created_at)
     ${sequence(THREAD_LIKES)} SELECT 'thread', ${BIG_THREAD_ID}, n, ${isoAt(nowIso, `'-' || (n % 50) || ' days'`)} FROM seq`,
    `INSERT INTO forum_likes (forum_object_type, forum_object_id, user_id, created_at)
     SELECT 'reply', id, 1 + (id * 17) % ${MEMBERS}, created_at FROM forum_replies WHERE id % 10 = 0`,
    `INSERT INTO forum_likes (forum_object_type, forum_object_id, user_id, created_at)
     SELECT 'thread', t.id, 1 + (t.id * 31 + k.n) % ${MEMBERS}, t.created_at
     FROM forum_threads t JOIN (SELECT 1 AS n UNION ALL SELECT 2 UNION ALL SELECT 3) k WHERE t.id <> ${BIG_THREAD_ID}`,
    // Counters from the rows, as the writes would have kept them.
    `UPDATE forum_replies SET total_likes = 1 WHERE id % 10 = 0`,
    `UPDATE forum_threads SET total_likes = CASE WHEN id = ${BIG_THREAD_ID} THEN ${THREAD_LIKES} ELSE 3 END,
       total_replies = CASE WHEN id = ${BIG_THREAD_ID} THEN ${BIG_THREAD_REPLIES} ELSE ${OTHER_REPLIES_EACH} END,
       last_activity_at = coalesce((SELECT max(r.created_at) FROM forum_replies r WHERE r.forum_thread_id = forum_threads.id), last_activity_at)`,
    `INSERT INTO forum_thread_tags (forum_thread_id, tag) SELECT t.id, j.value FROM forum_threads t, json_each(t.tags) j`,
    `UPDATE forum_categories SET total_threads = (SELECT count(*) FROM forum_threads WHERE forum_category_id = ${FORUM_CATEGORY_ID}),
       total_replies = (SELECT sum(total_replies) FROM forum_threads WHERE forum_category_id = ${FORUM_CATEGORY_ID}),
       last_activity_at = (SELECT max(last_activity_at) FROM forum_threads WHERE forum_category_id = ${FORUM_CATEGORY_ID})
     WHERE id = ${FORUM_CATEGORY_ID}`,
  ],
  checks: [
    {
      name: 'top-level replies of the long thread, oldest first',
      sql: `SELECT id, body FROM forum_replies WHERE forum_thread_id = ? AND parent_id IS NULL ORDER BY created_at ASC, id ASC LIMIT 20`,
      params: [BIG_THREAD_ID],
      index: 'forum_replies_thread',
      ordered: true,
    },
    {
      name: 'threads of a category, sticky first then latest activity',
      sql: `SELECT id, title FROM forum_threads WHERE forum_category_id = ? ORDER BY is_sticky DESC, last_activity_at DESC LIMIT 9`,
      params: [FORUM_CATEGORY_ID],
      index: 'forum_threads_category_list',
      ordered: true,
    },
    {
      name: 'latest likes of a reply',
      sql: `SELECT id, user_id FROM forum_likes WHERE forum_object_type = 'reply' AND forum_object_id = ? ORDER BY created_at DESC LIMIT 5`,
      params: [10],
      index: 'forum_likes_object_latest',
      ordered: true,
    },
  ],
}
