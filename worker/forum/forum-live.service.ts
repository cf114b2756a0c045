import type { Deps } from '../lib/deps'
import type { ForumRoomEvent } from '../../durable-objects/room-protocol'

/** Live rooms: forwards a permitted upgrade to the thread's Durable Object; publishes after writes. */
export const connectToThread = async (_deps: Deps, _threadId: number, _request: Request): Promise<Response> => {
  throw new Error('not implemented')
}

/**
 * Pushes an event to everyone viewing the thread. Called after the D1 write succeeded; a failed
 * fan-out is logged, never thrown (the heartbeat catches the page up).
 */
export const publishToThread = async (_env: Env, _threadId: number, _event: ForumRoomEvent): Promise<void> => {
  throw new Error('not implemented')
}
