import { eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { compiled, ph } from '../db/compiled'
import { forumReplies, forumThreads } from '../db/schema'
import { col } from '../lib/sql-columns'
import { sqlInt } from '../lib/paging'
import { attachmentsJsonSql } from './forum-attachments.queries'
import {
  forumViewerOf,
  forumViewerOfUser,
  threadReadableSql,
  type ForumViewer,
} from './forum.policy'
import { forumUserJsonSql } from './forum.queries'

/**
 * Reply reads as statements for one db.batch: a reply with everything its card needs (author,
 * mentioned members as they are now, files, the viewer's like), and the post's thread as its
 * reader may see it. Shared by the reply, like and heartbeat services and the thread page.
 */

const threadFields = {
  id: col<number>('t.id'),
  title: col<string>('t.title'),
  slug: col<string>('t.slug'),
  forum_category_id: col<number>('t.forum_category_id'),
  category_slug: col<string>('c.slug'),
}
const threadAndCategory = sql`forum_threads t JOIN forum_categories c ON c.id = t.forum_category_id`

/** The thread, only when the viewer may read it (else no row: the caller answers 404). */
export const readableThreadStatement = (db: Db, viewer: ForumViewer, threadId: number) =>
  db
    .select(threadFields)
    .from(threadAndCategory)
    .where(sql`t.id = ${threadId} AND ${threadReadableSql(viewer, 't')}`)

export type ThreadRow = Awaited<ReturnType<typeof readableThreadStatement>>[number]

/**
 * readableThreadStatement for the request's reader by session (the session rows may ride in the
 * same batch), its SQL built once per isolate (db/compiled.ts): a reply's first read.
 */
export const readableThreadForSession = (db: Db, tokenHash: string | null, threadId: number) =>
  compiled(
    db,
    `forum.readableThread:${tokenHash ? 'session' : 'visitor'}`,
    () =>
      readableThreadStatement(
        db,
        forumViewerOf(tokenHash ? ph('tokenHash') : null),
        ph('threadId'),
      ),
    { tokenHash, threadId },
  )

/** The reply a new reply answers (its thread and level are checked by the caller), or no row. */
export const replyParentStatement = (db: Db, replyId: number) =>
  compiled(
    db,
    'forum.replyParent',
    () =>
      db
        .select({
          id: forumReplies.id,
          parent_id: forumReplies.parentId,
          forum_thread_id: forumReplies.forumThreadId,
        })
        .from(forumReplies)
        .where(eq(forumReplies.id, ph('replyId'))),
    { replyId },
  )

/** A reply with its thread, only when the viewer may read the thread. */
export const readableReplyStatement = (db: Db, viewer: ForumViewer, replyId: number) =>
  db
    .select({
      ...threadFields,
      reply_id: col<number>('r.id'),
      parent_id: col<number | null>('r.parent_id'),
      user_id: col<number | null>('r.user_id'),
      body: col<string>('r.body'),
      entities: col<string>('r.entities'),
    })
    .from(
      sql`forum_replies r JOIN forum_threads t ON t.id = r.forum_thread_id JOIN forum_categories c ON c.id = t.forum_category_id`,
    )
    .where(sql`r.id = ${replyId} AND ${threadReadableSql(viewer, 't')}`)

/** The app's address of a thread (spec: /forum/{category slug}/{thread slug}). */
export const threadUrl = (thread: ThreadRow) => `/forum/${thread.category_slug}/${thread.slug}`

/**
 * Columns of the reply aliased `r`; `viewer.id` decides user_liked (0 for visitors). Query
 * builders, not db.all: drizzle 0.45 cannot batch raw SQL that has bound parameters.
 */
const replyFields = (viewer: ForumViewer) => ({
  id: col<number>('r.id'),
  body: col<string>('r.body'),
  parent_id: col<number | null>('r.parent_id'),
  forum_thread_id: col<number>('r.forum_thread_id'),
  user_id: col<number | null>('r.user_id'),
  total_likes: col<number>('r.total_likes'),
  created_at: col<string>('r.created_at'),
  last_edited_at: col<string | null>('r.last_edited_at'),
  updated_at: col<string>('r.updated_at'),
  user_json: sql<string | null>`${forumUserJsonSql('r.user_id')}`.as('user_json'),
  entities_json: sql<
    string | null
  >`(SELECT json_group_array(json_object('entity_id', je.value ->> 'entity_id',
      'entity_type', je.value ->> 'entity_type', 'body', je.value ->> 'body',
      'entity', json((SELECT json_object('id', mu.id, 'forename', mu.forename, 'surname', mu.surname, 'slug', mu.slug)
        FROM users mu WHERE mu.id = je.value ->> 'entity_id'))))
    FROM json_each(r.entities) je)`.as('entities_json'),
  files_json: sql<string | null>`${attachmentsJsonSql('r.forum_thread_id', 'r.id')}`.as(
    'files_json',
  ),
  user_liked: sql<
    number | null
  >`(SELECT fl.id FROM forum_likes fl WHERE fl.forum_object_type = 'reply' AND fl.forum_object_id = r.id
    AND fl.user_id = ${viewer.id})`.as('user_liked'),
})

/** The reply's thread is readable by the viewer (so no statement here ever returns hidden content). */
const readable = (viewer: ForumViewer) =>
  sql`EXISTS (SELECT 1 FROM forum_threads rt WHERE rt.id = r.forum_thread_id AND ${threadReadableSql(viewer, 'rt')})`

/** Any replies matching `where` (about `r`), readable ones only, in `order`, at most `limit`. */
export const replySelect = (
  db: Db,
  viewer: ForumViewer,
  where: SQL,
  order: SQL = sql`r.created_at, r.id`,
  limit = -1,
) =>
  db
    .select(replyFields(viewer))
    .from(sql`forum_replies r`)
    .where(sql`${where} AND ${readable(viewer)}`)
    .orderBy(order)
    .limit(limit)

/**
 * SQL: the thread `threadId` (an id or SQL giving one) when the viewer may read it, else NULL. Not
 * correlated with any row, so SQLite decides it once per statement.
 */
const readableThreadIdSql = (viewer: ForumViewer, threadId: number | SQL) =>
  sql`(SELECT rt.id FROM forum_threads rt WHERE rt.id = ${threadId} AND ${threadReadableSql(viewer, 'rt')})`

/**
 * A page of a thread's top-level reply ids (oldest first), empty unless the viewer may read the
 * thread. SQLite builds this list once per statement, so the replies selected through it need no
 * check of their own (a check per reply was half of the thread page's SQL time).
 */
export const topLevelIdsSql = (
  viewer: ForumViewer,
  threadId: number | SQL,
  paging: { perPage: number; offset: number },
) =>
  sql`SELECT p.id FROM forum_replies p WHERE p.forum_thread_id = ${readableThreadIdSql(viewer, threadId)}
    AND p.parent_id IS NULL ORDER BY p.created_at, p.id LIMIT ${sqlInt(paging.perPage)} OFFSET ${sqlInt(paging.offset)}`

/**
 * A page of top-level replies (topLevelIdsSql) and their children in one statement, oldest first
 * (pageWithChildren splits them): one trip through D1's executor instead of two.
 */
export const pageReplySelect = (db: Db, viewer: ForumViewer, topLevelIds: SQL) =>
  db
    .select(replyFields(viewer))
    .from(sql`forum_replies r`)
    .where(sql`r.id IN (${topLevelIds}) OR r.parent_id IN (${topLevelIds})`)
    .orderBy(sql`r.created_at, r.id`)

/** One reply by id (or SQL selecting it, e.g. a reply inserted earlier in the batch). */
export const replyByIdStatement = (db: Db, viewer: ForumViewer, id: number | SQL) =>
  replySelect(db, viewer, sql`r.id = ${id}`)

/**
 * The reply inserted earlier in the same batch (the highest id: a batch is one transaction, and ids
 * only grow), as its author reads it, with its SQL built once per isolate.
 */
export const insertedReplyStatement = (db: Db, authorId: number) =>
  compiled(
    db,
    'forum.insertedReply',
    () =>
      replyByIdStatement(
        db,
        forumViewerOfUser(sql`${ph('authorId')}`),
        sql`(SELECT max(id) FROM forum_replies)`,
      ),
    { authorId },
  )

/** The children of reply `id`, oldest first. */
export const childrenOfStatement = (db: Db, viewer: ForumViewer, id: number | SQL) =>
  replySelect(db, viewer, sql`r.parent_id = ${id}`)

/**
 * A page of a thread's top-level replies (oldest first) with ALL their children, and the number of
 * top-level replies: two statements for the caller's db.batch, then `pageWithChildren(rows)`.
 */
export const replyPageStatements = (
  db: Db,
  viewer: ForumViewer,
  threadId: number,
  paging: { perPage: number; offset: number },
) => {
  const topLevel = topLevelIdsSql(viewer, threadId, paging)
  return {
    rows: pageReplySelect(db, viewer, topLevel),
    // Kept by triggers (migration 0010), not counted: a long thread has tens of thousands.
    total: db
      .select({ total: forumThreads.topLevelReplies })
      .from(forumThreads)
      .where(eq(forumThreads.id, threadId)),
  }
}

export type ReplyRow = Awaited<ReturnType<typeof replySelect>>[number]
