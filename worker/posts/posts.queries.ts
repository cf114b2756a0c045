import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/sqlite-core'
import type { Db } from '../db/client'
import {
  categories,
  groups,
  itemCounters,
  likes,
  postCategories,
  posts,
  postUploads,
  uploads,
  users,
} from '../db/schema'
import type { Actor } from '../lib/actor'
import { literalLimit } from '../lib/paging'
import { containsText } from '../lib/sql-text'
import { slugBase, slugCollisions } from '../lib/slugs'
import {
  memberOfGroupSql,
  userHoldsSql,
  viewerOfActor,
  viewerOfSession,
  type SqlViewer,
} from '../lib/viewer-sql'
import { POST_KEYS } from './posts.policy'
import type { ListPostsQuery, PostKind } from './posts.schemas'

/**
 * Post reads as single statements for one db.batch: visibility, the reader's like, the counters
 * and every list of children are SQL, so a page or a post costs one round trip with the session
 * rows riding along.
 */

export const postViewerOf = (type: PostKind, tokenHash: string | null): SqlViewer =>
  viewerOfSession(tokenHash, [POST_KEYS[type].manage])

export const postViewerOfActor = (type: PostKind, actor: Actor): SqlViewer =>
  viewerOfActor(actor, [POST_KEYS[type].manage])

/** The outer row, written out: drizzle leaves a single-table select's columns unqualified. */
const P = {
  id: sql.raw('posts.id'),
  type: sql.raw('posts.type'),
  userId: sql.raw('posts.user_id'),
  groupId: sql.raw('posts.group_id'),
  status: sql.raw('posts.status'),
}

export const ownSql = (viewer: SqlViewer) => sql`coalesce(${P.userId} = ${viewer.id}, 0)`

/** Approved posts for every reader, the author's own in any status, every post for a manager. */
export const visibleSql = (viewer: SqlViewer) =>
  sql`(${viewer.manages} OR ${ownSql(viewer)} OR ${P.status} = 'approved')`

/**
 * Tied to a group the reader is not in (spec 02 §6): neither its author nor a manager. The body
 * and files of such a resource are never sent.
 */
export const lockedSql = (viewer: SqlViewer) =>
  sql`(${P.groupId} IS NOT NULL AND NOT (${viewer.manages} OR ${ownSql(viewer)} OR ${memberOfGroupSql(viewer, P.groupId)}))`

export const counters = alias(itemCounters, 'ic')
export const readerLike = alias(likes, 'lk')

export const userJsonSql = (userId: SQL) =>
  sql<
    string | null
  >`(SELECT json_object('id', u.id, 'full_name', trim(u.forename || ' ' || u.surname), 'slug', u.slug, 'img', u.img) FROM users u WHERE u.id = ${userId})`

const categoriesJsonSql = sql<
  string | null
>`(SELECT json_group_array(json_object('id', c.id, 'name', c.name, 'slug', c.slug,
    'parent_id', c.parent_id, 'type_id', c.type_id, 'position', c.position, 'img', c.img, 'group_id', c.group_id))
  FROM (SELECT c.* FROM post_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.post_id = ${P.id}
    ORDER BY c.position, c.id) c)`

const NULL_TEXT = sql<string | null>`NULL`

/** The stored columns but the body and its text (never in a list). */
const withoutText = <T extends { body: unknown; bodyText: unknown }>(
  all: T,
): Omit<T, 'body' | 'bodyText'> => {
  const { body, bodyText, ...rest } = all
  void body
  void bodyText
  return rest
}

/** A list row's columns: everything but the body and the files. */
export const summaryColumns = (type: PostKind, viewer: SqlViewer) => {
  const columns = withoutText(getTableColumns(posts))
  const resource = type === 'resource'
  return {
    ...columns,
    // Every derived column is named (architecture.md: D1 names an unaliased column by its text).
    categoriesJson: categoriesJsonSql.as('categories_json'),
    userJson: userJsonSql(P.userId).as('user_json'),
    totalLikes: sql<number>`coalesce(${counters.totalLikes}, 0)`.as('total_likes'),
    totalComments: sql<number>`coalesce(${counters.totalComments}, 0)`.as('total_comments'),
    userLiked: sql<number>`coalesce(${readerLike.id}, 0)`.as('user_liked'),
    canEdit: sql<number>`(${viewer.manages} OR ${ownSql(viewer)})`.as('can_edit'),
    locked: (resource ? sql<number>`${lockedSql(viewer)}` : sql<number>`0`).as('locked'),
    groupJson: (resource
      ? sql<
          string | null
        >`(SELECT json_object('id', g.id, 'title', g.title) FROM groups g WHERE g.id = ${P.groupId})`
      : NULL_TEXT
    ).as('group_json'),
    groupRequested: (resource
      ? sql<number>`EXISTS (SELECT 1 FROM group_user_requests gr WHERE gr.group_id = ${P.groupId} AND gr.user_id = ${viewer.id})`
      : sql<number>`0`
    ).as('group_requested'),
    uploadIdsJson: (resource
      ? sql<
          string | null
        >`(SELECT json_group_array(pu.upload_id) FROM (SELECT upload_id FROM post_uploads WHERE post_id = ${P.id} ORDER BY position, upload_id) pu)`
      : NULL_TEXT
    ).as('upload_ids_json'),
  }
}

/** A post's columns in full: the body and, for resources, the files. */
const fullColumns = (type: PostKind, viewer: SqlViewer) => ({
  ...summaryColumns(type, viewer),
  body: posts.body,
  filesJson: (type === 'resource'
    ? sql<
        string | null
      >`(SELECT json_group_array(json_object('id', f.id, 'client_filename', f.client_filename, 'filesize', f.filesize,
        'path', f.path, 'mime', f.mime, 'category', f.category))
      FROM (SELECT up.* FROM post_uploads pu JOIN uploads up ON up.id = pu.upload_id WHERE pu.post_id = ${P.id}
        ORDER BY pu.position, up.id) f)`
    : NULL_TEXT
  ).as('files_json'),
})

/** The posts LEFT JOINed to their counters and the reader's like: no query per row. */
export const withEngagement = (viewer: SqlViewer) => ({
  counters: sql`${counters.itemType} = ${P.type} AND ${counters.itemId} = ${P.id}`,
  like: sql`${readerLike.itemType} = ${P.type} AND ${readerLike.itemId} = ${P.id} AND ${readerLike.userId} = ${viewer.id}`,
})

const orderOf = (order: 'asc' | 'desc') =>
  order === 'asc' ? [asc(posts.createdAt), asc(posts.id)] : [desc(posts.createdAt), desc(posts.id)]

export const categoryIdsOf = (query: Pick<ListPostsQuery, 'categories' | 'categories[]'>) => [
  ...new Set([...(query.categories ?? []), ...(query['categories[]'] ?? [])]),
]

/**
 * The list's WHERE (spec 02 §4): without status or user_id, approved posts; with a status (or
 * 'all'), a manager's every post and anyone else's own; with user_id, that author's approved
 * posts, or every status when the reader is that author (my news).
 */
export const listWhere = (type: PostKind, viewer: SqlViewer, query: ListPostsQuery) => {
  const filters: (SQL | undefined)[] = [eq(posts.type, type), visibleSql(viewer)]
  if (query.status === undefined && query.user_id === undefined)
    filters.push(eq(posts.status, 'approved'))
  if (query.status !== undefined) {
    filters.push(sql`(${viewer.manages} OR ${ownSql(viewer)})`)
    if (query.status !== 'all') filters.push(eq(posts.status, query.status))
  }
  if (query.user_id !== undefined) {
    filters.push(eq(posts.userId, query.user_id))
    if (query.status === undefined)
      filters.push(sql`(${P.status} = 'approved' OR ${ownSql(viewer)})`)
  }
  const categoryIds = categoryIdsOf(query)
  if (categoryIds.length > 0) {
    // Validated integers, inlined: D1 allows 100 bound parameters per statement.
    filters.push(
      sql`EXISTS (SELECT 1 FROM post_categories pcf WHERE pcf.post_id = ${P.id} AND pcf.category_id IN (${sql.raw(categoryIds.join(','))}))`,
    )
  }
  if (query.q) filters.push(containsText(posts.title, query.q))
  return and(...filters)
}

/** One page of posts and the total, for one batch. */
export const listPostsStatements = (
  db: Db,
  type: PostKind,
  viewer: SqlViewer,
  query: ListPostsQuery,
) => {
  const where = listWhere(type, viewer, query)
  const order = orderOf(query.order)
  const join = withEngagement(viewer)
  // The page's ids first, then the derived columns for those rows only.
  const pageIds = db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(query.perPage))
    .offset(literalLimit(query.offset))
  return {
    rows: db
      .select(summaryColumns(type, viewer))
      .from(posts)
      .leftJoin(counters, join.counters)
      .leftJoin(readerLike, join.like)
      .where(sql`${posts.id} IN ${pageIds}`)
      .orderBy(...order),
    total: isPublicList(query)
      ? // Every approved post of the type is a feed row: feed_counts (kept by triggers) holds
        // their number, where count(*) read 60,000 index entries per page (issue 14 bench).
        db
          .select({
            total: sql<number>`coalesce((SELECT fc.total FROM feed_counts fc
              WHERE fc.item_type = ${type} AND fc.is_private = 0), 0)`.as('total'),
          })
          .from(sql`(SELECT 1)`)
      : db
          .select({ total: sql<number>`count(*)`.as('total') })
          .from(posts)
          .where(where),
  }
}

/** The public list: every approved post of the type, unfiltered (what feed_counts counts). */
const isPublicList = (query: ListPostsQuery) =>
  query.status === undefined &&
  query.user_id === undefined &&
  !query.q &&
  categoryIdsOf(query).length === 0

/** How one post is asked for: `42` is an id, anything else a slug. */
export type PostKey = { id: number } | { slug: string }

export const postKeyOf = (key: string): PostKey =>
  /^\d+$/.test(key) ? { id: Number(key) } : { slug: key }

export const keyMatch = (key: PostKey) =>
  'id' in key ? eq(posts.id, key.id) : eq(posts.slug, key.slug)

/** One post the reader may see (any status for its author and managers), in full. */
export const getPostStatement = (db: Db, type: PostKind, viewer: SqlViewer, key: PostKey) => {
  const join = withEngagement(viewer)
  return db
    .select(fullColumns(type, viewer))
    .from(posts)
    .leftJoin(counters, join.counters)
    .leftJoin(readerLike, join.like)
    .where(and(eq(posts.type, type), keyMatch(key), visibleSql(viewer)))
    .limit(1)
}

/** The same post as a card (no body, no files), for the locked preview. */
export const getPostSummaryStatement = (
  db: Db,
  type: PostKind,
  viewer: SqlViewer,
  key: PostKey,
) => {
  const join = withEngagement(viewer)
  return db
    .select(summaryColumns(type, viewer))
    .from(posts)
    .leftJoin(counters, join.counters)
    .leftJoin(readerLike, join.like)
    .where(and(eq(posts.type, type), keyMatch(key), visibleSql(viewer)))
    .limit(1)
}

/** The stored post a write acts on. */
export const postForWriteQuery = (db: Db, type: PostKind, key: PostKey) =>
  db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      userId: posts.userId,
      status: posts.status,
      groupId: posts.groupId,
    })
    .from(posts)
    .where(and(eq(posts.type, type), keyMatch(key)))
    .limit(1)

/** Post slugs come from the title, unique per type: 'spring-fair', then 'spring-fair-2'… */
export const postSlugBase = (type: PostKind, title: string) => slugBase(title, type)

export const takenSlugsQuery = (db: Db, type: PostKind, base: string) =>
  db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.type, type), slugCollisions(posts.slug, base)))

export const knownCategoriesQuery = (db: Db, ids: number[]) =>
  db
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, ids.length > 0 ? ids : [0]))

export const groupQuery = (db: Db, id: number | null | undefined) =>
  db
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.id, id ?? 0))

export const uploadOwnersQuery = (db: Db, ids: number[]) =>
  db
    .select({ id: uploads.id, userId: uploads.userId })
    .from(uploads)
    .where(inArray(uploads.id, ids.length > 0 ? ids : [0]))

/** The post's categories as given, set-based (the post found by its id SQL). */
export const insertPostCategoriesStatement = (db: Db, postId: SQL, ids: number[]) =>
  db
    .insert(postCategories)
    .select(sql`SELECT (${postId}), c.value FROM json_each(${JSON.stringify(ids)}) c`)

/** The post's files in the order given (position = index). */
export const insertPostUploadsStatement = (db: Db, postId: SQL, ids: number[]) =>
  db
    .insert(postUploads)
    .select(sql`SELECT (${postId}), u.value, u.key FROM json_each(${JSON.stringify(ids)}) u`)

const recipientColumns = {
  id: users.id,
  email: users.email,
  forename: users.forename,
  surname: users.surname,
}

/** Active members holding the type's manage key: who hears of a pending submission. */
export const managersQuery = (db: Db, type: PostKind) =>
  db
    .select(recipientColumns)
    .from(users)
    .where(and(eq(users.isActive, 1), userHoldsSql(sql.raw('users.id'), POST_KEYS[type].manage)))

export const recipientQuery = (db: Db, userId: number) =>
  db.select(recipientColumns).from(users).where(eq(users.id, userId))

export type PostSummaryRow = Awaited<ReturnType<typeof listPostsStatements>['rows']>[number]
export type PostRow = Awaited<ReturnType<typeof getPostStatement>>[number]
