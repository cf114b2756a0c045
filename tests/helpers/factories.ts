import { env } from 'cloudflare:workers'
import { eq, sql } from 'drizzle-orm'
import { SESSION_COOKIE } from '@worker/lib/session-cookie'
import { previousVisitSql } from '@worker/lib/session-sql'
import { hashPassword, needsRehash } from '@worker/auth/password'
import { newSessionValues } from '@worker/auth/sessions'
import { createDb } from '@worker/db/client'
import { roles, sessions, users } from '@worker/db/schema'
import { call, sessionCookieFrom, type Session } from './http'

export const db = createDb(env.DB)
export const PASSWORD = 'correct horse battery staple'

/**
 * PASSWORD as hashPassword stored it (made once with worker/auth/password.ts): scrypt is
 * deliberately slow (about 0.5 s here) and every test file used to pay it. Should the worker's
 * parameters change, the hash is made again once per file instead (a stale one would be upgraded
 * at each sign-in, which no test expects).
 */
const PASSWORD_HASH =
  'scrypt$15$8$3$U127CROfySjF69UvbY7R9Q==$cHh+KxIJWHYz2bE9+R6HWeeh+aF1ipurTL6jPonM9Kg='
let passwordHash: Promise<string> | undefined
const sharedHash = () =>
  (passwordHash ??= needsRehash(PASSWORD_HASH)
    ? hashPassword(PASSWORD)
    : Promise.resolve(PASSWORD_HASH))

let sequence = 0
type NewUser = Partial<typeof users.$inferInsert>

/** A user row with the shared password; every call makes a distinct email and slug. */
export const createUser = async (overrides: NewUser = {}) => {
  sequence += 1
  const n = `${Date.now().toString(36)}${sequence}`
  const [user] = await db
    .insert(users)
    .values({
      forename: 'Test',
      surname: `User${n}`,
      email: `user${n}@example.test`,
      slug: `test-user-${n}`,
      passwordHash: await sharedHash(),
      agreedTo: true,
      agreedAt: new Date().toISOString(),
      agreedOn: 'signup',
      ...overrides,
    })
    .returning()
  return user!
}

/**
 * A session exactly as a successful sign-in leaves it — the session row (hashed token, 24 h or,
 * with `rememberMe`, 30-day expiry) and the sign-in recorded on the user — and the cookie the
 * browser would send back, without scrypt. The one session helper for every test that is not
 * about signing in; those use signInThroughApi.
 */
export const mintSession = async (userId: number, rememberMe = false): Promise<Session> => {
  const { token, values } = await newSessionValues(userId, rememberMe)
  const at = Date.now()
  const now = new Date(at).toISOString()
  await db.batch([
    db.insert(sessions).values(values),
    db
      .update(users)
      .set({
        lastSigninAt: now,
        lastActiveAt: now,
        previousVisitAt: previousVisitSql(at),
        totalSignins: sql`${users.totalSignins} + 1`,
      })
      .where(eq(users.id, userId)),
  ])
  return { cookie: `${SESSION_COOKIE}=${token}` }
}

/**
 * The signed-in session of the user with this email, minted (see mintSession). Refuses, as
 * sign-in does, an unknown email and an account that is not active.
 */
export const signIn = async (email: string, rememberMe = false): Promise<Session> => {
  const [user] = await db
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
  if (!user) throw new Error(`sign-in failed: no user ${email}`)
  if (user.isActive !== 1) throw new Error(`sign-in failed: ${email} is not active`)
  return mintSession(user.id, rememberMe)
}

/** Signs in through POST /api/signin (scrypt, throttles): for the tests about signing in. */
export const signInThroughApi = async (
  email: string,
  password = PASSWORD,
  rememberMe = false,
): Promise<Session> => {
  const res = await call('/api/signin', { json: { email, password, remember_me: rememberMe } })
  if (res.status !== 200)
    throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { cookie: sessionCookieFrom(res.headers) }
}

export type Principal = 'member' | 'contributor' | 'admin' | 'super_admin'

/** A signed-in user of a built-in role (session minted: see mintSession). */
export const signedInAs = async (role: Principal, overrides: NewUser = {}) => {
  const user = await createUser({ role, ...overrides })
  return { user, session: await signIn(user.email) }
}

/** signedInAs through POST /api/signin, for the tests about signing in. */
export const signedInThroughApiAs = async (role: Principal, overrides: NewUser = {}) => {
  const user = await createUser({ role, ...overrides })
  return { user, session: await signInThroughApi(user.email) }
}

/** A custom role row holding exactly `keys`, on top of `legacyRole`. */
export const createCustomRole = async (
  keys: string[],
  legacyRole: 'member' | 'admin' = 'member',
) => {
  sequence += 1
  const key = `custom-test-${sequence}-${Date.now().toString(36)}`
  const [role] = await db
    .insert(roles)
    .values({ key, label: `Test role ${sequence}`, legacyRole, isSystem: false })
    .returning()
  if (keys.length > 0) {
    await env.DB.batch(
      keys.map((k) =>
        env.DB.prepare('INSERT INTO role_permissions (role_id, permission_key) VALUES (?, ?)').bind(
          role!.id,
          k,
        ),
      ),
    )
  }
  return role!
}

export const reloadUser = async (id: number) =>
  (await db.select().from(users).where(eq(users.id, id)))[0]
