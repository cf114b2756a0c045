import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import { forumLikes, forumReplies, forumThreads } from '../db/schema'
import type { Db } from '../db/client'
import { afterAnswer, type Deps } from '../lib/deps'
import { notFound, unauthenticated } from '../lib/errors'
import type { Paging } from '../lib/paging'
import {
  forumViewerOf,
  threadReadableSql,
  type ForumViewer,
  assertForumOn,
  forumViewerOfActor,
} from './forum.policy'
import { publish } from './forum-live.service'
import { col } from '../lib/sql-columns'
import { forumSwitchQuery } from './forum-settings.queries'
import { forumUserJsonSql } from './forum.queries'
import { toForumUser } from './forum.resources'
import type { ForumLikeResource, ForumLikeResult } from './forum-responses.schemas'
import type { LikeInput } from './forum.schemas'

/**
 * Likes: newest likers of a thread or reply, like (once per member), unlike by like id.
 * Liking twice is not an error: the second call changes nothing and answers with the existing like
 * (a double click must not show an alert). total_likes moves in the same batch as the like row.
 */

type ObjectType = LikeInput['forum_object_type']

/** The liked object's table (fixed names, never input). */
const tableOf = (type: ObjectType) => sql.raw(type === 'thread' ? 'forum_threads' : 'forum_replies')

/** The object's thread and like count, when the viewer may read it (else no row). */
const readableObject = (db: Db, viewer: ForumViewer, input: LikeInput) => {
  const threadId: SQL = input.forum_object_type === 'thread' ? sql`o.id` : sql`o.forum_thread_id`
  return db
    .select({ thread_id: col<number>('t.id'), total_likes: col<number>('o.total_likes') })
    .from(sql`${tableOf(input.forum_object_type)} o JOIN forum_threads t ON t.id = ${threadId}`)
    .where(sql`o.id = ${input.forum_object_id} AND ${threadReadableSql(viewer, 't')}`)
}

const likeFields = {
  id: forumLikes.id,
  forum_object_id: forumLikes.forumObjectId,
  forum_object_type: forumLikes.forumObjectType,
  user_id: forumLikes.userId,
  created_at: forumLikes.createdAt,
  user_json: sql<string | null>`${forumUserJsonSql('forum_likes.user_id')}`.as('user_json'),
}
type LikeRow = {
  id: number
  forum_object_id: number
  forum_object_type: ObjectType
  user_id: number
  created_at: string
  user_json: string | null
}

/** The likes of one object (and, with `userId`, only that member's). */
const likesOf = (input: LikeInput, userId?: number) =>
  and(
    eq(forumLikes.forumObjectType, input.forum_object_type),
    eq(forumLikes.forumObjectId, input.forum_object_id),
    userId === undefined ? undefined : eq(forumLikes.userId, userId),
  )

/** The object's like count after a write. */
const countOf = (db: Db, input: LikeInput) =>
  db
    .select({ total_likes: col<number>('o.total_likes') })
    .from(sql`${tableOf(input.forum_object_type)} o`)
    .where(sql`o.id = ${input.forum_object_id}`)

const toLikeResource = (row: LikeRow): ForumLikeResource => ({
  id: row.id,
  forum_object_id: row.forum_object_id,
  forum_object_type: row.forum_object_type,
  user_id: row.user_id,
  user: toForumUser(row.user_json),
  created_at: row.created_at,
})

/** GET /forum/likes: who liked a readable thread or reply, newest first (LATEST_LIKES a page). */
export const listLikes = async (
  deps: Deps,
  query: Paging & LikeInput,
): Promise<{ rows: ForumLikeResource[]; total: number }> => {
  const { db, auth } = deps
  const viewer = forumViewerOf(auth.tokenHash)
  const [switchRows, [object], rows, [counted]] = await db.batch([
    forumSwitchQuery(db),
    readableObject(db, viewer, query),
    db
      .select(likeFields)
      .from(forumLikes)
      .where(likesOf(query))
      .orderBy(desc(forumLikes.createdAt), desc(forumLikes.id))
      .limit(query.perPage)
      .offset(query.offset),
    db.select({ total: count() }).from(forumLikes).where(likesOf(query)),
  ])
  assertForumOn(switchRows, auth.current())
  if (!object) throw notFound()
  return { rows: rows.map(toLikeResource), total: counted?.total ?? 0 }
}

/** The object's like event for the thread's live room. */
const likedEvent = (input: LikeInput, threadId: number, totalLikes: number) =>
  input.forum_object_type === 'thread'
    ? { type: 'thread.liked' as const, forum_thread_id: threadId, total_likes: totalLikes }
    : {
        type: 'reply.liked' as const,
        forum_thread_id: threadId,
        reply_id: input.forum_object_id,
        total_likes: totalLikes,
      }

/**
 * The object's counter moves by `by` only `when` (about the like row) holds; a reply's updated_at
 * moves too, so the heartbeat reports it. A thread's updated_at stays (a like is not an edit).
 */
const bump = (db: Db, input: LikeInput, by: 1 | -1, when: SQL) => {
  const now = new Date().toISOString()
  const where = and(
    eq(
      input.forum_object_type === 'thread' ? forumThreads.id : forumReplies.id,
      input.forum_object_id,
    ),
    when,
  )
  if (input.forum_object_type === 'thread') {
    return db
      .update(forumThreads)
      .set({
        totalLikes: sql`max(${forumThreads.totalLikes} + ${by}, 0)`,
        updatedAt: sql`${forumThreads.updatedAt}`,
      })
      .where(where)
  }
  return db
    .update(forumReplies)
    .set({ totalLikes: sql`max(${forumReplies.totalLikes} + ${by}, 0)`, updatedAt: now })
    .where(where)
}

/** POST /forum/likes: once per member (the unique constraint); the counter only moves for a new like. */
export const likeObject = async (deps: Deps, input: LikeInput): Promise<ForumLikeResult> => {
  const { db, env } = deps
  const actor = deps.auth.current()
  const me = actor.user
  if (!me) throw unauthenticated()
  const [switchRows, [object]] = await db.batch([
    forumSwitchQuery(db),
    readableObject(db, forumViewerOfActor(actor), input),
  ])
  assertForumOn(switchRows, actor)
  if (!object) throw notFound()

  // The counter first, only while the like is missing; then the row (ignored when it exists).
  const [, , [like], [counted]] = await db.batch([
    bump(
      db,
      input,
      1,
      sql`NOT EXISTS (SELECT 1 FROM ${forumLikes} WHERE ${likesOf(input, me.id)})`,
    ),
    db
      .insert(forumLikes)
      .values({
        forumObjectType: input.forum_object_type,
        forumObjectId: input.forum_object_id,
        userId: me.id,
      })
      .onConflictDoNothing(),
    db.select(likeFields).from(forumLikes).where(likesOf(input, me.id)),
    countOf(db, input),
  ])
  if (!like || !counted) throw notFound()
  await afterAnswer(
    deps,
    publish(env, object.thread_id, likedEvent(input, object.thread_id, counted.total_likes)),
  )
  return {
    ...input,
    total_likes: counted.total_likes,
    user_liked: like.id,
    like: toLikeResource(like),
  }
}

/** DELETE /forum/likes/{id}: only one's own like (anyone else's answers 404, like a missing one). */
export const deleteLike = async (deps: Deps, id: number): Promise<ForumLikeResult> => {
  const { db, env } = deps
  const actor = deps.auth.current()
  const me = actor.user
  if (!me) throw unauthenticated()
  const [switchRows, [like]] = await db.batch([
    forumSwitchQuery(db),
    db
      .select({
        forum_object_type: forumLikes.forumObjectType,
        forum_object_id: forumLikes.forumObjectId,
      })
      .from(forumLikes)
      .where(and(eq(forumLikes.id, id), eq(forumLikes.userId, me.id))),
  ])
  assertForumOn(switchRows, actor)
  if (!like) throw notFound()
  const input: LikeInput = like
  // The counter moves only while the like still exists (a second unlike in flight changes nothing).
  const [, , [counted], [thread]] = await db.batch([
    bump(
      db,
      input,
      -1,
      sql`EXISTS (SELECT 1 FROM ${forumLikes} WHERE ${and(eq(forumLikes.id, id), eq(forumLikes.userId, me.id))})`,
    ),
    db.delete(forumLikes).where(and(eq(forumLikes.id, id), eq(forumLikes.userId, me.id))),
    countOf(db, input),
    db
      .select({
        thread_id: col<number>(input.forum_object_type === 'thread' ? 'o.id' : 'o.forum_thread_id'),
      })
      .from(sql`${tableOf(input.forum_object_type)} o`)
      .where(sql`o.id = ${input.forum_object_id}`),
  ])
  const total = counted?.total_likes ?? 0
  if (thread)
    await afterAnswer(
      deps,
      publish(env, thread.thread_id, likedEvent(input, thread.thread_id, total)),
    )
  return { ...input, total_likes: total, user_liked: 0 }
}
