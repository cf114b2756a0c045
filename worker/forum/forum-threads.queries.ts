import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { forumThreads } from '../db/schema'
import { slugCollisions } from '../lib/slugs'
import { literalLimit, sqlInt } from '../lib/paging'
import { attachmentsJsonSql } from './forum-attachments.queries'
import { pageReplySelect, topLevelIdsSql } from './forum-replies.queries'
import { threadReadableSql, type ForumViewer } from './forum.policy'
import { forumUserJsonSql } from './forum.queries'
import { REPLIES_PAGE, type ListThreadsQuery } from './forum.schemas'

/**
 * Thread reads as statements for one db.batch: who may read what is SQL (forum.policy.ts), so the
 * thread page, with its first replies, is one round trip with the session rows.
 */

const T = { id: sql.raw('forum_threads.id'), userId: sql.raw('forum_threads.user_id') }

/** The list's WHERE: readable threads, then the query's filters. */
const listWhere = (viewer: ForumViewer, query: ListThreadsQuery) => {
  const filters: SQL[] = [threadReadableSql(viewer)]
  if (query.forum_category_id)
    filters.push(eq(forumThreads.forumCategoryId, query.forum_category_id))
  if (query.user_id) filters.push(eq(forumThreads.userId, query.user_id))
  // The viewer's own private threads: written by them or mentioning them (managers too: theirs only).
  if (query.private) {
    filters.push(sql`${forumThreads.private} = 1 AND (${T.userId} = ${viewer.id}
      OR EXISTS (SELECT 1 FROM forum_thread_mentions m WHERE m.forum_thread_id = ${T.id} AND m.user_id = ${viewer.id}))`)
  }
  return and(...filters)
}

/** Sticky threads first, then the latest activity. */
const listOrder = [
  desc(forumThreads.isSticky),
  desc(forumThreads.lastActivityAt),
  desc(forumThreads.id),
]

/** How many repliers a list row shows beside the author, and how many recent replies it looks at. */
export const LIST_PARTICIPANTS = 4
const PARTICIPANT_WINDOW = 20

/**
 * The list row's recent participants: the distinct authors (not the thread's own) of its most
 * recently active replies, newest first, as one JSON column. The window is a bounded walk down
 * forum_replies_thread_updated, so a thread of 50,000 replies costs what a thread of 20 does.
 */
const participantsJsonSql = sql<string | null>`(SELECT json_group_array(json_object('id', u.id,
    'forename', u.forename, 'surname', u.surname, 'slug', u.slug, 'img', u.img, 'at', p.at))
  FROM (SELECT lr.user_id AS uid, max(lr.updated_at) AS at
    FROM (SELECT fr.user_id, fr.updated_at FROM forum_replies fr
      WHERE fr.forum_thread_id = ${T.id}
      ORDER BY fr.updated_at DESC LIMIT ${sqlInt(PARTICIPANT_WINDOW)}) lr
    WHERE lr.user_id IS NOT NULL AND lr.user_id IS NOT ${T.userId}
    GROUP BY lr.user_id ORDER BY at DESC LIMIT ${sqlInt(LIST_PARTICIPANTS)}) p
  JOIN users u ON u.id = p.uid)`.as('participants_json')

export const listThreadsStatements = (db: Db, viewer: ForumViewer, query: ListThreadsQuery) => {
  const where = listWhere(viewer, query)
  const pageIds = db
    .select({ id: forumThreads.id })
    .from(forumThreads)
    .where(where)
    .orderBy(...listOrder)
    .limit(literalLimit(query.perPage))
    .offset(literalLimit(query.offset))
  return {
    // The page's ids first, so the JSON columns are built for those rows only.
    rows: db
      .select({ ...threadColumns(viewer), participantsJson: participantsJsonSql })
      .from(forumThreads)
      .where(sql`${forumThreads.id} IN ${pageIds}`)
      .orderBy(...listOrder),
    total: db.select({ total: count() }).from(forumThreads).where(where),
  }
}

/** How a single thread is found: by id, or by its category's slug and its own. */
export type ThreadKey = { id: number } | { category: string; thread: string }

const keyIdSql = (key: ThreadKey) =>
  'id' in key
    ? sql`${key.id}`
    : sql`(SELECT kt.id FROM forum_threads kt JOIN forum_categories kc ON kc.id = kt.forum_category_id
        WHERE kc.slug = ${key.category} AND kt.slug = ${key.thread})`

/**
 * One readable thread and, with replies, the first page of its top-level replies (oldest first)
 * with all their children: two statements for the same batch (their count is the thread's
 * top_level_replies column). Replies of a thread the viewer may not read come back empty
 * (topLevelIdsSql checks the thread).
 */
export const getThreadStatements = (
  db: Db,
  viewer: ForumViewer,
  key: ThreadKey,
  withReplies: boolean,
) => {
  const threadId = keyIdSql(key)
  const topLevel = topLevelIdsSql(viewer, threadId, {
    perPage: withReplies ? REPLIES_PAGE : 0,
    offset: 0,
  })
  return {
    row: db
      .select(threadColumns(viewer))
      .from(forumThreads)
      .where(and(sql`${forumThreads.id} = ${threadId}`, threadReadableSql(viewer))),
    replies: pageReplySelect(db, viewer, topLevel),
  }
}

/** The outer row, qualified: an unqualified "id" inside a subquery means the subquery's own table. */
const OUTER = 'forum_threads'

export const threadColumns = (viewer: ForumViewer) => ({
  ...getTableColumns(forumThreads),
  categoryJson:
    sql<string>`(SELECT json_object('id', c.id, 'name', c.name, 'slug', c.slug) FROM forum_categories c
    WHERE c.id = ${sql.raw(`${OUTER}.forum_category_id`)})`.as('category_json'),
  userJson: sql<string | null>`${forumUserJsonSql(`${OUTER}.user_id`)}`.as('user_json'),
  entitiesJson: sql<
    string | null
  >`(SELECT json_group_array(json_object('entity_id', json_extract(je.value, '$.entity_id'),
      'body', json_extract(je.value, '$.body'), 'entity', json((SELECT json_object('id', mu.id, 'forename', mu.forename,
        'surname', mu.surname, 'slug', mu.slug) FROM users mu WHERE mu.id = json_extract(je.value, '$.entity_id')))))
    FROM json_each(${sql.raw(`${OUTER}.entities`)}) je)`.as('entities_json'),
  filesJson: sql<string | null>`${attachmentsJsonSql(`${OUTER}.id`, null)}`.as('files_json'),
  userLiked: (viewer.signedIn
    ? sql<number | null>`(SELECT fl.id FROM forum_likes fl WHERE fl.forum_object_type = 'thread'
        AND fl.forum_object_id = ${sql.raw(`${OUTER}.id`)} AND fl.user_id = ${viewer.id})`
    : sql<number | null>`NULL`
  ).as('user_liked'),
})

export type ThreadRow = typeof forumThreads.$inferSelect & {
  categoryJson: string
  userJson: string | null
  entitiesJson: string | null
  filesJson: string | null
  userLiked: number | null
}

/** A list row: the thread and its recent participants. */
export type ThreadListRow = ThreadRow & { participantsJson: string | null }

/** The thread slugs of a category that `base` could collide with (for a batch). */
export const takenThreadSlugsQuery = (db: Db, categoryId: number, base: string) =>
  db
    .select({ slug: forumThreads.slug })
    .from(forumThreads)
    .where(
      and(eq(forumThreads.forumCategoryId, categoryId), slugCollisions(forumThreads.slug, base)),
    )
