import type { ForumRoomEvent } from './room-protocol'
import { ThreadRoom } from './thread-room'

/**
 * One object per forum thread: holds the websockets of everyone viewing it (hibernation API) and
 * pushes reply changes to them. The worker checks the session and read permission before it
 * forwards an upgrade here, and closes sockets by RPC when access changes; this object never
 * decides permissions (durable-objects/live-room.ts holds what every live room shares: tags,
 * closing by RPC, the registry clean-up; thread-room.ts what every thread's room does).
 */

/** Set by the worker on the upgrade it forwards (never read from the browser's own headers). */
export const ROOM_THREAD_HEADER = 'x-guildhall-room-thread'

export class ForumThreadRoom extends ThreadRoom<ForumRoomEvent> {
  protected readonly threadHeader = ROOM_THREAD_HEADER

  protected readyEvent(threadId: number): ForumRoomEvent {
    return { type: 'ready', forum_thread_id: threadId }
  }
}
