import { DurableObject } from 'cloudflare:workers'
import { ROOM_CLOSE } from './room-protocol'

/**
 * What every live room (forum thread now, message threads later) shares: sockets accepted with the
 * member and session the worker vouched for, tagged so a revocation can close one session's or one
 * member's sockets by RPC, and the registry row (live_room_connections) dropped when a session's
 * last socket here closes. The worker decides who may connect, and closes the sockets of those who
 * lose access when that access changes (worker/live/live-access.ts): rooms never decide, and a
 * publish serves every open socket.
 */

/** Set by the worker on the upgrade it forwards, over whatever the browser sent. */
export const LIVE_HEADERS = {
  user: 'x-guildhall-room-user',
  session: 'x-guildhall-room-session',
  room: 'x-guildhall-room-name',
  connectedAt: 'x-guildhall-room-connected-at',
} as const

/** What each socket remembers across hibernation. */
export type LiveAttachment = {
  userId: number
  sessionHash: string
  room: string
  connectedAt: string
}

/** Whose sockets to close: every socket of a member, or those of one session. */
export type LiveTarget = { userId: number } | { sessionHash: string }
export type LiveClose = { code: number; reason: string }

/** A forwarded upgrade whose registry row was written: the headers that carry it to the room. */
export const liveHeaders = (connection: LiveAttachment): Record<string, string> => ({
  [LIVE_HEADERS.user]: String(connection.userId),
  [LIVE_HEADERS.session]: connection.sessionHash,
  [LIVE_HEADERS.room]: connection.room,
  [LIVE_HEADERS.connectedAt]: connection.connectedAt,
})

/** A registry row newer than every socket seen here may be an upgrade still on its way: kept this long. */
const IN_FLIGHT_MS = 60_000
/** 1005 and 1006 are for the platform to report; a socket may never send them. */
const RESERVED_CLOSE = new Set([1005, 1006])

const userTag = (userId: number) => `user:${userId}`
const sessionTag = (sessionHash: string) => `session:${sessionHash}`

/** A header's value as an id, or null. */
export const positiveInt = (value: string | null) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

/** The connection the worker described in the upgrade's headers, or null when it is incomplete. */
const connectionOf = (headers: Headers): LiveAttachment | null => {
  const userId = positiveInt(headers.get(LIVE_HEADERS.user))
  const sessionHash = headers.get(LIVE_HEADERS.session) ?? ''
  const room = headers.get(LIVE_HEADERS.room) ?? ''
  const connectedAt = headers.get(LIVE_HEADERS.connectedAt) ?? ''
  if (
    !userId ||
    !/^[0-9a-f]{64}$/.test(sessionHash) ||
    !room ||
    Number.isNaN(Date.parse(connectedAt))
  )
    return null
  return { userId, sessionHash, room, connectedAt }
}

/** Sockets accepted before sessions were recorded carry no session: they count as signed out. */
export const attachmentOf = (ws: WebSocket): LiveAttachment | null => {
  const value: unknown = ws.deserializeAttachment()
  if (typeof value !== 'object' || value === null) return null
  const { userId, sessionHash, room, connectedAt } = value as Partial<
    Record<keyof LiveAttachment, unknown>
  >
  if (typeof userId !== 'number') return null
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  return {
    userId,
    sessionHash: text(sessionHash),
    room: text(room),
    connectedAt: text(connectedAt),
  }
}

export const closeQuietly = (ws: WebSocket, code: number, reason: string) => {
  try {
    ws.close(code, reason)
  } catch {
    // Already closing or closed: nothing left to do.
  }
}

export abstract class LiveRoom extends DurableObject<Env> {
  /**
   * Accepts the socket of a forwarded upgrade (tagged by member and session), or null when the
   * request is not an upgrade from the worker.
   */
  protected acceptFrom(request: Request): { client: WebSocket; server: WebSocket } | null {
    const connection = connectionOf(request.headers)
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket' || !connection) return null
    const { 0: client, 1: server } = new WebSocketPair()
    this.ctx.acceptWebSocket(server, [
      userTag(connection.userId),
      sessionTag(connection.sessionHash),
    ])
    server.serializeAttachment(connection satisfies LiveAttachment)
    return { client, server }
  }

  /**
   * Closes the sockets of members or sessions (a revocation, lost access, or the member's bound on
   * live rooms); returns how many were closed. The caller removes their registry rows.
   */
  async closeSessions(
    targets: LiveTarget | readonly LiveTarget[],
    close: LiveClose,
  ): Promise<number> {
    let closed = 0
    for (const target of Array.isArray(targets) ? targets : [targets]) {
      const tag = 'sessionHash' in target ? sessionTag(target.sessionHash) : userTag(target.userId)
      for (const ws of this.ctx.getWebSockets(tag)) {
        if (ws.readyState !== WebSocket.OPEN) continue
        closeQuietly(ws, close.code, close.reason)
        closed += 1
      }
    }
    return closed
  }

  /**
   * Sends a message to every open socket; returns how many were reached. The hot loop of every
   * publish: no attachment is read and nothing is decided per socket (who may read was settled
   * when each socket joined and is re-settled when access changes), so it costs one send each
   * (bench/README.md has what a send costs).
   */
  protected async deliver(message: string): Promise<number> {
    const failed: WebSocket[] = []
    let reached = 0
    for (const ws of this.ctx.getWebSockets()) {
      // Closing: its close event is on its way and forgets it.
      if (ws.readyState !== WebSocket.OPEN) continue
      try {
        ws.send(message)
        reached += 1
      } catch {
        closeQuietly(ws, ROOM_CLOSE.goingAway, 'Send failed')
        failed.push(ws)
      }
    }
    if (failed.length > 0) await this.forget(failed)
    return reached
  }

  override async webSocketClose(ws: WebSocket, code: number, reason: string): Promise<void> {
    closeQuietly(ws, RESERVED_CLOSE.has(code) ? ROOM_CLOSE.normal : code, reason)
    await this.forget([ws])
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    closeQuietly(ws, ROOM_CLOSE.goingAway, 'Socket error')
    await this.forget([ws])
  }

  /**
   * Drops the registry rows of the sessions that no longer have an open socket here, unless a
   * newer upgrade of that session is still on its way (its row is newer than any socket seen
   * here and than a minute ago). Best effort: the hourly job removes rows of ended sessions.
   */
  private async forget(closed: readonly WebSocket[]): Promise<void> {
    const sessions = new Map<string, LiveAttachment>()
    for (const ws of closed) {
      const attachment = attachmentOf(ws)
      if (attachment?.sessionHash && attachment.room)
        sessions.set(attachment.sessionHash, attachment)
    }
    const statements: D1PreparedStatement[] = []
    for (const [sessionHash, attachment] of sessions) {
      const sockets = this.ctx.getWebSockets(sessionTag(sessionHash))
      if (sockets.some((ws) => ws.readyState === WebSocket.OPEN && !closed.includes(ws))) continue
      const seen = sockets.map((ws) => attachmentOf(ws)?.connectedAt ?? '')
      const upTo = [
        attachment.connectedAt,
        new Date(Date.now() - IN_FLIGHT_MS).toISOString(),
        ...seen,
      ]
        .sort()
        .at(-1)!
      statements.push(
        this.env.DB.prepare(
          'DELETE FROM live_room_connections WHERE session_hash = ? AND room = ? AND connected_at <= ?',
        ).bind(sessionHash, attachment.room, upTo),
      )
    }
    if (statements.length === 0) return
    try {
      await this.env.DB.batch(statements)
    } catch (error) {
      console.error(
        `live room: registry clean-up failed: ${error instanceof Error ? error.message : String(error)}`,
      )
    }
  }
}
