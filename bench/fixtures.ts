import { createHash } from 'node:crypto'

/**
 * The seeded people the endpoints act as. Their ids are fixed by the users seed (rows 1 and 2);
 * their session tokens are fixed strings whose SHA-256 the sessions seed stores, as the app does.
 */
export type Persona = 'visitor' | 'admin' | 'member'

export const ADMIN = {
  id: 1,
  token: 'bench-admin-session-token-0000000000000000000000000000000000000000',
}
/** An ordinary member with many notifications (see seed/notifications.sql.ts). */
export const MEMBER = {
  id: 2,
  token: 'bench-member-session-token-000000000000000000000000000000000000000',
}

export const SESSION_COOKIE = 'guildhall_session'

export const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')

export const cookieFor = (persona: Persona): Record<string, string> => {
  if (persona === 'visitor') return {}
  const token = persona === 'admin' ? ADMIN.token : MEMBER.token
  return { cookie: `${SESSION_COOKIE}=${token}` }
}
