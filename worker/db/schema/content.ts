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
import { categories } from './categories'
import { bool, createdAt, id, json, updatedAt } from './columns'
import { groups } from './groups'
import { uploads } from './uploads'
import { users } from './users'

/**
 * Posts: news and resources now; promotions and pages (spec 02 §3, "save with type page") join
 * the same table when they land, so the post search (spec 01 §7, q and type) is one query.
 */
export type PostType = 'news' | 'resource' | 'promotion' | 'page'
export type ContentStatus = 'pending' | 'approved' | 'rejected'
/** SEO fields of a post (spec 02 §3: settings.title, description, tags). */
export type PostSettings = {
  title?: string
  description?: string
  tags?: string[]
  /** Promotions (spec 02 §3): "Provided by" and the kind of offer. */
  company_name?: string
  promotion_type?: 'offer' | 'job' | 'advert' | 'event'
  /** The FAQ page (spec 02 §3 faq_settings; shape in worker/pages/pages.schemas.ts). */
  faq_settings?: {
    faq_title: string
    faq_logo: { value: string } | null
    faq_colour: string | null
    faq_sub_heading: string
    faq_default_questions: string[]
  }
}
/** Promotion tiers (spec 03 §1): the editor offers gold and platinum; all four are stored. */
export type PromotionTier = 'bronze' | 'silver' | 'gold' | 'platinum'

export const posts = sqliteTable(
  'posts',
  {
    id: id(),
    type: text('type').$type<PostType>().notNull(),
    slug: text('slug').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** TipTap (ProseMirror) document JSON; see worker/lib/rich-text.ts. */
    body: json<{ type: 'doc'; content?: unknown[] }>('body'),
    /** The body's text, kept beside it for the post search and the feed's previews. */
    bodyText: text('body_text').notNull().default(''),
    img: text('img'),
    status: text('status').$type<ContentStatus>().notNull().default('pending'),
    /** Resources: open only to this group's members (spec 02 §6). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    settings: json<PostSettings>('settings').notNull().default({}),
    pollId: integer('poll_id'),
    // Stored now for the payments work (spec 02 §3 news charge).
    stripeId: text('stripe_id'),
    pricePaid: integer('price_paid').notNull().default(0),
    offlinePayment: bool('offline_payment').notNull().default(false),
    totalImpressions: integer('total_impressions').notNull().default(0),
    // Promotions (spec 02 §3): tier, the window it runs in (UTC; entered in London time), a
    // system promotion, and the claims counter kept by a trigger (migration 0021).
    tier: text('tier').$type<PromotionTier>(),
    startsAt: text('starts_at'),
    endsAt: text('ends_at'),
    isSystem: bool('is_system').notNull().default(false),
    totalClaimed: integer('total_claimed').notNull().default(0),
    /** When a manager approved it: admin lists flag items approved in the last 7 days. */
    approvedAt: text('approved_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('posts_type_slug').on(t.type, t.slug),
    // Public lists: approved posts of a type, newest first.
    index('posts_type_status_created').on(t.type, t.status, t.createdAt),
    // My news / my resources.
    index('posts_user_type_created').on(t.userId, t.type, t.createdAt),
    check('posts_type', sql`${t.type} IN ('news', 'resource', 'promotion', 'page')`),
    check('posts_status', sql`${t.status} IN ('pending', 'approved', 'rejected')`),
  ],
)

export const postCategories = sqliteTable(
  'post_categories',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index('post_categories_category').on(t.categoryId),
  ],
)

/** A resource's files (spec 02 §3 uploads, upload_files), in the order the author gave them. */
export const postUploads = sqliteTable(
  'post_uploads',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.postId, t.uploadId] })],
)

/**
 * The item types comments, likes and the feed know (spec 01 §1). The registry in
 * worker/content/item-types.ts says who may read each; a new type is one entry there.
 */
export type ItemType = 'event' | 'news' | 'resource' | 'member' | 'poll' | 'survey' | 'promotion'

/** Comments on any commentable item (spec 01 §3); one level of replies through parent_id. */
export const comments = sqliteTable(
  'comments',
  {
    id: id(),
    itemType: text('item_type').$type<ItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    parentId: integer('parent_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Mention entities (spec 01 §3), as the forum stores them. */
    entities: json<unknown[]>('entities').notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // GET /api/comments?item_type&item_id, newest first (spec 01 §7).
    index('comments_item_created').on(t.itemType, t.itemId, t.createdAt),
    index('comments_parent').on(t.parentId),
    index('comments_user').on(t.userId),
  ],
)

/** Likes on any likeable item; one per member and item, held by the unique index under races. */
export const likes = sqliteTable(
  'likes',
  {
    id: id(),
    itemType: text('item_type').$type<ItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('likes_item_user').on(t.itemType, t.itemId, t.userId),
    index('likes_user').on(t.userId),
  ],
)

/**
 * Likes and comments per item, changed in the same batch as the like or comment (never counted
 * per read). A row exists once an item has been liked or commented on.
 */
export const itemCounters = sqliteTable(
  'item_counters',
  {
    itemType: text('item_type').$type<ItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    totalLikes: integer('total_likes').notNull().default(0),
    totalComments: integer('total_comments').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.itemId] })],
)

/**
 * The combined feed (spec 01 §1): one row per item that is visible in lists (approved events,
 * news and resources, members in the directory). Kept by triggers (migration 0016) in the same
 * transaction as every write of the items, so no code path can forget it; a feed page reads this
 * table's index, then the page's items. group_id and is_private carry what the reader's
 * visibility depends on.
 */
export const feedItems = sqliteTable(
  'feed_items',
  {
    itemType: text('item_type').$type<ItemType>().notNull(),
    itemId: integer('item_id').notNull(),
    userId: integer('user_id'),
    groupId: integer('group_id'),
    /** Events only visible to signed-in members (events.private). */
    isPrivate: integer('is_private').notNull().default(0),
    publishedAt: text('published_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemType, t.itemId] }),
    index('feed_items_published').on(t.publishedAt, t.itemType, t.itemId),
    index('feed_items_type_published').on(t.itemType, t.publishedAt, t.itemId),
    index('feed_items_user_published').on(t.userId, t.publishedAt),
  ],
)

/**
 * How many feed rows there are per type and privacy, kept by triggers on feed_items (migration
 * 0019): the feed's total is a sum over the few rows the reader may see, not a count of 100,000.
 */
export const feedCounts = sqliteTable(
  'feed_counts',
  {
    itemType: text('item_type').$type<ItemType>().notNull(),
    isPrivate: integer('is_private').notNull(),
    total: integer('total').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemType, t.isPrivate] })],
)
