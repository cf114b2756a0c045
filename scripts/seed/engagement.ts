import { daysAgo, q } from './sql.ts'

/**
 * Comments (with a few replies) and likes by the demo members on the seeded events and on the
 * news and resources present when it runs (it queries them: the posts' seed runs first). Written
 * as the API leaves them; item_counters follows by trigger (migration 0016).
 */
const userId = (who: string) => `(SELECT id FROM users WHERE email = ${q(`${who}@example.com`)})`

/** Up to 12 approved events (one per series) and 12 approved open posts, numbered from 1. */
const ITEMS = {
  event: `SELECT id, 'event' AS item_type, row_number() OVER (ORDER BY starts_at, id) AS n FROM events
    WHERE status = 'approved' AND parent_id IS NULL AND (series_id IS NULL OR series_id = id)
    ORDER BY starts_at, id LIMIT 12`,
  post: `SELECT id, type AS item_type, row_number() OVER (ORDER BY created_at DESC, id) AS n FROM posts
    WHERE status = 'approved' AND type IN ('news', 'resource') AND group_id IS NULL
    ORDER BY created_at DESC, id LIMIT 12`,
} as const

type Said = { who: string; body: string; days: number; every: number; at: number }

// `every`/`at`: the comment goes on the items whose number n has n % every = at.
const ON_EVENTS: Said[] = [
  {
    who: 'priya.shah',
    body: 'Really looking forward to this one. Is there parking near the venue?',
    days: 3,
    every: 2,
    at: 1,
  },
  {
    who: 'oliver.grant',
    body: 'Went to the last one and came away with two new clients. Highly recommend.',
    days: 2.5,
    every: 3,
    at: 0,
  },
  {
    who: 'member',
    body: 'Count me in. Happy to share a lift from the station if anyone needs one.',
    days: 2,
    every: 2,
    at: 0,
  },
  {
    who: 'chloe.baker',
    body: 'Will the slides be shared afterwards? I can only make the first hour.',
    days: 1.2,
    every: 3,
    at: 1,
  },
  {
    who: 'ravi.kumar',
    body: 'Great line-up this time. Thanks to the organisers for putting it together.',
    days: 0.4,
    every: 4,
    at: 2,
  },
]
const ON_POSTS: Said[] = [
  {
    who: 'aisha.bello',
    body: 'Useful read, thank you. We hit exactly this problem last quarter.',
    days: 1.5,
    every: 2,
    at: 1,
  },
  {
    who: 'daniel.kowalski',
    body: 'Sharing this with my team. Would love a follow-up on the practical side.',
    days: 1,
    every: 2,
    at: 0,
  },
  {
    who: 'member',
    body: 'Good to see this here. Does anyone have a template they would share?',
    days: 0.6,
    every: 3,
    at: 0,
  },
]
/** Replies: to the comment of `to` (with that body), on the first two items it was placed on. */
const REPLIES: { who: string; to: Said; body: string; days: number }[] = [
  {
    who: 'ben.thompson',
    to: ON_EVENTS[0]!,
    body: 'There is a pay-and-display car park two minutes away, and it is free after six.',
    days: 2.8,
  },
  {
    who: 'priya.shah',
    to: ON_EVENTS[2]!,
    body: 'Yes please! I will be on the 17:40 train.',
    days: 1.8,
  },
  {
    who: 'admin',
    to: ON_EVENTS[3]!,
    body: 'They will: we send them to everyone who booked the day after.',
    days: 1,
  },
  {
    who: 'zara.ahmed',
    to: ON_POSTS[2]!,
    body: 'I have one. Message me and I will send it over.',
    days: 0.3,
  },
]
const LIKERS = [
  'member',
  'priya.shah',
  'oliver.grant',
  'aisha.bello',
  'zara.ahmed',
  'chloe.baker',
  'daniel.kowalski',
  'ravi.kumar',
  'ben.thompson',
  'mei.chen',
]

const comment = (items: string, said: Said) =>
  `INSERT INTO comments (item_type, item_id, parent_id, user_id, body, entities, created_at, updated_at)
  SELECT i.item_type, i.id, NULL, ${userId(said.who)}, ${q(said.body)}, '[]', ${q(daysAgo(said.days))}, ${q(daysAgo(said.days))}
  FROM (${items}) i WHERE i.n % ${said.every} = ${said.at} AND ${userId(said.who)} IS NOT NULL;`

const reply = (r: (typeof REPLIES)[number]) =>
  `INSERT INTO comments (item_type, item_id, parent_id, user_id, body, entities, created_at, updated_at)
  SELECT c.item_type, c.item_id, c.id, ${userId(r.who)}, ${q(r.body)}, '[]', ${q(daysAgo(r.days))}, ${q(daysAgo(r.days))}
  FROM comments c WHERE c.parent_id IS NULL AND c.user_id = ${userId(r.to.who)} AND c.body = ${q(r.to.body)}
    AND ${userId(r.who)} IS NOT NULL ORDER BY c.item_type, c.item_id LIMIT 2;`

// Each liker likes most items, not all: (n + k) % 3 <> 0 spreads the counts.
const likes = (items: string) =>
  LIKERS.map(
    (who, k) =>
      `INSERT OR IGNORE INTO likes (item_type, item_id, user_id, created_at)
  SELECT i.item_type, i.id, ${userId(who)}, ${q(daysAgo(3 - k * 0.25))}
  FROM (${items}) i WHERE (i.n + ${k}) % 3 <> 0 AND ${userId(who)} IS NOT NULL;`,
  )

export const seedEngagement = (): string[] => [
  ...ON_EVENTS.map((said) => comment(ITEMS.event, said)),
  ...ON_POSTS.map((said) => comment(ITEMS.post, said)),
  ...REPLIES.map(reply),
  ...likes(ITEMS.event),
  ...likes(ITEMS.post),
]
