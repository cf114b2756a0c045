import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { ROOM_CLOSE } from '../../durable-objects/room-protocol'
import {
  liveHeaders,
  type LiveAttachment,
  type LiveClose,
  type LiveTarget,
} from '../../durable-objects/live-room'
import type { Deps as RequestDeps } from '../lib/deps'
import { liveRoomConnections } from '../db/schema'
import { notFound, unauthenticated } from '../lib/errors'
import { roomReadableSql, type LiveRoomKind } from './live-read'

/**
 * The registry of live connections (live_room_connections): which rooms each session has a socket
 * in. Written when the worker forwards an upgrade, so that ending a session closes its sockets at
 * once: sign-out closes that session's, a password change or reset, deactivation or deletion every
 * socket of the member; and so that a change of access finds whom to re-decide (live-access.ts).
 * Room names are `<kind>:<id>`; message threads add their kind below and in live-read.ts.
 */

type Deps = Pick<RequestDeps, 'db' | 'env'>

/** A member keeps at most this many (session, room) rows; the oldest beyond it are closed and dropped. */
export const LIVE_ROOMS_PER_MEMBER = 100

/** How the sockets of a session that ended are closed. */
export const SIGNED_OUT: LiveClose = { code: ROOM_CLOSE.signedOut, reason: 'Signed out' }

const ROOM_KINDS = {
  'forum-thread': (env: Env, id: string) =>
    env.FORUM_THREAD_ROOM.get(env.FORUM_THREAD_ROOM.idFromName(id)),
  'message-thread': (env: Env, id: string) =>
    env.MESSAGE_THREAD_ROOM.get(env.MESSAGE_THREAD_ROOM.idFromName(id)),
} as const satisfies Record<LiveRoomKind, unknown>

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
 * while its session still counts and its member may still read the room: a revocation that landed
 * since the route's checks answers 401 here, and a loss of access 404, rather than leave a socket
 * that the registry, or a re-check that already ran, cannot find. Keeps the member within
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
  const live = sessionLiveSql(row.sessionHash, row.userId)
  const [inserted, evicted, [session]] = await db.batch([
    // INSERT … SELECT … WHERE: the upsert only happens while the session counts and may read.
    db
      .insert(t)
      .select(
        sql`SELECT ${row.sessionHash}, ${row.room}, ${row.userId}, ${row.connectedAt} WHERE ${live} AND ${roomReadableSql(row.room, row.userId)}`,
      )
      .onConflictDoUpdate({
        target: [t.sessionHash, t.room],
        set: { userId: row.userId, connectedAt: row.connectedAt },
      }),
    db
      .delete(t)
      .where(and(eq(t.userId, row.userId), sql`(${t.sessionHash}, ${t.room}) NOT IN ${newest}`))
      .returning({ sessionHash: t.sessionHash, room: t.room }),
    db.select({ live: sql<number>`${live}` }).from(sql`(SELECT 1)`),
  ])
  if (evicted.length > 0) {
    await closeRooms(
      env,
      evicted.map((r) => ({ room: r.room, target: { sessionHash: r.sessionHash } })),
      { code: ROOM_CLOSE.tooManyRooms, reason: 'Too many live pages' },
    )
  }
  if (inserted.meta.changes === 0)
    throw Number(session?.live) === 1 ? notFound() : unauthenticated()
  return row
}

/**
 * Forwards a member's permitted upgrade to the room of `kind` and `id`: recorded in the registry
 * first (so a revocation or a change of access finds it), with the headers the room trusts set
 * here over whatever the browser sent (the member, the session, and `threadHeader`: the room's
 * own header naming its thread), and confirmed once the room accepted. The caller has checked
 * the upgrade (assertLiveUpgrade) and that the member may read.
 */
export const forwardLiveUpgrade = async (
  deps: Deps,
  request: Request,
  to: { kind: LiveRoomKind; id: number; threadHeader: string; userId: number; sessionHash: string },
): Promise<Response> => {
  const connection = await registerLiveConnection(deps, {
    userId: to.userId,
    sessionHash: to.sessionHash,
    room: liveRoomName(to.kind, to.id),
  })
  const headers = new Headers(request.headers)
  for (const [name, value] of Object.entries(liveHeaders(connection))) headers.set(name, value)
  headers.set(to.threadHeader, String(to.id))
  const response = await ROOM_KINDS[to.kind](deps.env, String(to.id)).fetch(
    new Request(request.url, { method: 'GET', headers }),
  )
  if (response.status === 101) await confirmLiveConnection(deps, connection)
  return response
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
      SIGNED_OUT,
    )
}

/**
 * Ends the live sockets of a revoked session (`{ sessionHash }`: sign-out, or a sign-in over it)
 * or of every session of a member (`{ userId }`: password change or reset, deactivation,
 * deletion): their registry rows go and each of their rooms closes the sockets with 4001. Call
 * after the revoking write succeeded; never throws (a failure is logged; the hourly
 * endStaleLiveSessions closes what is left of sessions that no longer count).
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
      SIGNED_OUT,
    )
  } catch (error) {
    console.error(
      `live rooms: ending sessions failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 0
  }
}

/**
 * Asks each room to close its targets' sockets: one call per room, the rooms in parallel; a room
 * that fails is logged. Returns how many sockets were closed.
 */
export const closeRooms = async (
  env: Env,
  closes: readonly { room: string; target: LiveTarget }[],
  close: LiveClose,
) => {
  const byRoom = new Map<string, LiveTarget[]>()
  for (const { room, target } of closes) byRoom.set(room, [...(byRoom.get(room) ?? []), target])
  const rooms = [...byRoom]
  const results = await Promise.allSettled(
    rooms.map(async ([room, targets]) => {
      const stub = liveRoomStub(env, room)
      return stub ? stub.closeSessions(targets, close) : 0
    }),
  )
  let closed = 0
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') closed += result.value
    else
      console.error(
        `live rooms: closing sockets in ${rooms[i]![0]} failed: ${String(result.reason)}`,
      )
  })
  return closed
}

/**
 * Hourly: rows whose session no longer counts (expired, revoked) or whose member is gone are
 * removed, and their sockets closed with 4001 (an expired session ends no request that could
 * close them). Returns how many rows went.
 */
export const endStaleLiveSessions = async ({ db, env }: Deps): Promise<number> => {
  const t = liveRoomConnections
  const rows = await db
    .delete(t)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM sessions s WHERE s.token_hash = ${t.sessionHash} AND s.expires_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
        OR ${t.userId} NOT IN (SELECT id FROM users)`,
    )
    .returning({ sessionHash: t.sessionHash, room: t.room })
  await closeRooms(
    env,
    rows.map((r) => ({ room: r.room, target: { sessionHash: r.sessionHash } })),
    SIGNED_OUT,
  )
  return rows.length
}
