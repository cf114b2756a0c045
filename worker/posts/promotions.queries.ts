import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { posts, promotionClaims, users } from '../db/schema'
import { literalLimit } from '../lib/paging'
import { containsText } from '../lib/sql-text'
import type { SqlViewer } from '../lib/viewer-sql'
import {
  categoryIdsOf,
  counters,
  keyMatch,
  ownSql,
  postViewerOf,
  readerLike,
  summaryColumns,
  visibleSql,
  withEngagement,
  type PostKey,
} from './posts.queries'
import type { ListPromotionsQuery } from './promotions.schemas'

/**
 * Promotion reads as single statements for one db.batch (the posts' visibility, counters and
 * reader's like, plus the reader's claim and, for the owner and managers, the latest claims).
 */

export const promotionViewerOf = (tokenHash: string | null) => postViewerOf('promotion', tokenHash)

const P_ID = sql.raw('posts.id')
const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`
/** Running now: started (or no start) and not ended (or no end). Stored as UTC ISO text. */
export const runningSql = sql`((posts.starts_at IS NULL OR posts.starts_at <= ${NOW}) AND (posts.ends_at IS NULL OR posts.ends_at > ${NOW}))`

const claimedAtSql = (viewer: SqlViewer) =>
  sql<
    string | null
  >`(SELECT pc.created_at FROM promotion_claims pc WHERE pc.post_id = ${P_ID} AND pc.user_id = ${viewer.id})`

const promotionColumns = (viewer: SqlViewer) => ({
  ...summaryColumns('promotion', viewer),
  claimedAt: claimedAtSql(viewer).as('claimed_at'),
})

/** The latest five claims (spec 01 §3 tell_me_more_logs): the owner's and managers' only. */
const claimLogsSql = (viewer: SqlViewer) =>
  sql<string | null>`CASE WHEN (${viewer.manages} OR ${ownSql(viewer)}) THEN (
    SELECT json_group_array(json_object('id', l.id, 'user_id', l.user_id, 'created_at', l.created_at))
    FROM (SELECT id, user_id, created_at FROM promotion_claims WHERE post_id = ${P_ID}
      ORDER BY created_at DESC, id DESC LIMIT 5) l) END`

const fullColumns = (viewer: SqlViewer) => ({
  ...promotionColumns(viewer),
  body: posts.body,
  claimLogsJson: claimLogsSql(viewer).as('claim_logs_json'),
})

/**
 * The list's WHERE (spec 01 §2, spec 02 §4): without status, user_id or claimed, approved
 * promotions running now; status (or 'all') a manager's every one and anyone else's own; user_id
 * one author's (every status to that author); claimed the reader's claimed ones.
 */
const listWhere = (viewer: SqlViewer, query: ListPromotionsQuery) => {
  const filters: (SQL | undefined)[] = [eq(posts.type, 'promotion'), visibleSql(viewer)]
  const claimed = query.claimed === true
  if (query.status === undefined && query.user_id === undefined && !claimed)
    filters.push(eq(posts.status, 'approved'), runningSql)
  if (query.status !== undefined) {
    filters.push(sql`(${viewer.manages} OR ${ownSql(viewer)})`)
    if (query.status !== 'all') filters.push(eq(posts.status, query.status))
  }
  if (query.user_id !== undefined) {
    filters.push(eq(posts.userId, query.user_id))
    if (query.status === undefined)
      filters.push(sql`(posts.status = 'approved' OR ${ownSql(viewer)})`)
  }
  if (claimed)
    filters.push(
      sql`EXISTS (SELECT 1 FROM promotion_claims pcr WHERE pcr.post_id = ${P_ID} AND pcr.user_id = ${viewer.id})`,
    )
  const categoryIds = categoryIdsOf(query)
  if (categoryIds.length > 0) {
    // Validated integers, inlined: D1 allows 100 bound parameters per statement.
    filters.push(
      sql`EXISTS (SELECT 1 FROM post_categories pcf WHERE pcf.post_id = ${P_ID} AND pcf.category_id IN (${sql.raw(categoryIds.join(','))}))`,
    )
  }
  if (query.q) filters.push(containsText(posts.title, query.q))
  if (query.tier) filters.push(eq(posts.tier, query.tier))
  if (query.promotion_type)
    filters.push(sql`json_extract(posts.settings, '$.promotion_type') = ${query.promotion_type}`)
  return and(...filters)
}

/** One page of promotions and the total, for one batch. claimed=1 orders by the reader's claim. */
export const listPromotionsStatements = (db: Db, viewer: SqlViewer, query: ListPromotionsQuery) => {
  const where = listWhere(viewer, query)
  const order =
    query.claimed === true
      ? [sql`${claimedAtSql(viewer)} DESC`, desc(posts.id)]
      : [desc(posts.createdAt), desc(posts.id)]
  const join = withEngagement(viewer)
  const pageIds = db
    .select({ id: posts.id })
    .from(posts)
    .where(where)
    .orderBy(...order)
    .limit(literalLimit(query.perPage))
    .offset(literalLimit(query.offset))
  return {
    rows: db
      .select(promotionColumns(viewer))
      .from(posts)
      .leftJoin(counters, join.counters)
      .leftJoin(readerLike, join.like)
      .where(sql`${posts.id} IN ${pageIds}`)
      .orderBy(...order),
    total: db
      .select({ total: sql<number>`count(*)`.as('total') })
      .from(posts)
      .where(where),
  }
}

/** One promotion the reader may see (any status for its author and managers), in full. */
export const getPromotionStatement = (db: Db, viewer: SqlViewer, key: PostKey) => {
  const join = withEngagement(viewer)
  return db
    .select(fullColumns(viewer))
    .from(posts)
    .leftJoin(counters, join.counters)
    .leftJoin(readerLike, join.like)
    .where(and(eq(posts.type, 'promotion'), keyMatch(key), visibleSql(viewer)))
    .limit(1)
}

/** The stored promotion a write acts on. */
export const promotionForWriteQuery = (db: Db, key: PostKey) =>
  db
    .select({
      id: posts.id,
      slug: posts.slug,
      title: posts.title,
      excerpt: posts.excerpt,
      userId: posts.userId,
      status: posts.status,
      tier: posts.tier,
      startsAt: posts.startsAt,
      endsAt: posts.endsAt,
    })
    .from(posts)
    .where(and(eq(posts.type, 'promotion'), keyMatch(key)))
    .limit(1)

/**
 * The claim (spec 01 §4): one row per member, written only while the promotion is approved and
 * running, in the same statement that checks it; a second claim changes nothing.
 */
export const insertClaimStatement = (db: Db, postId: number, userId: number, at: string) =>
  db
    .insert(promotionClaims)
    .select(
      // Every column in the table's order (drizzle names them all): id, post_id, user_id, created_at.
      sql`SELECT NULL, posts.id, ${userId}, ${at} FROM posts WHERE posts.id = ${postId}
        AND posts.type = 'promotion' AND posts.status = 'approved' AND ${runningSql}`,
    )
    .onConflictDoNothing()

const claimColumns = {
  id: promotionClaims.id,
  userId: promotionClaims.userId,
  createdAt: promotionClaims.createdAt,
  forename: users.forename,
  surname: users.surname,
  slug: users.slug,
  img: users.img,
  email: users.email,
}

/** A promotion's claims with the member and email, newest first (the owner's claims list). */
export const listClaimsStatements = (
  db: Db,
  postId: number,
  paging: { perPage: number; offset: number },
) => ({
  rows: db
    .select(claimColumns)
    .from(promotionClaims)
    .innerJoin(users, eq(users.id, promotionClaims.userId))
    .where(eq(promotionClaims.postId, postId))
    .orderBy(desc(promotionClaims.createdAt), desc(promotionClaims.id))
    .limit(literalLimit(paging.perPage))
    .offset(literalLimit(paging.offset)),
  total: db
    .select({ total: sql<number>`count(*)`.as('total') })
    .from(promotionClaims)
    .where(eq(promotionClaims.postId, postId)),
})

/** Every claim, oldest first, for the CSV. */
export const allClaimsQuery = (db: Db, postId: number) =>
  db
    .select(claimColumns)
    .from(promotionClaims)
    .innerJoin(users, eq(users.id, promotionClaims.userId))
    .where(eq(promotionClaims.postId, postId))
    .orderBy(promotionClaims.createdAt, promotionClaims.id)

export type PromotionSummaryRow = Awaited<
  ReturnType<typeof listPromotionsStatements>['rows']
>[number]
export type PromotionRow = Awaited<ReturnType<typeof getPromotionStatement>>[number]
export type ClaimRow = Awaited<ReturnType<typeof allClaimsQuery>>[number]
