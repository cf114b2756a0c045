import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import type { Actor } from '../lib/actor'
import { viewerOfActor } from '../lib/viewer-sql'
import type { ForumRoomEvent } from '../../durable-objects/room-protocol'
import { FORUM_MANAGER_KEYS, threadReadableSql, type ForumViewer } from './forum-access'
import { publishToThread } from './forum-live.service'
import { col } from './forum-reply-resource'
import { MENTION_MARKER, type MentionEntityInput } from './forum.schemas'

/** Reads shared by the reply, like and heartbeat services: the post's thread, as its reader may see it. */

/** A loaded actor as a forum viewer: plain values, no session subqueries (writes know the actor). */
export const forumViewerOfActor = (actor: Actor): ForumViewer =>
  viewerOfActor(actor, FORUM_MANAGER_KEYS)

const threadFields = {
  id: col<number>('t.id'),
  title: col<string>('t.title'),
  slug: col<string>('t.slug'),
  forum_category_id: col<number>('t.forum_category_id'),
  category_slug: col<string>('c.slug'),
}
const threadAndCategory = sql`forum_threads t JOIN forum_categories c ON c.id = t.forum_category_id`

/** The thread, only when the viewer may read it (else no row: the caller answers 404). */
export const readableThreadStatement = (db: Db, viewer: ForumViewer, threadId: number) =>
  db
    .select(threadFields)
    .from(threadAndCategory)
    .where(sql`t.id = ${threadId} AND ${threadReadableSql(viewer, 't')}`)

export type ThreadRow = Awaited<ReturnType<typeof readableThreadStatement>>[number]

/** A reply with its thread, only when the viewer may read the thread. */
export const readableReplyStatement = (db: Db, viewer: ForumViewer, replyId: number) =>
  db
    .select({
      ...threadFields,
      reply_id: col<number>('r.id'),
      parent_id: col<number | null>('r.parent_id'),
      user_id: col<number | null>('r.user_id'),
      body: col<string>('r.body'),
      entities: col<string>('r.entities'),
    })
    .from(
      sql`forum_replies r JOIN forum_threads t ON t.id = r.forum_thread_id JOIN forum_categories c ON c.id = t.forum_category_id`,
    )
    .where(sql`r.id = ${replyId} AND ${threadReadableSql(viewer, 't')}`)

/** The app's address of a thread (spec: /forum/{category slug}/{thread slug}). */
export const threadUrl = (thread: ThreadRow) => `/forum/${thread.category_slug}/${thread.slug}`

/** Members a body points at through its `@[n]` markers (no database: for "who is newly mentioned"). */
export const mentionedIds = (
  body: string,
  entities: readonly Pick<MentionEntityInput, 'entity_id'>[],
) => [
  ...new Set(
    [...body.matchAll(MENTION_MARKER)]
      .map((m) => entities[Number(m[1])]?.entity_id)
      .filter((id): id is number => id !== undefined),
  ),
]

/** Live fan-out after a write: publishToThread promises never to throw; this keeps the write safe if it does. */
export const publish = async (env: Env, threadId: number, event: ForumRoomEvent) => {
  try {
    await publishToThread(env, threadId, event)
  } catch (error) {
    console.error('forum publish failed', error)
  }
}
