import type { Context } from 'hono'
import type { RequestAuth } from '../auth/request-auth'
import type { Db } from '../db/client'
import type { AppEnv } from './context'

/** What a service needs from the request: the database, the bindings and who is calling. */
export type Deps = { db: Db; env: Env; auth: RequestAuth }

export const depsOf = <E extends AppEnv>(c: Context<E>): Deps => ({
  db: c.var.db,
  env: c.env,
  auth: c.var.auth,
})
