import { and, desc, eq, sql } from 'drizzle-orm'
import { ROOM_CLOSE } from '../../durable-objects/room-protocol'
import type { LiveAttachment, LiveClose, LiveTarget } from '../../durable-objects/live-room'
import type { Db } from '../db/client'
import { liveRoomConnections } from '../db/schema'

/**
 * The registry of live connections (live_room_connections): which rooms each session has a socket
 * in. Written when the worker forwards an upgrade, so that ending a session closes its sockets at
 * once: sign-out closes that session's, a password change or reset, deactivation or deletion every
 * socket of the member. Room names are `<kind>:<id>`; message threads add their kind below.
 */

type Deps = { db: Db; env: Env }

/** A member keeps at most this many (session, room) rows; the oldest beyond it are closed and dropped. */
export const LIVE_ROOMS_PER_MEMBER = 100

const ROOM_KINDS = {
  'forum-thread': (env: Env, id: string) => env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(id)),
} as const
export type LiveRoomKind = keyof typeof ROOM_KINDS

export const liveRoomName = (kind: LiveRoomKind, id: number) => `${kind}:${id}`

/** The Durable Object behind a room name, or null for a name of no known kind. */
export const liveRoomStub = (env: Env, room: string) => {
  const at = room.indexOf(':')
  const kind = room.slice(0, at)
  return at > 0 && kind in ROOM_KINDS ? ROOM_KINDS[kind as LiveRoomKind](env, room.slice(at + 1)) : null
}

/**
 * Records a socket about to be forwarded (one row per session and room, its time refreshed) and
 * keeps the member within LIVE_ROOMS_PER_MEMBER: the sockets of rows dropped for that are closed,
 * so the registry never misses an open socket. Returns what the room is told about the socket.
 */
export const registerLiveConnection = async ({ db, env }: Deps, connection: Omit<LiveAttachment, 'connectedAt'>): Promise<LiveAttachment> => {
  const row = { ...connection, connectedAt: new Date().toISOString() }
  const newest = db
    .select({ sessionHash: liveRoomConnections.sessionHash, room: liveRoomConnections.room })
    .from(liveRoomConnections)
    .where(eq(liveRoomConnections.userId, row.userId))
    .orderBy(desc(liveRoomConnections.connectedAt))
    .limit(LIVE_ROOMS_PER_MEMBER)
  const [, evicted] = await db.batch([
    db
      .insert(liveRoomConnections)
      .values(row)
      .onConflictDoUpdate({ target: [liveRoomConnections.sessionHash, liveRoomConnections.room], set: { userId: row.userId, connectedAt: row.connectedAt } }),
    db
      .delete(liveRoomConnections)
      .where(and(eq(liveRoomConnections.userId, row.userId), sql`(${liveRoomConnections.sessionHash}, ${liveRoomConnections.room}) NOT IN ${newest}`))
      .returning({ sessionHash: liveRoomConnections.sessionHash, room: liveRoomConnections.room }),
  ])
  if (evicted.length > 0) {
    await closeRooms(env, evicted.map((r) => ({ room: r.room, target: { sessionHash: r.sessionHash } })), { code: ROOM_CLOSE.tooManyRooms, reason: 'Too many live pages' })
  }
  return row
}

/**
 * Ends the live sockets of a revoked session (`{ sessionHash }`, sign-out) or of every session of
 * a member (`{ userId }`: password change or reset, deactivation, deletion): their registry rows go
 * and each of their rooms closes the sockets with 4001. Call after the revoking write succeeded;
 * never throws (a failure is logged, and every publish re-checks each socket's session anyway).
 */
export const endLiveSessions = async ({ db, env }: Deps, target: LiveTarget): Promise<number> => {
  try {
    const rows = await db
      .delete(liveRoomConnections)
      .where('sessionHash' in target ? eq(liveRoomConnections.sessionHash, target.sessionHash) : eq(liveRoomConnections.userId, target.userId))
      .returning({ room: liveRoomConnections.room })
    const rooms = [...new Set(rows.map((r) => r.room))]
    return await closeRooms(env, rooms.map((room) => ({ room, target })), { code: ROOM_CLOSE.signedOut, reason: 'Signed out' })
  } catch (error) {
    console.error(`live rooms: ending sessions failed: ${error instanceof Error ? error.message : String(error)}`)
    return 0
  }
}

/** Asks each room to close the target's sockets, in parallel; a room that fails is logged. */
const closeRooms = async (env: Env, closes: readonly { room: string; target: LiveTarget }[], close: LiveClose) => {
  const results = await Promise.allSettled(
    closes.map(async ({ room, target }) => {
      const stub = liveRoomStub(env, room)
      return stub ? stub.closeSessions(target, close) : 0
    }),
  )
  let closed = 0
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') closed += result.value
    else console.error(`live rooms: closing sockets in ${closes[i]!.room} failed: ${String(result.reason)}`)
  })
  return closed
}

/** Hourly: rows whose session no longer counts (expired, revoked) or whose member is gone. */
export const deleteStaleLiveConnections = (db: Db) =>
  db
    .delete(liveRoomConnections)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = ${liveRoomConnections.sessionHash} AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        OR ${liveRoomConnections.userId} NOT IN (SELECT id FROM users)`,
    )
