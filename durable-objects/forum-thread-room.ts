import { DurableObject } from 'cloudflare:workers'
import type { ForumRoomEvent } from './room-protocol'

/**
 * One object per forum thread: holds the websockets of everyone viewing it (hibernation API) and
 * pushes reply changes to them. The worker checks the session and read permission before it
 * forwards an upgrade here; this object never decides permissions.
 */
export class ForumThreadRoom extends DurableObject<Env> {
  override async fetch(_request: Request): Promise<Response> {
    throw new Error('not implemented')
  }

  /** Sends one event to every open socket; returns how many were reached. */
  async broadcast(_event: ForumRoomEvent): Promise<number> {
    throw new Error('not implemented')
  }
}
