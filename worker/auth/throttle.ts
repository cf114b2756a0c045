import { inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authThrottles } from '../db/schema'
import { AppError } from '../lib/errors'

/** Failed sign-ins allowed per fixed 15-minute window (security bar #7). */
export const THROTTLE_WINDOW_SECONDS = 15 * 60
export const LIMITS = { account: 10, ip: 100, reset: 5 } as const
type Scope = keyof typeof LIMITS

export const throttleKey = (scope: Scope, value: string) => `${scope}:${value.trim().toLowerCase()}`
const scopeOf = (key: string) => key.slice(0, key.indexOf(':')) as Scope

const windowStart = () => Math.floor(Date.now() / 1000) - THROTTLE_WINDOW_SECONDS

/** The throttle rows of `keys`, for a batch; `assertWithinLimits` judges them. */
export const throttleQuery = (db: Db, keys: string[]) =>
  db.select().from(authThrottles).where(inArray(authThrottles.key, keys))

/** Throws 429 when any key has used up its window. Checked before any password is hashed. */
export const assertWithinLimits = (rows: (typeof authThrottles.$inferSelect)[]) => {
  const since = windowStart()
  const blocked = rows.find((r) => r.windowStart > since && r.count >= LIMITS[scopeOf(r.key)])
  if (blocked) {
    const retryAfter = blocked.windowStart + THROTTLE_WINDOW_SECONDS - Math.floor(Date.now() / 1000)
    throw new AppError('TOO_MANY_REQUESTS', 'Too many attempts. Please wait 15 minutes and try again.', undefined, {
      'retry-after': String(Math.max(1, retryAfter)),
    })
  }
}

export const assertNotThrottled = async (db: Db, keys: string[]) => assertWithinLimits(await throttleQuery(db, keys))

/** Counts one failure against each key, atomically, restarting windows that have run out. */
export const recordFailure = (db: Db, keys: string[]) => {
  const now = Math.floor(Date.now() / 1000)
  const since = windowStart()
  const [first, ...rest] = keys.map((key) =>
    db
      .insert(authThrottles)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: authThrottles.key,
        set: {
          count: sql`CASE WHEN ${authThrottles.windowStart} <= ${since} THEN 1 ELSE ${authThrottles.count} + 1 END`,
          windowStart: sql`CASE WHEN ${authThrottles.windowStart} <= ${since} THEN ${now} ELSE ${authThrottles.windowStart} END`,
        },
      }),
  )
  return db.batch([first!, ...rest])
}

export const clearThrottle = (db: Db, key: string) => db.delete(authThrottles).where(inArray(authThrottles.key, [key]))

export const deleteStaleThrottles = (db: Db) => db.delete(authThrottles).where(sql`${authThrottles.windowStart} <= ${windowStart()}`)
