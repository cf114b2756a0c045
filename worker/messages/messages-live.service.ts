import { sql } from 'drizzle-orm'
import { messageRoomEvent, type MessageRoomEvent } from '../../durable-objects/room-protocol'
import { ROOM_MESSAGE_THREAD_HEADER } from '../../durable-objects/message-thread-room'
import { afterAnswer, type Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import { viewerOfSession } from '../lib/viewer-sql'
import { assertLiveUpgrade } from '../live/live-origin'
import { forwardLiveUpgrade } from '../live/live-rooms'
import { notify, type Recipient } from '../notifications/notify'
import { fullName } from '../users/users.resources'
import { messageThreadReadableByUserSql } from './messages.policy'
import type { MessagePostResource } from './messages.schemas'

/**
 * A message thread's live room: forwards a member's permitted upgrade to the thread's Durable
 * Object (recorded in the live-room registry, so a block or a signed-out session closes it), and
 * after a post is written pushes it to every open socket and notifies the members not watching.
 */

const roomOf = (env: Env, threadId: number) =>
  env.MESSAGE_THREAD_ROOM.get(env.MESSAGE_THREAD_ROOM.idFromName(String(threadId)))

/** GET /message-threads/{id}/live: the member's socket on the thread. */
export const connectToMessageThread = async (
  { db, env, auth }: Deps,
  threadId: number,
  request: Request,
): Promise<Response> => {
  assertLiveUpgrade(env, request)
  const me = viewerOfSession(auth.tokenHash, []).id
  const [[readable]] = await db.batch([
    db
      .select({ ok: sql<number>`${messageThreadReadableByUserSql(me, sql`${threadId}`)}` })
      .from(sql`(SELECT 1)`),
  ])
  const actor = auth.current()
  if (Number(readable?.ok) !== 1 || !actor.user || !auth.tokenHash) throw notFound()
  return forwardLiveUpgrade({ db, env }, request, {
    kind: 'message-thread',
    id: threadId,
    threadHeader: ROOM_MESSAGE_THREAD_HEADER,
    userId: actor.user.id,
    sessionHash: auth.tokenHash,
  })
}

/**
 * Pushes an event to every open socket of the thread: one call to its room. Called after the D1
 * write succeeded; a failed fan-out is logged, never thrown (the page refetches on reconnect).
 */
export const publishToMessageThread = async (
  env: Env,
  threadId: number,
  event: MessageRoomEvent,
): Promise<void> => {
  try {
    await roomOf(env, threadId).broadcast(messageRoomEvent.parse(event))
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.error(
      `messages live: publish ${event.type} to thread ${threadId} failed: ${reason.replace(/\s+/g, ' ')}`,
    )
  }
}

/**
 * After a post: the live push (after the answer, as the forum's), then one notification each
 * (in-app, email per preference) to the members who have no socket on the thread and whose unread
 * streak this post began, so a lively conversation notifies once until it is read. The
 * notifications are written before the answer (as the forum's mentions), so a sender's request
 * owns its writes; a failure is logged, never thrown.
 */
export const publishMessage = async (
  deps: Deps,
  post: MessagePostResource,
  sender: { forename: string; surname: string },
  recipients: Recipient[],
) => {
  await afterAnswer(
    deps,
    publishToMessageThread(deps.env, post.message_thread_id, { type: 'post.created', post }),
  )
  if (recipients.length === 0) return
  try {
    await notify(deps, recipients, 'message.received', {
      title: `${fullName(sender)} sent you a message`,
      body: post.body_excerpt,
      link: `/messages/${post.message_thread_id}`,
      data: { message_thread_id: post.message_thread_id, message_post_id: post.id },
      values: { actor_name: fullName(sender), message: post.body_excerpt },
    })
  } catch (error) {
    console.error('message.received notification failed', error)
  }
}
