import type { MessageRoomEvent } from './room-protocol'
import { ThreadRoom } from './thread-room'

/**
 * One object per message thread (1:1 or group): holds the open websockets of the thread's
 * members (hibernation API) and pushes each new message to them. The worker checks the session
 * and membership before it forwards an upgrade, and closes sockets by RPC when access changes (a
 * block); this object never decides who may read (durable-objects/live-room.ts, thread-room.ts).
 */

/** Set by the worker on the upgrade it forwards (never read from the browser's own headers). */
export const ROOM_MESSAGE_THREAD_HEADER = 'x-guildhall-room-message-thread'

export class MessageThreadRoom extends ThreadRoom<MessageRoomEvent> {
  protected readonly threadHeader = ROOM_MESSAGE_THREAD_HEADER

  protected readyEvent(threadId: number): MessageRoomEvent {
    return { type: 'ready', message_thread_id: threadId }
  }
}
