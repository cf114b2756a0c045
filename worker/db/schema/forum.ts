import { sql } from 'drizzle-orm'
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  unique,
} from 'drizzle-orm/sqlite-core'
import { bool, createdAt, id, json, updatedAt } from './columns'
import { groups } from './groups'
import { uploads } from './uploads'
import { users } from './users'

/**
 * A mention in a thread or reply body: the body holds `@[n]`, entities[n] says who it is.
 * `body` is the text that was typed ("@Jo Bloggs"), kept for when the member is gone.
 */
export type MentionEntity = { entity_id: number; entity_type: 'user'; body: string }
export type ForumObjectType = 'thread' | 'reply'

/** Spec 01 §3 Forum category; a category with a group is readable only by that group. */
export const forumCategories = sqliteTable(
  'forum_categories',
  {
    id: id(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    img: text('img'),
    // Restrict: deleting a gating group must not silently open its categories to everyone.
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
    /** Kept by the thread writes in the same batch (never counted per page). */
    totalThreads: integer('total_threads').notNull().default(0),
    totalReplies: integer('total_replies').notNull().default(0),
    lastActivityAt: text('last_activity_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_categories_position').on(t.position, t.name),
    check('forum_categories_counts', sql`${t.totalThreads} >= 0 AND ${t.totalReplies} >= 0`),
  ],
)

/**
 * Spec 01 §3 Forum thread. `body` is plain text (line breaks kept) with `@[n]` mention markers;
 * it is rendered as React text and links, never as markup.
 */
export const forumThreads = sqliteTable(
  'forum_threads',
  {
    id: id(),
    forumCategoryId: integer('forum_category_id')
      .notNull()
      .references(() => forumCategories.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Unique within its category: the address is /forum/{category slug}/{thread slug}. */
    slug: text('slug').notNull(),
    body: text('body').notNull(),
    entities: json<MentionEntity[]>('entities').notNull().default([]),
    tags: json<string[]>('tags').notNull().default([]),
    isSticky: bool('is_sticky').notNull().default(false),
    private: bool('private').notNull().default(false),
    pollId: integer('poll_id'),
    totalReplies: integer('total_replies').notNull().default(0),
    /**
     * Replies not nested under another (the thread page's pages and its "N hidden replies"), kept
     * by triggers on forum_replies (migration 0010) for every insert and delete, so no read counts.
     */
    topLevelReplies: integer('top_level_replies').notNull().default(0),
    totalLikes: integer('total_likes').notNull().default(0),
    lastActivityAt: text('last_activity_at').notNull(),
    lastEditedAt: text('last_edited_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('forum_threads_slug').on(t.forumCategoryId, t.slug),
    // The category page: sticky first, then latest activity.
    index('forum_threads_category_list').on(t.forumCategoryId, t.isSticky, t.lastActivityAt),
    index('forum_threads_user').on(t.userId, t.createdAt),
    index('forum_threads_private').on(t.private, t.lastActivityAt),
    // The home page's latest discussions across categories (walked newest first, LIMIT 5).
    index('forum_threads_activity').on(t.lastActivityAt),
    check('forum_threads_counts', sql`${t.totalReplies} >= 0 AND ${t.totalLikes} >= 0`),
  ],
)

/** Spec 01 §3 Forum reply: one level of nesting (a reply's parent is always top level). */
export const forumReplies = sqliteTable(
  'forum_replies',
  {
    id: id(),
    forumThreadId: integer('forum_thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnySQLiteColumn => forumReplies.id, {
      onDelete: 'cascade',
    }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    entities: json<MentionEntity[]>('entities').notNull().default([]),
    totalLikes: integer('total_likes').notNull().default(0),
    lastEditedAt: text('last_edited_at'),
    createdAt: createdAt(),
    /** Bumped by edits and likes: the heartbeat reports replies changed since a time. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('forum_replies_thread').on(t.forumThreadId, t.parentId, t.createdAt),
    // Children by parent: the page's nested replies, deletes and the self-referencing cascade.
    index('forum_replies_parent').on(t.parentId, t.createdAt),
    index('forum_replies_thread_updated').on(t.forumThreadId, t.updatedAt),
    index('forum_replies_updated').on(t.updatedAt),
    index('forum_replies_user').on(t.userId, t.createdAt),
    check('forum_replies_likes', sql`${t.totalLikes} >= 0`),
  ],
)

/** Deleted replies for a day, so the heartbeat can tell a polling page to drop them. */
export const forumDeletedReplies = sqliteTable(
  'forum_deleted_replies',
  {
    replyId: integer('reply_id').primaryKey(),
    forumThreadId: integer('forum_thread_id').notNull(),
    deletedAt: text('deleted_at').notNull(),
  },
  (t) => [index('forum_deleted_replies_thread').on(t.forumThreadId, t.deletedAt)],
)

/** One like per member per thread or reply (the unique constraint is the rule). */
export const forumLikes = sqliteTable(
  'forum_likes',
  {
    id: id(),
    forumObjectType: text('forum_object_type').$type<ForumObjectType>().notNull(),
    forumObjectId: integer('forum_object_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('forum_likes_once').on(t.forumObjectType, t.forumObjectId, t.userId),
    index('forum_likes_object_latest').on(t.forumObjectType, t.forumObjectId, t.createdAt),
  ],
)

/** Tags as rows so `tagged:{tag}` is an index lookup (the thread keeps its own ordered array too). */
export const forumThreadTags = sqliteTable(
  'forum_thread_tags',
  {
    forumThreadId: integer('forum_thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.forumThreadId, t.tag] }),
    index('forum_thread_tags_tag').on(t.tag, t.forumThreadId),
  ],
)

/** Members mentioned in a thread's body: they may read it when it is private. */
export const forumThreadMentions = sqliteTable(
  'forum_thread_mentions',
  {
    forumThreadId: integer('forum_thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.forumThreadId, t.userId] }),
    index('forum_thread_mentions_user').on(t.userId),
  ],
)

/**
 * Which thread or reply an upload is attached to. An attached file is served only to those who
 * may read its thread (private threads, group-gated categories).
 */
export const forumAttachments = sqliteTable(
  'forum_attachments',
  {
    uploadId: integer('upload_id')
      .primaryKey()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    forumThreadId: integer('forum_thread_id')
      .notNull()
      .references(() => forumThreads.id, { onDelete: 'cascade' }),
    /** Null when attached to the thread itself. */
    forumReplyId: integer('forum_reply_id').references(() => forumReplies.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('forum_attachments_thread').on(t.forumThreadId, t.forumReplyId, t.position),
    index('forum_attachments_reply').on(t.forumReplyId),
  ],
)
