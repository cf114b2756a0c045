import type { Context } from 'hono'
import type { Db } from '../db/client'
import { isSignedIn, type SignedInActor } from './actor'
import type { AppEnv } from './context'
import { unauthenticated } from './errors'
import type { RequestAuth } from './request-auth'

/**
 * What a service needs from the request: the database, the bindings and who is calling, and
 * `defer`, which keeps work going after the answer has left (the request's `waitUntil`).
 */
export type Deps = {
  db: Db
  env: Env
  auth: RequestAuth
  defer?: (task: Promise<unknown>) => void
}

export const depsOf = <E extends AppEnv>(c: Context<E>): Deps => ({
  db: c.var.db,
  env: c.env,
  auth: c.var.auth,
  defer: (task) => c.executionCtx.waitUntil(task),
})

/**
 * Work that the caller need not wait for (a live fan-out after a committed write): handed to the
 * request's waitUntil, so the answer leaves at once. Without a request (a service called directly,
 * a job) it is awaited here. The task must not throw.
 */
export const afterAnswer = async (deps: Pick<Deps, 'defer'>, task: Promise<unknown>) => {
  if (deps.defer) deps.defer(task)
  else await task
}

/** The signed-in caller (loading the session now if no batch has carried it yet), or 401. */
export const requireUser = async (deps: Pick<Deps, 'auth'>): Promise<SignedInActor> => {
  const actor = await deps.auth.load()
  if (!isSignedIn(actor)) throw unauthenticated()
  return actor
}
