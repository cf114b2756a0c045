/**
 * Close codes we send (never 1005/1006, which are reserved for the platform). Application codes:
 * signedOut when the socket's session ended (sign-out, password change or reset, deactivation,
 * deletion); tooManyRooms when the member opened more live rooms than the registry keeps.
 * A client does not reconnect after policy or an application code: it would only be refused.
 * Apart from room-protocol.ts (which re-exports them), so a page can read them without zod.
 */
export const ROOM_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  policy: 1008,
  signedOut: 4001,
  tooManyRooms: 4029,
} as const
