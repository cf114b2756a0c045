import { env } from 'cloudflare:workers'
import { eq } from 'drizzle-orm'
import { hashPassword } from '@worker/auth/password'
import { createDb } from '@worker/db/client'
import { roles, users } from '@worker/db/schema'
import { call, sessionCookieFrom, type Session } from './http'

export const db = createDb(env.DB)
export const PASSWORD = 'correct horse battery staple'

let passwordHash: Promise<string> | undefined
/** scrypt is deliberately slow: hash the shared test password once per test file. */
const sharedHash = () => (passwordHash ??= hashPassword(PASSWORD))

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

export const signIn = async (
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

/** A signed-in user of a built-in role. */
export const signedInAs = async (role: Principal, overrides: NewUser = {}) => {
  const user = await createUser({ role, ...overrides })
  return { user, session: await signIn(user.email) }
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
