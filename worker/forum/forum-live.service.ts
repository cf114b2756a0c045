import { and, eq } from 'drizzle-orm'
import { forumThreads } from '../db/schema'
import type { Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import { forumRoomEvent, type ForumRoomEvent } from '../../durable-objects/room-protocol'
import { ROOM_THREAD_HEADER } from '../../durable-objects/forum-thread-room'
import { forwardLiveUpgrade } from '../live/live-rooms'
import { assertLiveUpgrade } from '../live/live-origin'
import { forumViewerOf, threadReadableSql, assertForumOn } from './forum.policy'
import { forumSwitchQuery } from './forum-settings.queries'

/**
 * Live rooms: forwards a permitted upgrade to the thread's Durable Object (recording it in the
 * live-room registry, so a revocation or a change of access finds it); publishes after writes.
 */

/** The thread's room (the registry's 'forum-thread' kind names the same object). */
const roomOf = (env: Env, threadId: number) =>
  env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(String(threadId)))

export const connectToThread = async (
  { db, env, auth }: Deps,
  threadId: number,
  request: Request,
): Promise<Response> => {
  assertLiveUpgrade(env, request)
  const viewer = forumViewerOf(auth.tokenHash)
  const [switchRows, threads] = await db.batch([
    forumSwitchQuery(db),
    db
      .select({ id: forumThreads.id })
      .from(forumThreads)
      .where(and(eq(forumThreads.id, threadId), threadReadableSql(viewer))),
  ])
  const actor = auth.current()
  assertForumOn(switchRows, actor)
  if (threads.length === 0 || !actor.user || !auth.tokenHash) throw notFound()
  return forwardLiveUpgrade({ db, env }, request, {
    kind: 'forum-thread',
    id: threadId,
    threadHeader: ROOM_THREAD_HEADER,
    userId: actor.user.id,
    sessionHash: auth.tokenHash,
  })
}

/**
 * Pushes an event to everyone viewing the thread: one call to its room, which sends it to every
 * open socket. Who may read was decided when each socket joined and is decided again whenever
 * access changes (worker/live/live-access.ts), never here. Called after the D1 write succeeded; a
 * failed fan-out is logged, never thrown (the heartbeat catches the page up).
 */
export const publishToThread = async (
  env: Env,
  threadId: number,
  event: ForumRoomEvent,
): Promise<void> => {
  try {
    await roomOf(env, threadId).broadcast(forumRoomEvent.parse(event))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(
      `forum live: publish ${event.type} to thread ${threadId} failed: ${reason.replace(/\s+/g, ' ')}`,
    )
  }
}

/** Live fan-out after a write: publishToThread promises never to throw; this keeps the write safe if it does. */
export const publish = async (env: Env, threadId: number, event: ForumRoomEvent) => {
  try {
    await publishToThread(env, threadId, event)
  } catch (error) {
    console.error('forum publish failed', error)
  }
}
