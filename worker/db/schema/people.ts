import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, updatedAt } from './columns'
import { users } from './users'

/**
 * A request from one member to connect with another (spec 01 §3 Connect request). One row per
 * direction: asking again after an ignore updates the row. When both ask each other, the second
 * request accepts the first in the same batch, so the pair ends with one connection.
 */
export const connectRequests = sqliteTable(
  'connect_requests',
  {
    id: id(),
    userFromId: integer('user_from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userToId: integer('user_to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status', { enum: ['pending', 'accepted', 'ignored'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('connect_requests_pair').on(t.userFromId, t.userToId),
    // Received requests (newest first) and sent requests.
    index('connect_requests_to').on(t.userToId, t.status, t.createdAt),
    index('connect_requests_from').on(t.userFromId, t.status, t.createdAt),
    check('connect_requests_not_self', sql`${t.userFromId} <> ${t.userToId}`),
  ],
)

/**
 * A connection, stored once in each direction so "my network" is one indexed range on
 * user_from_id (spec 01 §3 Connection: user_to {id, full_name}). Both rows are written and
 * deleted in one batch; users.total_connects moves with them.
 */
export const connections = sqliteTable(
  'connections',
  {
    userFromId: integer('user_from_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userToId: integer('user_to_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userFromId, t.userToId] }),
    index('connections_from_created').on(t.userFromId, t.createdAt),
    check('connections_not_self', sql`${t.userFromId} <> ${t.userToId}`),
  ],
)

/**
 * A member blocking another: the blocked member no longer finds the blocker in the directory,
 * cannot open their profile, connect with them or message them. Blocking ends a connection and
 * any pending requests between the two.
 */
export const memberBlocks = sqliteTable(
  'member_blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // "Has anyone blocked me": the directory and messaging check both directions.
    index('member_blocks_blocked').on(t.blockedId, t.blockerId),
  ],
)

/** A member reported to the admins, with a reason; an admin resolves it. */
export const memberReports = sqliteTable(
  'member_reports',
  {
    id: id(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    resolvedById: integer('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: text('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [index('member_reports_status_created').on(t.status, t.createdAt)],
)

/**
 * A conversation between connected members: 1:1 (pair_key "lowId:highId", unique, so two
 * members racing to write first still share one thread) or a group (pair_key null). The API
 * shows 1:1 threads as message threads and groups as group message threads (spec 01 §7); one
 * table keeps the inbox one indexed list. The last post is copied here in the post's batch.
 */
export const messageThreads = sqliteTable('message_threads', {
  id: id(),
  isGroup: bool('is_group').notNull().default(false),
  pairKey: text('pair_key').unique(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  lastPostId: integer('last_post_id'),
  lastPostUserId: integer('last_post_user_id'),
  lastPostExcerpt: text('last_post_excerpt'),
  lastPostAt: text('last_post_at'),
  totalPosts: integer('total_posts').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/**
 * A member of a message thread with their read state. last_post_at mirrors the thread's so a
 * member's inbox (newest first) is one range on message_thread_users_inbox; unread_count moves
 * in the same batch as each post.
 */
export const messageThreadUsers = sqliteTable(
  'message_thread_users',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: text('read_at'),
    unreadCount: integer('unread_count').notNull().default(0),
    lastPostAt: text('last_post_at'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.threadId, t.userId] }),
    // Covers the inbox page (by last post) and the header's unread total (issue 11: the sum
    // reads the index alone instead of one row per thread).
    index('message_thread_users_inbox').on(t.userId, t.lastPostAt, t.unreadCount),
  ],
)

/** One message (spec 01 §3 message post). */
export const messagePosts = sqliteTable(
  'message_posts',
  {
    id: id(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('message_posts_thread').on(t.threadId, t.id)],
)
