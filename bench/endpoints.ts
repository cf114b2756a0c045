import {
  BIG_EVENT_ATTENDEES,
  BIG_EVENT_ID,
  EVENTS,
  ORDERS,
  SOLD_OUT_EVENT_ID,
} from './seed/events.sql'
import {
  BIG_THREAD_REPLIES,
  BIG_THREAD_SLUG,
  FORUM_CATEGORY_ID,
  FORUM_CATEGORY_SLUG,
  SEARCH_WORD,
} from './seed/forum.sql'
import { FEED_ITEMS } from './seed/feed.sql'
import { MEMBER_NOTIFICATIONS } from './seed/notifications.sql'
import { MEMBERS } from './seed/users.sql'
import { MESSAGE_THREADS, MESSAGES } from './seed/messages.sql'
import { BIG_NEWS_SLUG, NEWS_POSTS, POST_LIKES } from './seed/posts.sql'
import { POLL_VOTES, POLLS, VOTED_OPTION_ID } from './seed/polls.sql'
import type { Persona } from './fixtures'

/**
 * What the bench loads, each beside the trivial route. Later issues add their rows here.
 * `roundTrips` is the D1 budget: a signed-in read carries the session rows in its own batch, so a
 * list page is 1 in all; a write is the session (1) plus its one db.batch() — every response's
 * x-d1-round-trips must stay within it.
 * Loading a write endpoint repeats the write for seconds: make it idempotent or cheap to repeat.
 */
export type Endpoint = {
  name: string
  path: string
  as: Persona
  /** GET unless given; a write sends `body` as JSON with the Origin a same-origin page would send. */
  method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  /** The status a good answer has (200 unless given). */
  status?: number
  roundTrips: number
  /** Why the budget is what it is, printed beside it. */
  budgetNote: string
  /** Checked once before loading: a benchmark of error pages would be meaningless. */
  expect: (body: unknown) => string | null
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const dataOf = (body: unknown) => (isObject(body) ? body.data : undefined)

const pageOf = (size: number) => (body: unknown) => {
  const data = dataOf(body)
  if (!Array.isArray(data)) return 'expected {data: [...]}'
  return data.length === size ? null : `expected a full page of ${size}, got ${data.length}`
}

/** GET /api/heartbeat as a visitor: the whole stack (router, middleware, JSON) and no D1. */
export const TRIVIAL: Endpoint = {
  name: 'GET /api/heartbeat (trivial)',
  path: '/api/heartbeat',
  as: 'visitor',
  roundTrips: 0,
  budgetNote: 'no D1',
  expect: (body) => (isObject(dataOf(body)) ? null : 'expected {data: {time}}'),
}

export const ENDPOINTS: Endpoint[] = [
  {
    name: 'GET /api/me (signed in)',
    path: '/api/me',
    as: 'admin',
    roundTrips: 1,
    budgetNote: 'session rows + GDPR setting in one batch',
    expect: (body) => (isObject(dataOf(body)) ? null : 'expected the signed-in user'),
  },
  {
    name: 'GET /api/me (visitor)',
    path: '/api/me',
    as: 'visitor',
    roundTrips: 0,
    budgetNote: 'no session, no D1',
    expect: (body) => (isObject(body) && body.data === null ? null : 'expected {data: null}'),
  },
  {
    name: 'GET /api/users (admin list)',
    path: '/api/users?page=1&page_size=15',
    as: 'admin',
    roundTrips: 1,
    budgetNote: 'list page with the session rows in one batch',
    expect: pageOf(15),
  },
  {
    name: `GET /api/users/directory (member, near Leeds within 20 miles, ${MEMBERS.toLocaleString('en-GB')} members)`,
    path: '/api/users/directory?near=gb-leeds&near_distance=20&page=1&per_page=12',
    as: 'member',
    roundTrips: 1,
    budgetNote:
      'page and total (bounding box, then great-circle distance in SQL) with the session rows in one batch',
    expect: pageOf(12),
  },
  {
    name: 'GET /api/users?userStatus=-1 (requests)',
    path: '/api/users?userStatus=-1&page=1&page_size=15',
    as: 'admin',
    roundTrips: 1,
    budgetNote: 'list page with the session rows in one batch',
    expect: pageOf(15),
  },
  {
    name: `GET /api/notifications (member, ${MEMBER_NOTIFICATIONS.toLocaleString('en-GB')} rows)`,
    path: '/api/notifications?page=1&per_page=20',
    as: 'member',
    roundTrips: 1,
    budgetNote: 'list page with the session rows in one batch',
    expect: pageOf(20),
  },
  {
    name: `GET /api/message-threads (member, ${MESSAGE_THREADS.toLocaleString('en-GB')} threads, ${MESSAGES.toLocaleString('en-GB')} messages)`,
    path: '/api/message-threads?page=1',
    as: 'member',
    roundTrips: 1,
    budgetNote: 'inbox page, total and unread count with the session rows in one batch',
    expect: pageOf(20),
  },
  {
    name: 'GET /api/message-posts (a conversation, newest page)',
    path: '/api/message-posts?message_thread_id=1&page=1',
    as: 'member',
    roundTrips: 1,
    budgetNote: 'thread, page and total with the session rows in one batch',
    expect: pageOf(25),
  },
  {
    name: 'POST /api/notifications (mark all read)',
    path: '/api/notifications',
    as: 'member',
    method: 'POST',
    body: { all: true },
    roundTrips: 2,
    budgetNote: 'session (checked before a write) + one write',
    expect: (body) => (isObject(dataOf(body)) ? null : 'expected {data: {updated}}'),
  },
  {
    name: `GET /api/events (member, ${EVENTS.toLocaleString('en-GB')} events, ${ORDERS.toLocaleString('en-GB')} orders)`,
    path: '/api/events?per_page=6&ends_at_from=now&is_parent=1',
    as: 'member',
    roundTrips: 1,
    budgetNote: 'page, total, counters, currency and session rows in one batch',
    expect: pageOf(6),
  },
  {
    name: 'GET /api/events (visitor)',
    path: '/api/events?per_page=6&ends_at_from=now&is_parent=1',
    as: 'visitor',
    roundTrips: 1,
    budgetNote: 'page, total, counters and visitor permissions in one batch',
    expect: pageOf(6),
  },
  {
    name: `GET /api/events/{id} (${BIG_EVENT_ATTENDEES} attendees)`,
    path: `/api/events/${BIG_EVENT_ID}?with=attendees,children,user`,
    as: 'member',
    roundTrips: 1,
    budgetNote: 'event, attendees, children and session rows in one batch',
    expect: (body) => {
      const data = dataOf(body)
      if (!isObject(data) || !Array.isArray(data.attendees))
        return 'expected an event with attendees'
      return data.attendees.length === BIG_EVENT_ATTENDEES
        ? null
        : `expected ${BIG_EVENT_ATTENDEES} attendees, got ${data.attendees.length}`
    },
  },
  {
    name: 'GET /api/event-orders/cost',
    path: `/api/event-orders/cost?event_id=${BIG_EVENT_ID}&total_tickets=2`,
    as: 'member',
    roundTrips: 1,
    budgetNote: 'event, ticket, sub-events and currency in one batch',
    expect: (body) => (isObject(dataOf(body)) ? null : 'expected {data: {total_cost_formatted}}'),
  },
  {
    name: 'POST /api/event-orders (reserve; sold out, refused by the guarded batch)',
    path: '/api/event-orders',
    as: 'member',
    method: 'POST',
    body: { event_id: SOLD_OUT_EVENT_ID, total_tickets: 1 },
    status: 409,
    roundTrips: 2,
    budgetNote: 'session rows with the event lookup, then the one conditional batch',
    expect: (body) =>
      isObject(body) && typeof body.message === 'string' ? null : 'expected {message}',
  },
  {
    name: `GET /api/forum thread page (${BIG_THREAD_REPLIES.toLocaleString('en-GB')} replies)`,
    path: `/api/forum/categories/${FORUM_CATEGORY_SLUG}/threads/${BIG_THREAD_SLUG}?with=replies`,
    as: 'member',
    roundTrips: 2,
    budgetNote:
      'session, forum switch and thread in one batch; the first page of replies with children, likes and files in a second',
    expect: (body) => {
      const data = dataOf(body)
      if (!isObject(data) || !isObject(data.replies)) return 'expected a thread with replies'
      const { data: replies, total } = data.replies
      if (!Array.isArray(replies) || replies.length === 0) return 'expected a page of replies'
      return typeof total === 'number' && total > 0 ? null : 'expected the replies total'
    },
  },
  // Issue 11 (measured on 2 shared cores): ~8.5× the trivial route's CPU ranked by bm25, against
  // 9.8× newest-first before. A signed-in request with no statement of its own is ~3.3×, a search
  // matching nothing ~4.5×; for this word, in a third of all posts, bm25 adds ~3.4× (FTS5 counts
  // every match to weigh the word, then reads each scored post's length) and the last word's prefix
  // match ~1.6× (FTS5 merges the prefix's doclists, for the match and again for bm25's count).
  // h-search (8 runs against 7 of the tree before, alternating, on the shared machine): median
  // ~4.7× CPU (4.4–5.2×) and 0.20× req/s (0.17–0.22×), from ~5.5× (5.2–6.4×) and 0.17×. The bench's
  // member may read every thread, so no reply's thread is looked up; the candidates are counted as
  // FTS5 streams them and the page comes from the 200 scored. What is left of the statement is
  // mostly bm25's count of every match of the word (~0.35 ms of SQLite's time, whatever the LIMIT).
  {
    name: `GET /api/forum/search?q=${SEARCH_WORD} (over ${BIG_THREAD_REPLIES.toLocaleString('en-GB')} replies)`,
    path: `/api/forum/search?q=${SEARCH_WORD}`,
    as: 'member',
    roundTrips: 1,
    budgetNote:
      'FTS5 bm25-ranked page and its count in one statement, session rows in the same batch',
    expect: pageOf(10),
  },
  // Issue 12: the category page's list, each row with its recent repliers (a JSON column over a
  // bounded window of the thread's latest replies), and the home page's one request.
  {
    name: `GET /api/forum/threads (category page, ${BIG_THREAD_REPLIES.toLocaleString('en-GB')} replies)`,
    path: `/api/forum/threads?forum_category_id=${FORUM_CATEGORY_ID}&page=1&per_page=9`,
    as: 'member',
    roundTrips: 1,
    budgetNote:
      'the page with its participants, the count and the forum switch in one batch with the session',
    expect: pageOf(9),
  },
  {
    name: 'GET /api/home (member)',
    path: '/api/home',
    as: 'member',
    roundTrips: 1,
    budgetNote:
      "events, threads, the member's next ticket, new replies and notifications in one batch",
    expect: (body) => {
      const data = dataOf(body)
      return isObject(data) && typeof data.member_count === 'number' && isObject(data.member)
        ? null
        : 'expected the member home'
    },
  },
  {
    name: `GET /api/news (member, ${NEWS_POSTS.toLocaleString('en-GB')} posts, ${POST_LIKES.toLocaleString('en-GB')} likes)`,
    path: '/api/news?page=1',
    as: 'member',
    roundTrips: 1,
    budgetNote: "page, total, counters, the reader's likes and session rows in one batch",
    expect: pageOf(12),
  },
  {
    name: 'GET /api/news/{slug}',
    path: `/api/news/${BIG_NEWS_SLUG}`,
    as: 'member',
    roundTrips: 1,
    budgetNote: 'post, categories, author, counters and session rows in one batch',
    expect: (body) => {
      const data = dataOf(body)
      return isObject(data) && data.slug === BIG_NEWS_SLUG ? null : 'expected the news post'
    },
  },
  {
    name: `GET /api/feed (member, first page of ${FEED_ITEMS.toLocaleString('en-GB')} items)`,
    path: '/api/feed?page=1&per_page=15',
    as: 'member',
    roundTrips: 1,
    budgetNote: "the page with each item's card and the total in one batch with the session",
    expect: pageOf(15),
  },
  {
    name: 'GET /api/feed (visitor, first page)',
    path: '/api/feed?page=1&per_page=15',
    as: 'visitor',
    roundTrips: 1,
    budgetNote: 'the page and the total in one batch',
    expect: pageOf(15),
  },
  {
    name: 'GET /api/feed?filter_by=news (member, filtered page)',
    path: '/api/feed?filter_by=news&page=1&per_page=20',
    as: 'member',
    roundTrips: 1,
    budgetNote: "one type's index in published order, the total in the same batch",
    expect: pageOf(20),
  },
  {
    name: `GET /api/polls (member, ${POLLS.toLocaleString('en-GB')} polls, ${POLL_VOTES.toLocaleString('en-GB')} votes)`,
    path: '/api/polls?page=1',
    as: 'member',
    roundTrips: 1,
    budgetNote:
      "page with options, counters, the reader's vote and engagement, total from feed_counts",
    expect: pageOf(9),
  },
  {
    name: 'POST /api/poll-votes (a repeat vote in the bench polls, refused by the unique index)',
    path: '/api/poll-votes',
    as: 'member',
    method: 'POST',
    body: { poll_option_id: VOTED_OPTION_ID },
    status: 409,
    roundTrips: 3,
    budgetNote:
      'session, the option and its poll, then the vote with the poll read back in one batch',
    expect: (body) =>
      isObject(body) && typeof body.message === 'string' ? null : 'expected {message}',
  }, // Issue 16: the settings every first screen reads (when the HTML's boot data does not carry
  // them), the adverts the member side shows, and an impression, which must not write to D1.
  {
    name: 'GET /api/settings (visitor: every stored setting over its default)',
    path: '/api/settings',
    as: 'visitor',
    roundTrips: 1,
    budgetNote: 'every stored row in one statement, parsed key by key',
    expect: (body) => {
      const data = dataOf(body)
      return isObject(data) && typeof data.site_name === 'string' ? null : 'expected the settings'
    },
  },
  {
    name: 'GET /api/adverts/showing (visitor: the adverts running now, every position)',
    path: '/api/adverts/showing',
    as: 'visitor',
    roundTrips: 1,
    budgetNote: 'approved adverts in their window by the position index',
    expect: (body) => (Array.isArray(dataOf(body)) ? null : 'expected {data: [...]}'),
  },
  {
    name: 'POST /api/adverts/impressions (visitor: three adverts seen, summed by the AdvertCounter)',
    path: '/api/adverts/impressions',
    as: 'visitor',
    method: 'POST',
    body: { ids: [1, 2, 3] },
    status: 204,
    roundTrips: 0,
    budgetNote: 'no D1: the Durable Object sums and flushes on its alarm',
    expect: () => null,
  },
]
