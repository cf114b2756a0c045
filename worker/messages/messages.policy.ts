import { sql, type SQL } from 'drizzle-orm'

/**
 * Who may message whom and who may read a thread, as SQL over member ids (values or SQL). Spec 01
 * §6: messaging needs a connection. Beyond the spec, a block either way refuses messages, also
 * in threads that already exist. The same rules hold the thread's live room (live-read.ts).
 */

type Id = number | SQL

/** SQL: `a` and `b` are connected (connections are stored in both directions). */
export const connectedSql = (a: Id, b: Id) =>
  sql`EXISTS (SELECT 1 FROM connections cn WHERE cn.user_from_id = ${a} AND cn.user_to_id = ${b})`

/** SQL: either of `a` and `b` blocked the other. */
export const blockedSql = (a: Id, b: Id) =>
  sql`EXISTS (SELECT 1 FROM member_blocks mb WHERE (mb.blocker_id = ${a} AND mb.blocked_id = ${b})
    OR (mb.blocker_id = ${b} AND mb.blocked_id = ${a}))`

/** SQL: `from` may write to `to` (an active member, connected, no block either way). */
export const mayMessageSql = (from: Id, to: Id) =>
  sql`(${connectedSql(from, to)} AND NOT ${blockedSql(from, to)}
    AND EXISTS (SELECT 1 FROM users mu WHERE mu.id = ${to} AND mu.is_active = 1))`

/** SQL: `userId` belongs to the thread `threadId`. */
export const threadMemberSql = (threadId: Id, userId: Id) =>
  sql`EXISTS (SELECT 1 FROM message_thread_users tm WHERE tm.thread_id = ${threadId} AND tm.user_id = ${userId})`

/** SQL: a block stands between `userId` and another member of the thread. */
export const blockedInThreadSql = (threadId: Id, userId: Id) =>
  sql`EXISTS (SELECT 1 FROM message_thread_users bo JOIN member_blocks bb
    ON (bb.blocker_id = ${userId} AND bb.blocked_id = bo.user_id) OR (bb.blocker_id = bo.user_id AND bb.blocked_id = ${userId})
    WHERE bo.thread_id = ${threadId})`

/**
 * SQL: `userId` may post in the thread: a member of it, no block with any other member; in a 1:1
 * thread also still connected to the other. A group needs its creator connected to everyone
 * when it starts; later replies need only membership (its members need not all know each other).
 */
export const mayPostInThreadSql = (threadId: Id, userId: Id) =>
  sql`(${threadMemberSql(threadId, userId)} AND NOT ${blockedInThreadSql(threadId, userId)}
    AND ((SELECT pt.is_group FROM message_threads pt WHERE pt.id = ${threadId}) = 1
      OR EXISTS (SELECT 1 FROM message_thread_users po WHERE po.thread_id = ${threadId} AND po.user_id <> ${userId}
        AND ${connectedSql(userId, sql`po.user_id`)})))`

/**
 * SQL: 1 when `userId` may read the thread `id` live: a member, and in a 1:1 thread not blocked
 * by (or blocking) the other. The rule a socket joins under and is held to (live-read.ts); a
 * removed connection stops new messages (nothing more to hear), a block closes the socket.
 */
export const messageThreadReadableByUserSql = (userId: SQL, id: SQL) =>
  sql`(${threadMemberSql(id, userId)} AND ((SELECT rt.is_group FROM message_threads rt WHERE rt.id = ${id}) = 1
    OR NOT ${blockedInThreadSql(id, userId)}))`

/**
 * SQL: the 1:1 thread's key, the two ids lower first ('3:8'), so both members name the same
 * thread. Both must be SQL integers (a column, or a parameter cast AS INTEGER: D1 may bind a
 * JavaScript number as a real, and 3.0 || ':' reads '3.0:').
 */
export const pairKeySql = (a: Id, b: Id) =>
  sql`(CASE WHEN ${a} < ${b} THEN ${a} || ':' || ${b} ELSE ${b} || ':' || ${a} END)`
