import { and, eq } from 'drizzle-orm'
import { forumThreads } from '../db/schema'
import type { Deps } from '../lib/deps'
import { forbidden, notFound, upgradeRequired } from '../lib/errors'
import { forumRoomEvent, type ForumRoomEvent } from '../../durable-objects/room-protocol'
import { ROOM_THREAD_HEADER } from '../../durable-objects/forum-thread-room'
import { liveHeaders } from '../../durable-objects/live-room'
import { confirmLiveConnection, liveRoomName, registerLiveConnection } from '../live/live-rooms'
import { isOwnOrigin } from '../live/live-origin'
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
  if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') throw upgradeRequired()
  // Browsers send the page's Origin on every websocket; another site's page may not ride our cookie.
  if (!isOwnOrigin(request.headers.get('origin') ?? undefined, env, request))
    throw forbidden('Cross-site socket refused')
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
  const room = liveRoomName('forum-thread', threadId)
  const connection = await registerLiveConnection(
    { db, env },
    { userId: actor.user.id, sessionHash: auth.tokenHash, room },
  )
  // The object trusts these headers: they are set here, over whatever the browser sent.
  const headers = new Headers(request.headers)
  for (const [name, value] of Object.entries(liveHeaders(connection))) headers.set(name, value)
  headers.set(ROOM_THREAD_HEADER, String(threadId))
  const response = await roomOf(env, threadId).fetch(
    new Request(request.url, { method: 'GET', headers }),
  )
  if (response.status === 101) await confirmLiveConnection({ db, env }, connection)
  return response
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
