import type { BenchD1 } from './database'
import type { FanOutSubject } from './fan-out'
import { MEMBER } from './fixtures'

/**
 * The live messaging fan-out (issue 13): a group message thread of the bench member and five
 * others, every socket the member's (all in the thread's room), one message posted over HTTP to
 * POST /api/group-message-posts and timed to the last socket, as the forum's is.
 */

export const MESSAGE_FAN_OUT_NAME = 'fan-out: one message to every open socket of a group thread'

/** Members 9,000–9,004 join the bench member; none of them blocks another. */
const OTHERS = [9_000, 9_001, 9_002, 9_003, 9_004]

const createGroupThread = async (db: BenchD1) => {
  const now = new Date().toISOString()
  const row = await db
    .prepare(
      `INSERT INTO message_threads (is_group, pair_key, created_by_id, total_posts, created_at, updated_at)
       VALUES (1, NULL, ?, 0, ?, ?) RETURNING id`,
    )
    .bind(MEMBER.id, now, now)
    .first<{ id: number }>()
  if (!row) throw new Error('message fan-out: could not create the group thread')
  await db.batch(
    [MEMBER.id, ...OTHERS].map((userId) =>
      db
        .prepare(
          'INSERT INTO message_thread_users (thread_id, user_id, unread_count, last_post_at, created_at) VALUES (?, ?, 0, ?, ?)',
        )
        .bind(row.id, userId, now, now),
    ),
  )
  return row.id
}

export const MESSAGE_FAN_OUT: FanOutSubject = {
  name: MESSAGE_FAN_OUT_NAME,
  prepare: async (db) => {
    const threadId = await createGroupThread(db)
    return {
      roomId: threadId,
      socketPath: `/api/message-threads/${threadId}/live`,
      postPath: '/api/group-message-posts',
      postBody: (body) => ({ group_message_thread_id: threadId, body }),
    }
  },
}
