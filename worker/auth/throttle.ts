import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { authThrottles } from '../db/schema'
import { batchOf } from '../lib/batch'
import { tooManyRequests } from '../lib/errors'

/**
 * Attempts allowed per fixed 15-minute window (security bar #7): password checks per account and
 * per IP, reset links per address, sign-ups per IP. An attempt is counted before the work it
 * guards, by one conditional upsert, so a crowd arriving at once gets no more than the limit.
 */
export const THROTTLE_WINDOW_SECONDS = 15 * 60
export const LIMITS = {
  account: 10,
  ip: 100,
  reset: 5,
  signup: 10,
  // The FAQ form and the newsletter box (issue 16): per IP, like sign-up.
  faq: 10,
  newsletter: 10,
} as const
type Scope = keyof typeof LIMITS

export const throttleKey = (scope: Scope, value: string) => `${scope}:${value.trim().toLowerCase()}`
const scopeOf = (key: string) => key.slice(0, key.indexOf(':')) as Scope

const nowSeconds = () => Math.floor(Date.now() / 1000)
const windowStart = () => nowSeconds() - THROTTLE_WINDOW_SECONDS

/** An attempt counted against a key: the window it was counted in, so it can be given back. */
export type Reservation = { key: string; windowStart: number }

/**
 * Counts one attempt against `key` unless its window is used up (a window that has run out starts
 * afresh). Returns the reservation, or no row when the key is at its limit. Atomic on its own.
 */
export const reserveAttempt = (db: Db, key: string) => {
  const now = nowSeconds()
  const since = now - THROTTLE_WINDOW_SECONDS
  const expired = sql`${authThrottles.windowStart} <= ${since}`
  return db
    .insert(authThrottles)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${authThrottles.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now} ELSE ${authThrottles.windowStart} END`,
      },
      setWhere: sql`${expired} OR ${authThrottles.count} < ${LIMITS[scopeOf(key)]}`,
    })
    .returning({ key: authThrottles.key, windowStart: authThrottles.windowStart })
}

/** Takes back an attempt counted by reserveAttempt (one that turned out not to count), in its own window only. */
export const giveBack = (db: Db, reservation: Reservation) =>
  db
    .update(authThrottles)
    .set({ count: sql`max(${authThrottles.count} - 1, 0)` })
    .where(
      and(
        eq(authThrottles.key, reservation.key),
        eq(authThrottles.windowStart, reservation.windowStart),
      ),
    )

/**
 * Judges what reserveAttempt returned for each of `keys` (in order): when every key was counted,
 * answers the reservations; otherwise gives back those that were and throws 429 with Retry-After.
 */
export const settleReservations = async (
  db: Db,
  keys: string[],
  results: Reservation[][],
): Promise<Reservation[]> => {
  const reserved = results.flatMap((rows) => rows.slice(0, 1))
  if (reserved.length === keys.length) return reserved
  const refused = keys.filter((key) => !reserved.some((r) => r.key === key))
  const [rows] = await db.batch([
    throttleQuery(db, refused),
    ...reserved.map((r) => giveBack(db, r)),
  ])
  const since = windowStart()
  const ends = rows
    .filter((r) => r.windowStart > since)
    .map((r) => r.windowStart + THROTTLE_WINDOW_SECONDS)
  const retryAfter =
    (ends.length > 0 ? Math.max(...ends) : nowSeconds() + THROTTLE_WINDOW_SECONDS) - nowSeconds()
  throw tooManyRequests(
    'Too many attempts. Please wait 15 minutes and try again.',
    Math.max(1, retryAfter),
  )
}

/** Counts one attempt against each of `keys` (one round trip), or throws 429 as settleReservations does. */
export const reserveAttempts = async (db: Db, keys: [string, ...string[]]) => {
  const reservations = keys.map((key) => reserveAttempt(db, key))
  return settleReservations(db, keys, await batchOf(db, reservations))
}

/** The throttle rows of `keys`. */
export const throttleQuery = (db: Db, keys: string[]) =>
  db.select().from(authThrottles).where(inArray(authThrottles.key, keys))

export const clearThrottle = (db: Db, key: string) =>
  db.delete(authThrottles).where(inArray(authThrottles.key, [key]))

export const deleteStaleThrottles = (db: Db) =>
  db.delete(authThrottles).where(sql`${authThrottles.windowStart} <= ${windowStart()}`)
