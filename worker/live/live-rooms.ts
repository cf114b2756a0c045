import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { ROOM_CLOSE } from '../../durable-objects/room-protocol'
import type { LiveAttachment, LiveClose, LiveTarget } from '../../durable-objects/live-room'
import type { Db } from '../db/client'
import type { Deps as RequestDeps } from '../lib/deps'
import { liveRoomConnections } from '../db/schema'
import { unauthenticated } from '../lib/errors'

/**
 * The registry of live connections (live_room_connections): which rooms each session has a socket
 * in. Written when the worker forwards an upgrade, so that ending a session closes its sockets at
 * once: sign-out closes that session's, a password change or reset, deactivation or deletion every
 * socket of the member. Room names are `<kind>:<id>`; message threads add their kind below.
 */

type Deps = Pick<RequestDeps, 'db' | 'env'>

/** A member keeps at most this many (session, room) rows; the oldest beyond it are closed and dropped. */
export const LIVE_ROOMS_PER_MEMBER = 100

const ROOM_KINDS = {
  'forum-thread': (env: Env, id: string) =>
    env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(id)),
} as const
export type LiveRoomKind = keyof typeof ROOM_KINDS

export const liveRoomName = (kind: LiveRoomKind, id: number) => `${kind}:${id}`

/** The Durable Object behind a room name, or null for a name of no known kind. */
export const liveRoomStub = (env: Env, room: string) => {
  const at = room.indexOf(':')
  const kind = room.slice(0, at)
  return at > 0 && Object.hasOwn(ROOM_KINDS, kind)
    ? ROOM_KINDS[kind as LiveRoomKind](env, room.slice(at + 1))
    : null
}

/**
 * SQL: the session (a token hash) of the member `userId` still counts, by the rule of
 * sessionQueries: present, unexpired, an active member. Values or SQL expressions.
 */
export const sessionLiveSql = (sessionHash: string | SQL, userId: number | SQL) =>
  sql`EXISTS (SELECT 1 FROM sessions ls JOIN users lu ON lu.id = ls.user_id WHERE ls.token_hash = ${sessionHash} AND ls.user_id = ${userId}
    AND ls.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now') AND lu.is_active = 1)`

/**
 * Records a socket about to be forwarded (one row per session and room, its time refreshed), only
 * while its session still counts: a revocation that landed since the route's checks answers 401
 * here rather than leave a socket the registry cannot find. Keeps the member within
 * LIVE_ROOMS_PER_MEMBER: the sockets of rows dropped for that are closed (4029), so the registry
 * never misses an open socket. Returns what the room is told about the socket.
 */
export const registerLiveConnection = async (
  { db, env }: Deps,
  connection: Omit<LiveAttachment, 'connectedAt'>,
): Promise<LiveAttachment> => {
  const row = { ...connection, connectedAt: new Date().toISOString() }
  const t = liveRoomConnections
  const newest = db
    .select({ sessionHash: t.sessionHash, room: t.room })
    .from(t)
    .where(eq(t.userId, row.userId))
    .orderBy(desc(t.connectedAt))
    .limit(LIVE_ROOMS_PER_MEMBER)
  const [inserted, evicted] = await db.batch([
    // INSERT … SELECT … WHERE: the upsert only happens while the session counts.
    db
      .insert(t)
      .select(
        sql`SELECT ${row.sessionHash}, ${row.room}, ${row.userId}, ${row.connectedAt} WHERE ${sessionLiveSql(row.sessionHash, row.userId)}`,
      )
      .onConflictDoUpdate({
        target: [t.sessionHash, t.room],
        set: { userId: row.userId, connectedAt: row.connectedAt },
      }),
    db
      .delete(t)
      .where(and(eq(t.userId, row.userId), sql`(${t.sessionHash}, ${t.room}) NOT IN ${newest}`))
      .returning({ sessionHash: t.sessionHash, room: t.room }),
  ])
  if (evicted.length > 0) {
    await closeRooms(
      env,
      evicted.map((r) => ({ room: r.room, target: { sessionHash: r.sessionHash } })),
      { code: ROOM_CLOSE.tooManyRooms, reason: 'Too many live pages' },
    )
  }
  if (inserted.meta.changes === 0) throw unauthenticated()
  return row
}

/**
 * After the room accepted the socket: if its registry row is gone, a revocation ran between the
 * registration and the room accepting (and found no socket to close), so it is closed now.
 */
export const confirmLiveConnection = async (
  { db, env }: Deps,
  connection: LiveAttachment,
): Promise<void> => {
  const t = liveRoomConnections
  const [row] = await db
    .select({ room: t.room })
    .from(t)
    .where(and(eq(t.sessionHash, connection.sessionHash), eq(t.room, connection.room)))
  if (!row)
    await closeRooms(
      env,
      [{ room: connection.room, target: { sessionHash: connection.sessionHash } }],
      { code: ROOM_CLOSE.signedOut, reason: 'Signed out' },
    )
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
      .where(
        'sessionHash' in target
          ? eq(liveRoomConnections.sessionHash, target.sessionHash)
          : eq(liveRoomConnections.userId, target.userId),
      )
      .returning({ room: liveRoomConnections.room })
    const rooms = [...new Set(rows.map((r) => r.room))]
    return await closeRooms(
      env,
      rooms.map((room) => ({ room, target })),
      { code: ROOM_CLOSE.signedOut, reason: 'Signed out' },
    )
  } catch (error) {
    console.error(
      `live rooms: ending sessions failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 0
  }
}

/** Asks each room to close the target's sockets, in parallel; a room that fails is logged. */
const closeRooms = async (
  env: Env,
  closes: readonly { room: string; target: LiveTarget }[],
  close: LiveClose,
) => {
  const results = await Promise.allSettled(
    closes.map(async ({ room, target }) => {
      const stub = liveRoomStub(env, room)
      return stub ? stub.closeSessions(target, close) : 0
    }),
  )
  let closed = 0
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') closed += result.value
    else
      console.error(
        `live rooms: closing sockets in ${closes[i]!.room} failed: ${String(result.reason)}`,
      )
  })
  return closed
}

/** Hourly: rows whose session no longer counts (expired, revoked) or whose member is gone. */
export const deleteStaleLiveConnections = (db: Db) =>
  db.delete(liveRoomConnections).where(
    sql`NOT EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = ${liveRoomConnections.sessionHash} AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        OR ${liveRoomConnections.userId} NOT IN (SELECT id FROM users)`,
  )
