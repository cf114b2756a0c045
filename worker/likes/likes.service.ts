import { sql } from 'drizzle-orm'
import { nowIso } from '../db/schema/columns'
import { toEngagementUser } from '../content/engagement.resources'
import {
  assertMayViewType,
  knownItemType,
  mayViewType,
  readableItemStatement,
} from '../content/item-access'
import { ITEM_TYPES, viewerForType, viewerForTypeOfActor } from '../content/item-types'
import { requireUser, type Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import {
  deleteLikeStatement,
  insertLikeStatement,
  likeCountStatement,
  likeOfStatement,
  likePageStatements,
  ownLikeStatement,
  type LikeRow,
} from './likes.queries'
import type { LikeInput, LikeResource, LikeResult, ListLikesQuery } from './likes.schemas'

/**
 * Likes on any item of the registry (spec 01 §4, §7): who liked a readable item, like (once per
 * member: liking twice answers with the same like), and take one's own like back.
 */

const toLikeResource = (row: LikeRow): LikeResource => ({
  id: row.id,
  item_id: row.item_id,
  item_type: row.item_type,
  user_id: row.user_id,
  user: toEngagementUser(row.user_json),
  created_at: row.created_at,
})

/** GET /api/likes: the likers, the count and the viewer's own like, in one batch. */
export const listLikes = async (
  deps: Deps,
  query: ListLikesQuery,
): Promise<{ rows: LikeResource[]; total: number; userLiked: number }> => {
  const { db, auth } = deps
  const type = knownItemType(query.item_type)
  await auth.require(mayViewType(type), { permissions: true })
  const viewer = viewerForType(type, auth.tokenHash)
  const readable = ITEM_TYPES[type].readableSql(viewer, sql`${query.item_id}`)
  const item = { type, id: query.item_id }
  const [rows, [count], [mine], [found]] = await db.batch([
    ...likePageStatements(db, item, readable, viewer.id, query),
    readableItemStatement(db, type, viewer, query.item_id),
  ])
  if (!found) throw notFound()
  return { rows: rows.map(toLikeResource), total: count?.total ?? 0, userLiked: mine?.id ?? 0 }
}

/** POST /api/likes: the insert carries the readability rule, so nothing is liked that cannot be read. */
export const likeItem = async (deps: Deps, input: LikeInput): Promise<LikeResult> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const type = knownItemType(input.item_type)
  assertMayViewType(actor, type)
  const viewer = viewerForTypeOfActor(type, actor)
  const item = { type, id: input.item_id }
  const readable = ITEM_TYPES[type].readableSql(viewer, sql`${input.item_id}`)
  const [[found], , [like], [count]] = await db.batch([
    readableItemStatement(db, type, viewer, input.item_id),
    insertLikeStatement(db, { ...item, userId: actor.user.id, now: nowIso() }, readable),
    likeOfStatement(db, item, actor.user.id),
    likeCountStatement(db, item),
  ])
  if (!found || !like) throw notFound()
  return {
    id: like.id,
    item_id: like.item_id,
    item_type: like.item_type,
    user_id: like.user_id,
    total_likes: count?.total_likes ?? 0,
  }
}

/** DELETE /api/likes/{id}: one's own like only; anyone else's is answered like a missing one. */
export const unlikeItem = async (deps: Deps, id: number): Promise<LikeResult> => {
  const { db } = deps
  const actor = await requireUser(deps)
  const [[like]] = await db.batch([ownLikeStatement(db, id, actor.user.id)])
  if (!like) throw notFound()
  const item = { type: like.item_type, id: like.item_id }
  const [deleted, [count]] = await db.batch([
    deleteLikeStatement(db, id, actor.user.id),
    likeCountStatement(db, item),
  ])
  if (deleted.length === 0) throw notFound()
  return {
    id,
    item_id: like.item_id,
    item_type: like.item_type,
    user_id: like.user_id,
    total_likes: count?.total_likes ?? 0,
  }
}
