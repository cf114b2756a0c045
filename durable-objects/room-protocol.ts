import { z } from 'zod'
import { forumReplyResource } from '@worker/forum/forum-responses.schemas'
import { messagePostResource } from '@worker/messages/messages.schemas'

export { ROOM_CLOSE } from './room-close'

/**
 * Every message on a live socket, as one zod union per room that both ends parse: the worker
 * before it broadcasts, the web app on receipt. A message that does not parse is dropped.
 */

const id = z.number().int().positive()

/** Server → browser, forum thread room (one per thread). */
export const forumRoomEvent = z.discriminatedUnion('type', [
  /** The socket is open and subscribed to this thread. */
  z.object({ type: z.literal('ready'), forum_thread_id: id }),
  z.object({ type: z.literal('reply.created'), reply: forumReplyResource }),
  z.object({ type: z.literal('reply.updated'), reply: forumReplyResource }),
  z.object({
    type: z.literal('reply.deleted'),
    forum_thread_id: id,
    reply_id: id,
    parent_id: id.nullable(),
  }),
  z.object({
    type: z.literal('reply.liked'),
    forum_thread_id: id,
    reply_id: id,
    total_likes: z.number().int().min(0),
  }),
  z.object({
    type: z.literal('thread.liked'),
    forum_thread_id: id,
    total_likes: z.number().int().min(0),
  }),
  /** The thread itself changed (edited, stuck, moved): the page refetches it. */
  z.object({ type: z.literal('thread.updated'), forum_thread_id: id }),
  z.object({ type: z.literal('thread.deleted'), forum_thread_id: id }),
  z.object({ type: z.literal('pong') }),
])
export type ForumRoomEvent = z.infer<typeof forumRoomEvent>

/** Browser → server. The socket is read-only apart from keep-alive: writes go over HTTP. */
export const forumClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ping') }),
])
export type ForumClientMessage = z.infer<typeof forumClientMessage>

/** Server → browser, message thread room (one per 1:1 or group thread). */
export const messageRoomEvent = z.discriminatedUnion('type', [
  /** The socket is open and subscribed to this thread. */
  z.object({ type: z.literal('ready'), message_thread_id: id }),
  /** A message was written to the thread (by anyone, the socket's own member too). */
  z.object({ type: z.literal('post.created'), post: messagePostResource }),
  z.object({ type: z.literal('pong') }),
])
export type MessageRoomEvent = z.infer<typeof messageRoomEvent>

/** Browser → server on a message thread: keep-alive only; messages are sent over HTTP. */
export const messageClientMessage = forumClientMessage
export type MessageClientMessage = ForumClientMessage
