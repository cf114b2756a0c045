import { getTableColumns, sql } from 'drizzle-orm'
import { forumThreads } from '../db/schema'
import { fullName } from '../users/users.resources'
import type { ForumViewer } from './forum-access'
import { attachmentsJsonSql, toUploadFiles } from './forum-attachments'
import { forumUserJsonSql, toForumUser } from './forum-user'
import type { ForumThreadResource, MentionEntity } from './forum.schemas'

/**
 * A thread as the API shows it, read in one statement: its category, author, mentioned members as
 * they are now, attachments and the viewer's like are SQL columns (no query per thread).
 */

/** The outer row, qualified: an unqualified "id" inside a subquery means the subquery's own table. */
const T = 'forum_threads'

export const threadColumns = (viewer: ForumViewer) => ({
  ...getTableColumns(forumThreads),
  categoryJson:
    sql<string>`(SELECT json_object('id', c.id, 'name', c.name, 'slug', c.slug) FROM forum_categories c
    WHERE c.id = ${sql.raw(`${T}.forum_category_id`)})`.as('category_json'),
  userJson: sql<string | null>`${forumUserJsonSql(`${T}.user_id`)}`.as('user_json'),
  entitiesJson: sql<
    string | null
  >`(SELECT json_group_array(json_object('entity_id', json_extract(je.value, '$.entity_id'),
      'body', json_extract(je.value, '$.body'), 'entity', json((SELECT json_object('id', mu.id, 'forename', mu.forename,
        'surname', mu.surname, 'slug', mu.slug) FROM users mu WHERE mu.id = json_extract(je.value, '$.entity_id')))))
    FROM json_each(${sql.raw(`${T}.entities`)}) je)`.as('entities_json'),
  filesJson: sql<string | null>`${attachmentsJsonSql(`${T}.id`, null)}`.as('files_json'),
  userLiked: (viewer.signedIn
    ? sql<number | null>`(SELECT fl.id FROM forum_likes fl WHERE fl.forum_object_type = 'thread'
        AND fl.forum_object_id = ${sql.raw(`${T}.id`)} AND fl.user_id = ${viewer.id})`
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

type RawEntity = {
  entity_id: number
  body: string
  entity: { id: number; forename: string; surname: string; slug: string } | null
}

export const toMentionEntities = (json: string | null): MentionEntity[] =>
  (json ? (JSON.parse(json) as RawEntity[]) : []).map((e) => ({
    entity_id: Number(e.entity_id),
    entity_type: 'user',
    body: e.body,
    entity: e.entity
      ? { id: e.entity.id, full_name: fullName(e.entity), slug: e.entity.slug }
      : null,
  }))

export const toThreadResource = (row: ThreadRow): Omit<ForumThreadResource, 'replies'> => {
  const category = JSON.parse(row.categoryJson) as ForumThreadResource['category']
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    body: row.body,
    entities: toMentionEntities(row.entitiesJson),
    tags: row.tags,
    is_sticky: Boolean(row.isSticky),
    private: Boolean(row.private),
    poll_id: row.pollId,
    forum_category_id: row.forumCategoryId,
    category,
    url: `/forum/${category.slug}/${row.slug}`,
    user_id: row.userId,
    user: toForumUser(row.userJson),
    ...toUploadFiles(row.filesJson),
    user_liked: row.userLiked ?? 0,
    total_likes: row.totalLikes,
    total_replies: row.totalReplies,
    last_activity_at: row.lastActivityAt,
    last_edited_at: row.lastEditedAt,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  }
}
