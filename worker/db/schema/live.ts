import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core'

/**
 * The live rooms (Durable Objects) a session has a socket open in, one row per session and room,
 * so that ending a session (sign-out, password change or reset, deactivation, deletion) can ask
 * exactly those rooms to close its sockets, and a change of access can re-decide exactly the
 * connections it touches (worker/live/live-access.ts). Written by the worker when it forwards an upgrade;
 * removed by the room when the session's last socket there closes, by the revocation itself, and
 * hourly once the session is gone. No foreign keys: a deleted member's rows must outlive the
 * user and session rows long enough for the deletion to find their rooms.
 */
export const liveRoomConnections = sqliteTable(
  'live_room_connections',
  {
    /** SHA-256 of the session token (as in sessions.token_hash). */
    sessionHash: text('session_hash').notNull(),
    /** `<kind>:<id>`, e.g. `forum-thread:12` (worker/live/live-rooms.ts maps kinds to namespaces). */
    room: text('room').notNull(),
    userId: integer('user_id').notNull(),
    /** When the session's newest socket in this room was forwarded (ISO UTC). */
    connectedAt: text('connected_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionHash, t.room] }),
    // A member's rooms, newest first: revocation of all sessions and the per-member bound.
    index('live_room_connections_user').on(t.userId, t.connectedAt),
    // A room's connections: re-deciding access when a thread, its category or the forum changes.
    index('live_room_connections_room').on(t.room),
  ],
)
