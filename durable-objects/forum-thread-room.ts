import { DurableObject } from 'cloudflare:workers'
import { forumClientMessage, ROOM_CLOSE, type ForumRoomEvent } from './room-protocol'

/**
 * One object per forum thread: holds the websockets of everyone viewing it (hibernation API) and
 * pushes reply changes to them. The worker checks the session and read permission before it
 * forwards an upgrade here; this object never decides permissions.
 */

/** Set by the worker on the upgrade it forwards (never read from the browser's own headers). */
export const ROOM_USER_HEADER = 'x-guildhall-room-user'
export const ROOM_THREAD_HEADER = 'x-guildhall-room-thread'

/** What each socket remembers across hibernation. */
type Attachment = { userId: number }

const PING = JSON.stringify({ type: 'ping' })
const PONG = JSON.stringify({ type: 'pong' } satisfies ForumRoomEvent)
/** 1005 and 1006 are for the platform to report; a socket may never send them. */
const RESERVED_CLOSE = new Set([1005, 1006])

const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

const attachmentOf = (ws: WebSocket): Attachment | null => {
  const value: unknown = ws.deserializeAttachment()
  return typeof value === 'object' && value !== null && 'userId' in value && typeof value.userId === 'number' ? { userId: value.userId } : null
}

const closeQuietly = (ws: WebSocket, code: number, reason: string) => {
  try {
    ws.close(code, reason)
  } catch {
    // Already closing or closed: nothing left to do.
  }
}

export class ForumThreadRoom extends DurableObject<Env> {
  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    // The canonical keep-alive is answered by the platform without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(PING, PONG))
  }

  override async fetch(request: Request): Promise<Response> {
    const userId = positiveInt(request.headers.get(ROOM_USER_HEADER))
    const threadId = positiveInt(request.headers.get(ROOM_THREAD_HEADER))
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !userId || !threadId) {
      return new Response('Expected a websocket upgrade from the worker', { status: 400 })
    }
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server, [`user:${userId}`])
    server.serializeAttachment({ userId } satisfies Attachment)
    server.send(JSON.stringify({ type: 'ready', forum_thread_id: threadId } satisfies ForumRoomEvent))
    return new Response(null, { status: 101, webSocket: client })
  }

  /** The members with a socket open here (each once), for the worker to check who may still read. */
  async viewers(): Promise<number[]> {
    const ids = new Set<number>()
    for (const ws of this.ctx.getWebSockets()) {
      const userId = attachmentOf(ws)?.userId
      if (userId) ids.add(userId)
    }
    return [...ids]
  }

  /**
   * Sends one event to every open socket; returns how many were reached. With `allowed` (the
   * members the worker found may still read the thread), everyone else's sockets are closed
   * instead: access can end while a socket is open (removed from a group, deactivated).
   */
  async broadcast(event: ForumRoomEvent, allowed?: readonly number[]): Promise<number> {
    const message = JSON.stringify(event)
    const mayRead = allowed ? new Set(allowed) : null
    let reached = 0
    for (const ws of this.ctx.getWebSockets()) {
      if (ws.readyState !== WebSocket.OPEN) continue
      if (mayRead && !mayRead.has(attachmentOf(ws)?.userId ?? 0)) {
        closeQuietly(ws, ROOM_CLOSE.policy, 'Access ended')
        continue
      }
      try {
        ws.send(message)
        reached += 1
      } catch {
        closeQuietly(ws, ROOM_CLOSE.goingAway, 'Send failed')
      }
    }
    return reached
  }

  /** Closes a member's sockets here (signed out, lost access); returns how many were closed. */
  async closeFor(userId: number): Promise<number> {
    let closed = 0
    for (const ws of this.ctx.getWebSockets(`user:${userId}`)) {
      if (attachmentOf(ws)?.userId !== userId) continue
      closeQuietly(ws, ROOM_CLOSE.policy, 'Access ended')
      closed += 1
    }
    return closed
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

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, RESERVED_CLOSE.has(code) ? ROOM_CLOSE.normal : code, reason)
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    closeQuietly(ws, ROOM_CLOSE.goingAway, 'Socket error')
  }
}
