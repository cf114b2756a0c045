import type { Context } from 'hono'
import type { Db } from '../db/client'
import { isSignedIn, type SignedInActor } from './actor'
import type { AppEnv } from './context'
import { unauthenticated } from './errors'
import type { RequestAuth } from './request-auth'

/** What a service needs from the request: the database, the bindings and who is calling. */
export type Deps = { db: Db; env: Env; auth: RequestAuth }

export const depsOf = <E extends AppEnv>(c: Context<E>): Deps => ({
  db: c.var.db,
  env: c.env,
  auth: c.var.auth,
})

/** The signed-in caller (loading the session now if no batch has carried it yet), or 401. */
export const requireUser = async (deps: Pick<Deps, 'auth'>): Promise<SignedInActor> => {
  const actor = await deps.auth.load()
  if (!isSignedIn(actor)) throw unauthenticated()
  return actor
}
