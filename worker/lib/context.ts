import type { Db, CountingD1 } from '../db/client'
import type { users } from '../db/schema'
import type { RequestAuth } from '../auth/request-auth'

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

export type AppEnv = {
  Bindings: Env
  Variables: {
    db: Db
    auth: RequestAuth
    requestId: string
    d1Counter: CountingD1 | null
  }
}

export type SignedInActor = Actor & { user: ActorUser }
