import { MEMBER } from '../fixtures'
import { MEMBERS } from './users.sql'
import { isoAt, pick, sequence } from './sql'
import type { SeedDomain } from './types'

/**
 * The bench member's inbox (issue 13): 2,000 threads (1,990 one-to-one, 10 groups of six) holding
 * 50,000 messages, 25 a thread, the member in every one, a quarter of the threads with unread
 * messages; and the member connected to each 1:1 partner, so sends are allowed.
 */
export const MESSAGE_THREADS = 2_000
export const GROUP_THREADS = 10
export const MESSAGES = 50_000
const PER_THREAD = MESSAGES / MESSAGE_THREADS
/** 1:1 thread n (n ≤ 1,990) is with member 2 + n; a group's five others follow on from them. */
const partner = (n: string) => `(2 + ${n})`

const BODIES = [
  'Thanks for the introduction yesterday, it was good to meet you.',
  'Are you going to the breakfast briefing next week?',
  'I have sent the proposal over; let me know what you think.',
  'Could we move our call to Thursday afternoon?',
  'Great news about the contract — congratulations!',
  'Do you know anyone who does commercial lease reviews?',
]

/** Post n's time: a message every few minutes, the newest an hour ago. */
const postAt = (nowIso: string, n: string) =>
  isoAt(nowIso, `'-' || (60 + (${MESSAGES} - ${n}) * 3) || ' minutes'`)

export const messagesDomain: SeedDomain = {
  name: 'messages',
  tables: ['message_threads', 'message_thread_users', 'message_posts', 'connections'],
  statements: ({ nowIso }) => [
    // Threads 1..2,000 by id: the last ten are groups.
    `INSERT INTO message_threads (id, is_group, pair_key, created_by_id, total_posts, created_at, updated_at)
     ${sequence(MESSAGE_THREADS)}
     SELECT n, n > ${MESSAGE_THREADS - GROUP_THREADS},
       CASE WHEN n > ${MESSAGE_THREADS - GROUP_THREADS} THEN NULL ELSE '${MEMBER.id}:' || ${partner('n')} END,
       ${MEMBER.id}, ${PER_THREAD}, ${isoAt(nowIso, "'-400 days'")}, ${isoAt(nowIso, "'-400 days'")} FROM seq`,
    // Post n is in thread ((n - 1) % 2,000) + 1, written in turn by the member and the others.
    `INSERT INTO message_posts (thread_id, user_id, body, created_at)
     ${sequence(MESSAGES)}
     SELECT ((n - 1) % ${MESSAGE_THREADS}) + 1,
       CASE WHEN (n / ${MESSAGE_THREADS}) % 2 = 0 THEN ${MEMBER.id}
         ELSE ${partner(`(((n - 1) % ${MESSAGE_THREADS}) + 1)`)} + ((n / ${MESSAGE_THREADS}) % 5) * (CASE WHEN ((n - 1) % ${MESSAGE_THREADS}) + 1 > ${MESSAGE_THREADS - GROUP_THREADS} THEN 1 ELSE 0 END) END,
       ${pick(BODIES, 'n')}, ${postAt(nowIso, 'n')} FROM seq`,
    `UPDATE message_threads SET
       last_post_id = (SELECT max(p.id) FROM message_posts p WHERE p.thread_id = message_threads.id),
       last_post_user_id = (SELECT p.user_id FROM message_posts p WHERE p.thread_id = message_threads.id ORDER BY p.id DESC LIMIT 1),
       last_post_excerpt = (SELECT p.body FROM message_posts p WHERE p.thread_id = message_threads.id ORDER BY p.id DESC LIMIT 1),
       last_post_at = (SELECT p.created_at FROM message_posts p WHERE p.thread_id = message_threads.id ORDER BY p.id DESC LIMIT 1),
       updated_at = (SELECT p.created_at FROM message_posts p WHERE p.thread_id = message_threads.id ORDER BY p.id DESC LIMIT 1)`,
    // The member in every thread (a quarter unread), their partner in each 1:1, five others in each group.
    `INSERT INTO message_thread_users (thread_id, user_id, read_at, unread_count, last_post_at, created_at)
     SELECT t.id, ${MEMBER.id}, CASE WHEN t.id % 4 = 0 THEN NULL ELSE t.last_post_at END,
       CASE WHEN t.id % 4 = 0 THEN 1 + t.id % 3 ELSE 0 END, t.last_post_at, t.created_at FROM message_threads t`,
    `INSERT INTO message_thread_users (thread_id, user_id, read_at, unread_count, last_post_at, created_at)
     SELECT t.id, ${partner('t.id')} + k.value, t.last_post_at, 0, t.last_post_at, t.created_at
     FROM message_threads t JOIN json_each('[0,1,2,3,4]') k ON k.value = 0 OR t.is_group = 1
     WHERE ${partner('t.id')} + k.value <= ${MEMBERS}`,
    // Connected both ways with every 1:1 partner.
    `INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at)
     SELECT ${MEMBER.id}, ${partner('t.id')}, t.created_at FROM message_threads t WHERE t.is_group = 0`,
    `INSERT OR IGNORE INTO connections (user_from_id, user_to_id, created_at)
     SELECT ${partner('t.id')}, ${MEMBER.id}, t.created_at FROM message_threads t WHERE t.is_group = 0`,
  ],
  checks: [
    {
      name: 'the inbox page (as listThreads runs it)',
      sql: `SELECT t.id, t.last_post_excerpt, m.unread_count FROM message_thread_users m JOIN message_threads t ON t.id = m.thread_id
        WHERE m.user_id = ? AND m.last_post_at IS NOT NULL ORDER BY m.last_post_at DESC, m.thread_id DESC LIMIT 20 OFFSET 0`,
      params: [MEMBER.id],
      index: 'message_thread_users_inbox',
      ordered: true,
    },
    {
      name: "the header's unread messages",
      sql: `SELECT coalesce(sum(unread_count), 0) FROM message_thread_users WHERE user_id = ? AND last_post_at IS NOT NULL`,
      params: [MEMBER.id],
      index: 'message_thread_users_inbox',
    },
    {
      name: 'a conversation page, newest first',
      sql: 'SELECT p.id, p.body FROM message_posts p WHERE p.thread_id = ? ORDER BY p.id DESC LIMIT 30',
      params: [1],
      index: 'message_posts_thread',
      ordered: true,
    },
  ],
}
