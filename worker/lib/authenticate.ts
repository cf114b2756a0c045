import { createMiddleware } from 'hono/factory'
import { createDb, type CountingD1 } from '../db/client'
import type { AppEnv } from './context'
import { sha256Hex } from './crypto'
import { RequestAuth } from './request-auth'
import { readSessionCookie } from './session-cookie'
import { touchSession } from './session-sql'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Sets c.var.db and c.var.auth. Nothing is read here: the session rows travel with the route's
 * first db.batch (reads) or are loaded by the route's guard (writes).
 */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const token = readSessionCookie(c)
  const tokenHash = token && token.length <= 128 ? await sha256Hex(token) : null
  const counter: CountingD1 | null = c.var.d1Counter
  const db = createDb((counter ?? c.env.DB) as D1Database)
  const rawBatch = db.batch.bind(db)
  const auth = new RequestAuth(
    db,
    rawBatch,
    tokenHash,
    SAFE_METHODS.has(c.req.method),
    (session) => {
      // After the answer (waitUntil), so not one of the round trips it waited for: the uncounted
      // binding, or x-d1-round-trips would count it whenever it happened to finish first.
      const pending = touchSession(
        createDb(c.env.DB),
        tokenHash!,
        session.userId,
        session.lastSeenAt,
        session.remember,
      )
      c.executionCtx.waitUntil(
        pending.catch((e: unknown) => console.error('touch session failed', e)),
      )
    },
  )
  // Every batch of this request carries whatever the auth still needs (one round trip, not two).
  db.batch = ((queries: Parameters<typeof rawBatch>[0]) =>
    auth.rideAlong(
      (extra) =>
        rawBatch([...extra, ...queries] as unknown as Parameters<
          typeof rawBatch
        >[0]) as unknown as Promise<unknown[]>,
    )) as typeof db.batch
  c.set('db', db)
  c.set('auth', auth)
  await next()
})
