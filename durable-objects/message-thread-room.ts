import { messageClientMessage, type MessageRoomEvent } from './room-protocol'
import { LiveRoom } from './live-room'

/**
 * One object per message thread (1:1 or group): holds the open websockets of the thread's
 * members (hibernation API) and pushes each new message to them. The worker checks the session
 * and membership before it forwards an upgrade, and closes sockets by RPC when access changes (a
 * block); this object never decides who may read (durable-objects/live-room.ts).
 */

/** Set by the worker on the upgrade it forwards (never read from the browser's own headers). */
export const ROOM_MESSAGE_THREAD_HEADER = 'x-guildhall-room-message-thread'

const PING = JSON.stringify({ type: 'ping' })
const PONG = JSON.stringify({ type: 'pong' } satisfies MessageRoomEvent)

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

export class MessageThreadRoom extends LiveRoom {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // The keep-alive is answered by the platform without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG))
  }

  override async fetch(request: Request): Promise<Response> {
    const threadId = positiveInt(request.headers.get(ROOM_MESSAGE_THREAD_HEADER))
    const pair = threadId ? this.acceptFrom(request) : null
    if (!pair || !threadId)
      return new Response('Expected a websocket upgrade from the worker', { status: 400 })
    pair.server.send(
      JSON.stringify({ type: 'ready', message_thread_id: threadId } satisfies MessageRoomEvent),
    )
    return new Response(null, { status: 101, webSocket: pair.client })
  }

  /** Sends one event to every open socket (serialized once); returns how many were reached. */
  async broadcast(event: MessageRoomEvent): Promise<number> {
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
    const parsed = messageClientMessage.safeParse(data)
    if (parsed.success && parsed.data.type === 'ping') ws.send(PONG)
  }
}
