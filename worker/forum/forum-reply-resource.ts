import { and, eq, isNull, sql, type SQL } from 'drizzle-orm'
import { forumReplies } from '../db/schema'
import type { Db } from '../db/client'
import { fullName } from '../users/users.resources'
import { threadReadableSql, type ForumViewer } from './forum-access'
import { attachmentsJsonSql, toUploadFiles } from './forum-attachments'
import { forumUserJsonSql, toForumUser } from './forum-user'
import type { ForumReplyResource, MentionEntity } from './forum.schemas'

/**
 * Forum replies as the API shows them, read in SQL with everything a reply card needs (author,
 * mentioned members as they are now, attachments, the viewer's like) so a page of replies and
 * their children is two statements of one db.batch. Shared by replies, heartbeat and the thread page.
 */

/**
 * A column (`r.id`) as a typed select field, aliased (`r_id`): batched D1 results come back as
 * objects keyed by column name, so two unaliased `id`s would overwrite each other.
 */
export const col = <T>(expression: string) =>
  sql<T>`${sql.raw(expression)}`.as(expression.replace(/\W/g, '_'))

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

/** One reply by id (or SQL selecting it, e.g. a reply inserted earlier in the batch). */
export const replyByIdStatement = (db: Db, viewer: ForumViewer, id: number | SQL) =>
  replySelect(db, viewer, sql`r.id = ${id}`)

/** The children of reply `id`, oldest first. */
export const childrenOfStatement = (db: Db, viewer: ForumViewer, id: number | SQL) =>
  replySelect(db, viewer, sql`r.parent_id = ${id}`)

/**
 * A page of a thread's top-level replies (oldest first) plus ALL their children and the number of
 * top-level replies: three statements for the caller's db.batch, then `withChildren(rows, children)`.
 */
export const replyPageStatements = (
  db: Db,
  viewer: ForumViewer,
  threadId: number,
  paging: { perPage: number; offset: number },
) => {
  const topLevel = sql`SELECT p.id FROM forum_replies p WHERE p.forum_thread_id = ${threadId} AND p.parent_id IS NULL
    ORDER BY p.created_at, p.id LIMIT ${paging.perPage} OFFSET ${paging.offset}`
  return {
    rows: replySelect(db, viewer, sql`r.id IN (${topLevel})`),
    children: replySelect(
      db,
      viewer,
      sql`r.forum_thread_id = ${threadId} AND r.parent_id IN (${topLevel})`,
    ),
    total: db
      .select({ total: sql<number>`count(*)` })
      .from(forumReplies)
      .where(and(eq(forumReplies.forumThreadId, threadId), isNull(forumReplies.parentId))),
  }
}

export type ReplyRow = Awaited<ReturnType<typeof replySelect>>[number]

type RawEntity = {
  entity_id: number
  entity_type: string
  body: string
  entity: { id: number; forename: string; surname: string; slug: string } | null
}

const toEntities = (json: string | null): MentionEntity[] =>
  (json ? (JSON.parse(json) as RawEntity[]) : []).map((e) => ({
    entity_id: Number(e.entity_id),
    entity_type: 'user',
    body: e.body,
    entity: e.entity
      ? { id: e.entity.id, full_name: fullName(e.entity), slug: e.entity.slug }
      : null,
  }))

export const toReplyResource = (row: ReplyRow): ForumReplyResource => ({
  id: row.id,
  body: row.body,
  entities: toEntities(row.entities_json),
  parent_id: row.parent_id,
  forum_thread_id: row.forum_thread_id,
  user_id: row.user_id,
  user: toForumUser(row.user_json),
  ...toUploadFiles(row.files_json),
  user_liked: row.user_liked ?? 0,
  total_likes: row.total_likes,
  created_at: row.created_at,
  last_edited_at: row.last_edited_at,
  updated_at: row.updated_at,
})

/** Top-level rows with their children attached (oldest first), as lists show them. */
export const withChildren = (rows: ReplyRow[], childRows: ReplyRow[]): ForumReplyResource[] => {
  const byParent = new Map<number, ForumReplyResource[]>()
  for (const child of childRows) {
    if (child.parent_id === null) continue
    const list = byParent.get(child.parent_id) ?? []
    list.push(toReplyResource(child))
    byParent.set(child.parent_id, list)
  }
  return rows.map((row) => ({ ...toReplyResource(row), children: byParent.get(row.id) ?? [] }))
}
