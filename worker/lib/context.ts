import type { CountingD1, Db } from '../db/client'
import type { RequestAuth } from './request-auth'

export type AppEnv = {
  Bindings: Env
  Variables: {
    db: Db
    auth: RequestAuth
    requestId: string
    d1Counter: CountingD1 | null
  }
}
