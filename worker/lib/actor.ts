import type { users } from '../db/schema'

/**
 * The signed-in user as loaded once per request (never the password hash), with their role's
 * label where the query read it (the session and the users service do).
 */
export type ActorUser = Omit<typeof users.$inferSelect, 'passwordHash'> & {
  roleLabel?: string | null
}

export type Actor = {
  user: ActorUser | null
  /** Permission keys of the user's role and custom role (every key for super_admin). */
  permissions: ReadonlySet<string>
  sessionHash: string | null
}

export type SignedInActor = Actor & { user: ActorUser }

export const isSignedIn = (actor: Actor): actor is SignedInActor => actor.user !== null
