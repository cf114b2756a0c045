import { sql, type SQL } from 'drizzle-orm'
import { ROOM_CLOSE } from '../../durable-objects/room-protocol'
import type { LiveClose } from '../../durable-objects/live-room'
import type { Deps as RequestDeps } from '../lib/deps'
import { liveRoomConnections } from '../db/schema'
import {
  isOfKindSql,
  keepsWhenOffSql,
  kindOf,
  READ_RULES,
  roomReadableSql,
  SWITCHED_KINDS,
  type LiveRoomKind,
} from './live-read'
import { closeRooms, sessionLiveSql, SIGNED_OUT } from './live-rooms'

/**
 * Re-decides who may still read the live rooms they have sockets in, after a write that can take
 * read access away (a member removed from a group, a role or its permissions changed, a thread
 * made private, moved or deleted, a mention removed, a category gated or deleted, the forum
 * switched off). A publish never checks anyone: this is where access is decided again. One D1
 * round trip over the registry (live_room_connections) finds the connections in scope whose
 * session no longer counts (closed as signed out, 4001) or whose member may no longer read the
 * room (policy close, 1008); their rows go and each room closes them in one call.
 */

type Deps = Pick<RequestDeps, 'db' | 'env'>

/** Whose connections to re-decide. */
export type LiveScope =
  /** Every connection in these rooms (`<kind>:<id>`): a thread changed or went. */
  | { rooms: readonly string[] }
  /** Every connection of these members: their groups or role changed. */
  | { users: readonly number[] }
  /** Every connection of the members holding this role (by users.role or users.role_id). */
  | { role: number }
  /** Every connection to a thread of this forum category: its group changed. */
  | { forumCategory: number }
  /** Every room of a kind: its feature was switched off. */
  | { kind: LiveRoomKind }

type Connection = { room: string; target: { sessionHash: string } }

export const ACCESS_ENDED: LiveClose = { code: ROOM_CLOSE.policy, reason: 'Access ended' }

const c = liveRoomConnections
const FORUM_THREAD: LiveRoomKind = 'forum-thread'
const idsJson = (values: readonly (string | number)[]) =>
  sql`(SELECT value FROM json_each(${JSON.stringify(values)}))`

const scopeSql = (scope: LiveScope): SQL => {
  if ('rooms' in scope) return sql`${c.room} IN ${idsJson(scope.rooms)}`
  if ('users' in scope) return sql`${c.userId} IN ${idsJson(scope.users)}`
  if ('role' in scope)
    return sql`${c.userId} IN (SELECT u.id FROM users u JOIN roles r ON r.key = u.role OR r.id = u.role_id WHERE r.id = ${scope.role})`
  if ('forumCategory' in scope)
    return sql`${c.room} IN (SELECT ${`${FORUM_THREAD}:`} || t.id FROM forum_threads t WHERE t.forum_category_id = ${scope.forumCategory})`
  return isOfKindSql(scope.kind, c.room)
}

const scopeLabel = (scope: LiveScope) =>
  JSON.stringify(scope).replace(/^\{"(\w+)":(.{0,60}).*\}$/, '$1 $2')

/**
 * Closes the sockets, in scope, of sessions that ended and of members who may no longer read
 * their room; returns how many sockets were closed. Call after the write that changed access
 * succeeded (deferred with `afterAnswer`); never throws: a failure is logged.
 */
export const recheckLiveAccess = async ({ db, env }: Deps, scope: LiveScope): Promise<number> => {
  try {
    const empty =
      ('rooms' in scope && scope.rooms.length === 0) ||
      ('users' in scope && scope.users.length === 0)
    if (empty) return 0
    const [rows, ...switches] = await db.batch([
      db
        .select({
          sessionHash: c.sessionHash,
          room: c.room,
          signedIn: sql<number>`${sessionLiveSql(sql`${c.sessionHash}`, sql`${c.userId}`)}`,
          reads: sql<number>`${roomReadableSql(c.room, c.userId)}`,
          keepsWhenOff: sql<number>`${keepsWhenOffSql(c.room, c.userId)}`,
        })
        .from(c)
        .where(scopeSql(scope)),
      ...SWITCHED_KINDS.map((kind) => READ_RULES[kind].switch!.query(db)),
    ])
    const off = new Set(
      SWITCHED_KINDS.filter((kind, i) => !READ_RULES[kind].switch!.isOn(switches[i]!)),
    )
    const signedOut: Connection[] = []
    const ended: Connection[] = []
    for (const row of rows) {
      const kind = kindOf(row.room)
      const connection = { room: row.room, target: { sessionHash: row.sessionHash } }
      if (Number(row.signedIn) !== 1) signedOut.push(connection)
      else if (Number(row.reads) !== 1) ended.push(connection)
      else if (kind && off.has(kind) && Number(row.keepsWhenOff) !== 1) ended.push(connection)
    }
    const gone = [...signedOut, ...ended].map((g) => [g.target.sessionHash, g.room])
    if (gone.length === 0) return 0
    await db
      .delete(c)
      .where(
        sql`(${c.sessionHash}, ${c.room}) IN (SELECT json_extract(j.value, '$[0]'), json_extract(j.value, '$[1]') FROM json_each(${JSON.stringify(gone)}) j)`,
      )
    const [a, b] = await Promise.all([
      closeRooms(env, signedOut, SIGNED_OUT),
      closeRooms(env, ended, ACCESS_ENDED),
    ])
    return a + b
  } catch (error) {
    console.error(
      `live access: re-check of ${scopeLabel(scope)} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    return 0
  }
}
