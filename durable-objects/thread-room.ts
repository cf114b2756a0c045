import { LiveRoom, positiveInt } from './live-room'
import { forumClientMessage } from './room-protocol'

const PING = JSON.stringify({ type: 'ping' })
const PONG = JSON.stringify({ type: 'pong' })

/**
 * What a room of one thread adds to LiveRoom, the same for a forum thread and a message thread:
 * the worker's forwarded upgrade names the thread in a header of its own, the socket's first event
 * says it is ready, the socket is read-only apart from keep-alive, and a publish is one
 * `broadcast` call. `Event` is the room's protocol (room-protocol.ts).
 */
export abstract class ThreadRoom<Event extends { type: string }> extends LiveRoom {
  /** The header the worker sets on the upgrade it forwards, with the thread's id. */
  protected abstract readonly threadHeader: string
  /** The first event on a new socket. */
  protected abstract readyEvent(threadId: number): Event

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // The canonical keep-alive is answered by the platform without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG))
  }

  override async fetch(request: Request): Promise<Response> {
    const threadId = positiveInt(request.headers.get(this.threadHeader))
    const pair = threadId ? this.acceptFrom(request) : null
    if (!pair || !threadId)
      return new Response('Expected a websocket upgrade from the worker', { status: 400 })
    pair.server.send(JSON.stringify(this.readyEvent(threadId)))
    return new Response(null, { status: 101, webSocket: pair.client })
  }

  /**
   * Sends one event to every open socket (serialized once); returns how many were reached. The
   * whole publish is this one call: everyone connected may read the thread (decided when they
   * joined, and again whenever their access changed).
   */
  async broadcast(event: Event): Promise<number> {
    return this.deliver(JSON.stringify(event))
  }

  /** Anything that is not a valid ping is dropped (both rooms' browsers speak only keep-alive). */
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
