import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { literalLimit } from '../lib/paging'
import { col } from '../lib/sql-columns'
import { containsText } from '../lib/sql-text'
import { mayPostInThreadSql } from './messages.policy'

/**
 * Messaging reads as statements for one db.batch: the inbox page with its counts, a thread as its
 * member sees it, a page of posts, a thread's members, and the sender's connections for the send
 * modal. `me` is the reader's id as SQL (from the session, so the read rides with it) or a value.
 * Query builders over SQL text, not db.all: drizzle 0.45 cannot batch raw SQL with parameters.
 */

type Me = number | SQL

/** How many other members a thread row names (a group's first few; total_users counts all). */
const USERS_SHOWN = 8

/** SQL: a member as the thread shows them (alias `u`). */
const userJsonSql = sql.raw(
  `json_object('id', u.id, 'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img)`,
)

/** A thread's row for its member `me` (aliases: m = their membership, t = the thread). */
const threadFields = {
  id: col<number>('t.id'),
  is_group: col<number>('t.is_group'),
  total_posts: col<number>('t.total_posts'),
  created_at: col<string>('t.created_at'),
  last_post_user_id: col<number | null>('t.last_post_user_id'),
  last_post_excerpt: col<string | null>('t.last_post_excerpt'),
  last_post_at: col<string | null>('t.last_post_at'),
  read_at: col<string | null>('m.read_at'),
  unread_count: col<number>('m.unread_count'),
  users_json: sql<string>`(SELECT json_group_array(json(x.j)) FROM (SELECT ${userJsonSql} AS j
      FROM message_thread_users o JOIN users u ON u.id = o.user_id
      WHERE o.thread_id = t.id AND o.user_id <> m.user_id ORDER BY o.created_at, o.user_id LIMIT ${sql.raw(String(USERS_SHOWN))}) x)`.as(
    'users_json',
  ),
  total_users:
    sql<number>`(SELECT count(*) FROM message_thread_users c WHERE c.thread_id = t.id)`.as(
      'total_users',
    ),
  can_post: sql<number>`${mayPostInThreadSql(sql`t.id`, sql`m.user_id`)}`.as('can_post'),
}

export type ThreadRow = Awaited<ReturnType<typeof threadStatement>>[number]

const memberThreads = sql`message_thread_users m JOIN message_threads t ON t.id = m.thread_id`

/** The member's inbox, newest conversation first (one range on message_thread_users_inbox). */
export const inboxPageStatement = (db: Db, me: Me, paging: { perPage: number; offset: number }) =>
  db
    .select(threadFields)
    .from(memberThreads)
    .where(sql`m.user_id = ${me} AND m.last_post_at IS NOT NULL`)
    .orderBy(sql`m.last_post_at DESC, m.thread_id DESC`)
    .limit(literalLimit(paging.perPage))
    .offset(literalLimit(paging.offset))

/** The inbox's total and the member's unread messages (the header's count), from the same index range. */
export const inboxCountsStatement = (db: Db, me: Me) =>
  db
    .select({
      total: sql<number>`count(*)`,
      unread: sql<number>`coalesce(sum(m.unread_count), 0)`,
    })
    .from(sql`message_thread_users m`)
    .where(sql`m.user_id = ${me} AND m.last_post_at IS NOT NULL`)

/** SQL: the member's unread messages in every thread: one indexed range (for the header). */
export const unreadMessagesSql = (me: Me) =>
  sql<number>`(SELECT coalesce(sum(unread_count), 0) FROM message_thread_users WHERE user_id = ${me} AND last_post_at IS NOT NULL)`

/** One thread as its member `me` sees it; no row when they are not a member (or it is gone). */
export const threadStatement = (db: Db, me: Me, threadId: number | SQL, onlyGroup = false) =>
  db
    .select(threadFields)
    .from(memberThreads)
    .where(
      sql`m.thread_id = ${threadId} AND m.user_id = ${me}${onlyGroup ? sql` AND t.is_group = 1` : sql``}`,
    )

/** The columns of a post (alias p) with its author as JSON and its thread's kind. */
const postFields = {
  id: col<number>('p.id'),
  thread_id: col<number>('p.thread_id'),
  is_group: sql<number>`(SELECT pt.is_group FROM message_threads pt WHERE pt.id = p.thread_id)`.as(
    'is_group',
  ),
  user_id: col<number | null>('p.user_id'),
  body: col<string>('p.body'),
  created_at: col<string>('p.created_at'),
  user_json: sql<string | null>`(SELECT ${userJsonSql} FROM users u WHERE u.id = p.user_id)`.as(
    'user_json',
  ),
}
export type PostRow = Awaited<ReturnType<typeof postByIdStatement>>[number]

/**
 * A page of the thread's posts, newest first, only when `me` is a member (else no rows: the
 * caller's thread statement in the same batch answers 404). `beforeId` pages older posts by id,
 * so posts arriving live do not shift the pages a reader is scrolling back through.
 */
export const postsPageStatements = (
  db: Db,
  me: Me,
  threadId: number,
  paging: { perPage: number; offset: number; beforeId?: number },
) => {
  const before = paging.beforeId ? sql` AND p.id < ${paging.beforeId}` : sql``
  const member = sql`EXISTS (SELECT 1 FROM message_thread_users pm WHERE pm.thread_id = ${threadId} AND pm.user_id = ${me})`
  return {
    rows: db
      .select(postFields)
      .from(sql`message_posts p`)
      .where(sql`p.thread_id = ${threadId}${before} AND ${member}`)
      .orderBy(sql`p.id DESC`)
      .limit(literalLimit(paging.perPage))
      .offset(literalLimit(paging.offset)),
    total: db
      .select({ total: sql<number>`count(*)` })
      .from(sql`message_posts p`)
      .where(sql`p.thread_id = ${threadId}${before} AND ${member}`),
  }
}

/** One post by id (or an SQL expression for it). */
export const postByIdStatement = (db: Db, postId: number | SQL) =>
  db
    .select(postFields)
    .from(sql`message_posts p`)
    .where(sql`p.id = ${postId}`)

/** Every member of a thread, only when `me` is one of them (oldest member first). */
export const threadUsersStatement = (db: Db, me: Me, threadId: number) =>
  db
    .select({
      id: col<number>('u.id'),
      forename: col<string>('u.forename'),
      surname: col<string>('u.surname'),
      slug: col<string>('u.slug'),
      img: col<string | null>('u.img'),
      read_at: col<string | null>('tu.read_at'),
    })
    .from(sql`message_thread_users tu JOIN users u ON u.id = tu.user_id`)
    .where(
      sql`tu.thread_id = ${threadId} AND EXISTS (SELECT 1 FROM message_thread_users mm WHERE mm.thread_id = ${threadId} AND mm.user_id = ${me})`,
    )
    .orderBy(sql`tu.created_at, tu.user_id`)

/** How many connections the send modal offers at once (typing narrows them; no scrolling list). */
export const CANDIDATES_SHOWN = 8

/**
 * The member's connections by name or email (spec 01 §2 send message modal), minus blocks either
 * way and inactive members; by name. `q` empty: their connections, most recent first.
 */
export const candidatesStatement = (db: Db, me: Me, q: string) => {
  // Never LIKE (lib/sql-text): D1 refuses long patterns, and % or _ would be wildcards.
  const match = q
    ? sql` AND (${containsText(sql`u.forename || ' ' || u.surname`, q)} OR ${containsText(sql`u.email`, q)})`
    : sql``
  return db
    .select({
      id: col<number>('u.id'),
      forename: col<string>('u.forename'),
      surname: col<string>('u.surname'),
      slug: col<string>('u.slug'),
      img: col<string | null>('u.img'),
    })
    .from(sql`connections cn JOIN users u ON u.id = cn.user_to_id`)
    .where(
      sql`cn.user_from_id = ${me} AND u.is_active = 1${match}
        AND NOT EXISTS (SELECT 1 FROM member_blocks mb WHERE (mb.blocker_id = ${me} AND mb.blocked_id = u.id)
          OR (mb.blocker_id = u.id AND mb.blocked_id = ${me}))`,
    )
    .orderBy(q ? sql`u.forename, u.surname, u.id` : sql`cn.created_at DESC, u.id`)
    .limit(literalLimit(CANDIDATES_SHOWN))
}
