import { forumClientMessage, type ForumRoomEvent } from './room-protocol'
import { LiveRoom } from './live-room'

/**
 * One object per forum thread: holds the websockets of everyone viewing it (hibernation API) and
 * pushes reply changes to them. The worker checks the session and read permission before it
 * forwards an upgrade here, and closes sockets by RPC when access changes; this object never
 * decides permissions (durable-objects/live-room.ts holds what every live room shares: tags,
 * closing by RPC, the registry clean-up).
 */

/** Set by the worker on the upgrade it forwards (never read from the browser's own headers). */
export const ROOM_THREAD_HEADER = 'x-guildhall-room-thread'

const PING = JSON.stringify({ type: 'ping' })
const PONG = JSON.stringify({ type: 'pong' } satisfies ForumRoomEvent)

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

export class ForumThreadRoom extends LiveRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // The canonical keep-alive is answered by the platform without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG))
  }

  override async fetch(request: Request): Promise<Response> {
    const threadId = positiveInt(request.headers.get(ROOM_THREAD_HEADER))
    const pair = threadId ? this.acceptFrom(request) : null
    if (!pair || !threadId)
      return new Response('Expected a websocket upgrade from the worker', { status: 400 })
    pair.server.send(
      JSON.stringify({ type: 'ready', forum_thread_id: threadId } satisfies ForumRoomEvent),
    )
    return new Response(null, { status: 101, webSocket: pair.client })
  }

  /**
   * Sends one event to every open socket (serialized once); returns how many were reached. The
   * whole publish is this one call: everyone connected may read the thread (decided when they
   * joined, and again whenever their access changed).
   */
  async broadcast(event: ForumRoomEvent): Promise<number> {
    return this.deliver(JSON.stringify(event))
  }

  /** The socket is read-only apart from keep-alive: anything that is not a valid ping is dropped. */
  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== 'string') return
    let data: unknown
    try {
      data = JSON.parse(message)
    } catch {
      return
    }
    const parsed = forumClientMessage.safeParse(data)
    if (parsed.success && parsed.data.type === 'ping') ws.send(PONG)
  }
}
