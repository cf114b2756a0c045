import { eq } from 'drizzle-orm'
import { posts } from '../../db/schema'
import { toCsv } from '../../lib/csv'
import { requireUser, type Deps } from '../../lib/deps'
import { conflict, forbidden, notFound } from '../../lib/errors'
import { postViewerOfActor } from '../posts.queries'
import type { CsvFile } from '../../polls/use-cases/exports'
import { canEditPost } from '../posts.policy'
import { postKeyOf } from '../posts.queries'
import {
  allClaimsQuery,
  getPromotionStatement,
  insertClaimStatement,
  listClaimsStatements,
  listPromotionsStatements,
  promotionForWriteQuery,
  promotionViewerOf,
} from '../promotions.queries'
import { toClaimRow, toPromotionResource, toPromotionSummary } from '../promotions.resources'
import {
  PROMOTION_MESSAGES,
  type ListPromotionsQuery,
  type PromotionClaimRow,
  type PromotionResource,
  type PromotionSummary,
} from '../promotions.schemas'
import { noticeClaimed } from '../promotions-notices.service'

/**
 * Reading, claiming and deleting promotions (spec 01 §2–§4, spec 02 §6–§7). Each read is one
 * db.batch with the session rows riding along; create and update live in save-promotion.ts.
 */

/**
 * GET /api/promotions. claimed=1 is the reader's own list: visitors are answered 401 (the batch
 * has told us who is reading; nothing of theirs was read).
 */
export const listPromotions = async (
  deps: Deps,
  query: ListPromotionsQuery,
): Promise<{ rows: PromotionSummary[]; total: number }> => {
  const { db, auth } = deps
  const statements = listPromotionsStatements(db, promotionViewerOf(auth.tokenHash), query)
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  if (query.claimed === true) await requireUser(deps)
  const now = Date.now()
  return { rows: rows.map((row) => toPromotionSummary(row, now)), total: count?.total ?? 0 }
}

/** By id or slug: approved ones for readers, any status for the author and managers; else 404. */
export const getPromotion = async (deps: Deps, key: string): Promise<PromotionResource> => {
  const { db, auth } = deps
  const [[row]] = await db.batch([
    getPromotionStatement(db, promotionViewerOf(auth.tokenHash), postKeyOf(key)),
  ])
  if (!row) throw notFound()
  return toPromotionResource(row)
}

/**
 * "Tell me more" (spec 01 §4): the reader claims it; answers the promotion with told: true. The
 * insert checks the promotion is approved and running in the same statement, and the unique
 * (post, user) index makes a second claim, or twenty at once, one claim. The author hears of
 * the first one.
 */
export const claimPromotion = async (deps: Deps, key: string): Promise<PromotionResource> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const viewer = postViewerOfActor('promotion', actor)
  const [[found]] = await db.batch([getPromotionStatement(db, viewer, postKeyOf(key))])
  if (!found) throw notFound()
  const now = new Date().toISOString()
  const [inserted, [row]] = await db.batch([
    insertClaimStatement(db, found.id, actor.user.id, now),
    getPromotionStatement(db, viewer, { id: found.id }),
  ])
  if (!row) throw notFound()
  if (row.claimedAt === null) throw conflict(PROMOTION_MESSAGES.notClaimable)
  const promotion = toPromotionResource(row)
  if (inserted.meta.changes > 0 && row.userId !== null && row.userId !== actor.user.id)
    await noticeClaimed(deps, promotion, row.userId, actor.user)
  return promotion
}

/** The owner or promotions.manage; anyone else 403, a missing promotion 404. */
const ownedPromotion = async (deps: Deps, key: string) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[post]] = await db.batch([promotionForWriteQuery(db, postKeyOf(key))])
  if (!post) throw notFound()
  if (!canEditPost(actor, 'promotion', post)) throw forbidden()
  return post
}

/** GET /api/promotions/{id}/claims: newest first, with each member's name and email. */
export const listClaims = async (
  deps: Deps,
  key: string,
  paging: { page: number; perPage: number },
): Promise<{ rows: PromotionClaimRow[]; total: number }> => {
  const { db } = deps
  const post = await ownedPromotion(deps, key)
  const offset = (paging.page - 1) * paging.perPage
  const statements = listClaimsStatements(db, post.id, { perPage: paging.perPage, offset })
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  return { rows: rows.map(toClaimRow), total: count?.total ?? 0 }
}

/** GET /api/promotions/{id}/export-claims: every claim as CSV, formulae defused. */
export const exportClaimsCsv = async (deps: Deps, key: string): Promise<CsvFile> => {
  const { db } = deps
  const post = await ownedPromotion(deps, key)
  const [rows] = await db.batch([allClaimsQuery(db, post.id)])
  const header = ['Name', 'Email', 'Claimed at']
  const body = rows.map((r) => [`${r.forename} ${r.surname}`.trim(), r.email, r.createdAt])
  return { filename: `claims-${post.slug}.csv`, csv: toCsv([header, ...body]) }
}

/** The owner or promotions.manage; its claims, categories, likes and feed row go with it. */
export const deletePromotion = async (deps: Deps, key: string): Promise<void> => {
  const post = await ownedPromotion(deps, key)
  await deps.db.delete(posts).where(eq(posts.id, post.id))
}
