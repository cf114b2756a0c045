import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Db } from '../db/client'
import { isForumOn, keepsForumWhenOffSql, threadReadableByUserSql } from '../forum/forum.policy'
import { forumSwitchQuery } from '../forum/forum-settings.queries'
import { messageThreadReadableByUserSql } from '../messages/messages.policy'

/**
 * Who may read a live room, per room kind, as SQL over a member id and the room's id (the text
 * after `<kind>:`): the rule a socket joins under, and the one it is held to when access changes.
 * A kind whose feature has a switch also says who keeps it while it is off. A new room kind adds
 * its rule here and its namespace to ROOM_KINDS in live-rooms.ts.
 */

type ReadRule = {
  /** SQL: 1 when the member `userId` may read the room numbered `id`. */
  reads: (userId: SQL, id: SQL) => SQL
  /** The feature's switch, when it has one (messaging has none). */
  switch?: {
    /** Its statement (for a batch) and whether its rows say it is on. */
    query: (db: Db) => ReturnType<typeof forumSwitchQuery>
    isOn: (rows: { key: string; value: unknown }[]) => boolean
    /** SQL: 1 when the member keeps the feature while it is switched off. */
    keepsWhenOff: (userId: SQL) => SQL
  }
}

export const READ_RULES: Record<'forum-thread' | 'message-thread', ReadRule> = {
  'forum-thread': {
    reads: threadReadableByUserSql,
    switch: { query: forumSwitchQuery, isOn: isForumOn, keepsWhenOff: keepsForumWhenOffSql },
  },
  'message-thread': { reads: messageThreadReadableByUserSql },
}
export type LiveRoomKind = keyof typeof READ_RULES
export const LIVE_ROOM_KINDS = Object.keys(READ_RULES) as LiveRoomKind[]
/** The kinds whose feature has an on/off switch. */
export const SWITCHED_KINDS = LIVE_ROOM_KINDS.filter((kind) => READ_RULES[kind].switch)

/** SQL: the room name (text or SQL) is of this kind. */
export const isOfKindSql = (kind: LiveRoomKind, room: string | SQLWrapper) =>
  sql`substr(${room}, 1, ${kind.length + 1}) = ${`${kind}:`}`

/** SQL: the numeric id in a room name of this kind. */
export const roomIdSql = (kind: LiveRoomKind, room: string | SQLWrapper) =>
  sql`CAST(substr(${room}, ${kind.length + 2}) AS INTEGER)`

/**
 * SQL: the member `userId` may read `room` by its kind's rule (the switch aside: that is decided
 * in JavaScript from the switch's rows, as the routes decide it). A room of no known kind: 0.
 */
export const roomReadableSql = (room: string | SQLWrapper, userId: number | SQLWrapper): SQL => {
  const user = sql`${userId}`
  const cases = LIVE_ROOM_KINDS.map(
    (kind) =>
      sql`WHEN ${isOfKindSql(kind, room)} THEN ${READ_RULES[kind].reads(user, roomIdSql(kind, room))}`,
  )
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE 0 END)`
}

/** SQL: the member keeps `room` while its feature is switched off. A room of no known kind: 0. */
export const keepsWhenOffSql = (room: string | SQLWrapper, userId: SQLWrapper): SQL => {
  const cases = SWITCHED_KINDS.map(
    (kind) =>
      sql`WHEN ${isOfKindSql(kind, room)} THEN ${READ_RULES[kind].switch!.keepsWhenOff(sql`${userId}`)}`,
  )
  if (cases.length === 0) return sql`0`
  return sql`(CASE ${sql.join(cases, sql` `)} ELSE 0 END)`
}

/** The kind of a room name, or null. */
export const kindOf = (room: string): LiveRoomKind | null => {
  const kind = room.slice(0, Math.max(0, room.indexOf(':')))
  return Object.hasOwn(READ_RULES, kind) ? (kind as LiveRoomKind) : null
}
