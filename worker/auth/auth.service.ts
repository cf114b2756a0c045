import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { createDb, type Db } from '../db/client'
import { passwordResets, sessions, userAttributes, users, USER_STATUS } from '../db/schema'
import { verifyCaptcha } from '../captcha/captcha.service'
import type { ActorUser } from '../lib/context'
import { randomToken, sha256Hex } from '../lib/crypto'
import { isUniqueViolation } from '../lib/db-errors'
import { AppError, forbidden, invalid } from '../lib/errors'
import { sendTemplate } from '../mail/mailer'
import { notify } from '../notifications/notify'
import { getSettings, settingFrom, settingQuery } from '../settings/settings.service'
import { uniqueUserSlug } from '../users/user-slug'
import { endLiveSessions } from '../live/live-rooms'
import type { SigninInput, SignupInput } from './auth.schemas'
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from './password'
import {
  newSessionValues,
  publicUserColumns,
  revokeAllSessions,
  revokeSession,
  sessionQueries,
} from './sessions'
import {
  clearThrottle,
  giveBack,
  reserveAttempt,
  reserveAttempts,
  settleReservations,
  throttleKey,
} from './throttle'

type Deps = { db: Db; env: Env }
const RESET_TTL_MS = 60 * 60 * 1000
const WRONG_CREDENTIALS = 'These details do not match our records.'
const EMAIL_TAKEN =
  'An account with this email address already exists. Sign in or reset your password.'

/**
 * Sign-up: required profile fields, the per-IP limit, the captcha, then one insert. In approval
 * mode (the default) the member waits at status Requested (-1) and admins are notified; in open
 * mode they are signed in at once. Approved members sign in with the password they chose here.
 */
export const signup = async (deps: Deps, input: SignupInput, ip: string) => {
  const { db } = deps
  const [settings, required, [taken]] = await Promise.all([
    getSettings(db),
    db
      .select({ key: userAttributes.key, label: userAttributes.label })
      .from(userAttributes)
      .where(and(eq(userAttributes.custom, true), eq(userAttributes.required, true))),
    db.select({ id: users.id }).from(users).where(eq(users.email, input.email)),
  ])
  const missing = required.filter((a) => {
    const v = input.custom_attrs[a.key]
    return v === undefined || v === '' || (Array.isArray(v) && v.length === 0)
  })
  if (missing.length > 0) {
    throw invalid(
      Object.fromEntries(missing.map((a) => [`custom_attrs.${a.key}`, [`${a.label} is required`]])),
    )
  }
  // Every attempt that reaches the captcha counts against the IP (429 once its window is used up).
  await reserveAttempts(db, [throttleKey('signup', ip)])
  // The captcha comes before "already exists", so only a solved captcha learns whether an email is taken.
  if (!(await verifyCaptcha(deps, input.captcha, ip))) {
    throw invalid({ captcha: ['The captcha could not be verified, please try again'] })
  }
  if (taken) throw invalid({ email: [EMAIL_TAKEN] })
  const isOpen = settings.registration_mode === 'open'
  const now = new Date().toISOString()
  const [passwordHash, slug] = await Promise.all([
    hashPassword(input.password),
    uniqueUserSlug(db, input.forename, input.surname),
  ])
  let created: ActorUser | undefined
  try {
    ;[created] = await db
      .insert(users)
      .values({
        title: input.title,
        forename: input.forename,
        surname: input.surname,
        email: input.email,
        slug,
        passwordHash,
        gender: input.gender,
        dob: input.dob ?? null,
        industry: input.industry ?? null,
        interests: input.interests,
        customAttrs: input.custom_attrs,
        isSubscribed: input.is_subscribed,
        isActive: isOpen ? USER_STATUS.active : USER_STATUS.requested,
        agreedTo: true,
        agreedAt: now,
        agreedOn: 'signup',
      })
      .returning(publicUserColumns)
  } catch (error) {
    if (isUniqueViolation(error, 'users.email')) {
      throw invalid({ email: [EMAIL_TAKEN] })
    }
    throw error
  }
  if (!created) throw new Error('sign-up insert returned no row')
  if (!isOpen) await announceRequest(deps, created, settings.site_name)
  return { user: created, signedIn: isOpen }
}

/** Tells the applicant we have their request and every member who can approve it that it waits. */
const announceRequest = async (deps: Deps, user: ActorUser, siteName: string) => {
  const approvers = await deps.db
    .select({ id: users.id, email: users.email, forename: users.forename, surname: users.surname })
    .from(users)
    .where(
      and(inArray(users.role, ['admin', 'super_admin']), eq(users.isActive, USER_STATUS.active)),
    )
  const name = `${user.forename} ${user.surname}`
  await Promise.all([
    sendTemplate({ ...deps, siteName }, 'user.requested', user.email, { name: user.forename }),
    notify(deps, approvers, 'user.requested', {
      title: `${name} asked to join`,
      body: `${name} (${user.email}) is waiting for approval.`,
      link: '/admin/users?userStatus=-1',
      data: { user_id: user.id },
      values: { name, email: user.email },
    }),
  ])
}

/**
 * Sign-in throttled per account and per IP: the attempt is counted before any hashing, so no
 * crowd gets more password checks than the limits. A wrong password keeps it counted; the right
 * one clears the account's count and gives the IP's back. Unknown emails cost the same hash and
 * get the same answer as wrong passwords.
 */
export const signin = async (
  deps: Deps,
  input: SigninInput,
  ip: string,
  previousTokenHash: string | null,
) => {
  const { db } = deps
  const keys = [throttleKey('account', input.email), throttleKey('ip', ip)]
  const [forAccount, forIp, [row]] = await db.batch([
    reserveAttempt(db, keys[0]!),
    reserveAttempt(db, keys[1]!),
    db.select().from(users).where(eq(users.email, input.email)),
  ])
  const reserved = await settleReservations(db, keys, [forAccount, forIp])
  const ok = row?.passwordHash
    ? await verifyPassword(input.password, row.passwordHash)
    : await burnPasswordCheck(input.password)
  if (!row || !ok) throw invalid({ password: [WRONG_CREDENTIALS] }, WRONG_CREDENTIALS)
  if (row.isActive !== USER_STATUS.active) {
    // The right password: not a failed attempt.
    await db.batch([giveBack(db, reserved[0]!), giveBack(db, reserved[1]!)])
    if (row.isActive === USER_STATUS.requested)
      throw forbidden('Your request to join is waiting for an administrator to approve it.')
    throw forbidden('This account has been deactivated.')
  }
  const rehash =
    row.passwordHash && needsRehash(row.passwordHash) ? await hashPassword(input.password) : null
  const { token, values } = await newSessionValues(row.id, input.remember_me)
  // One batch: the new session, the sign-in recorded, the throttles cleared or given back, the token
  // this browser held before revoked (no fixation), and the new session's user, permissions and GDPR setting.
  const [, , , , , [me], gdprRows] = await db.batch([
    ...sessionStartStatements(db, values, rehash),
    clearThrottle(db, keys[0]!),
    giveBack(db, reserved[1]!),
    revokeSession(db, previousTokenHash ?? ''),
    ...sessionQueries(db, values.tokenHash),
    settingQuery(db, 'gdpr_settings'),
  ])
  if (!me) throw new Error('the new session was not found')
  const { sessionLastSeenAt: _seen, sessionRemember: _remember, permissionKeys, ...user } = me
  const actor = {
    user,
    permissions: new Set(JSON.parse(permissionKeys) as string[]),
    sessionHash: values.tokenHash,
  }
  return { token, actor, gdprModified: settingFrom('gdpr_settings', gdprRows).signup.modified }
}

/** Inserting a session and recording the sign-in on the user (and an upgraded hash, if any). */
const sessionStartStatements = (
  db: Db,
  values: Awaited<ReturnType<typeof newSessionValues>>['values'],
  rehash: string | null,
) => {
  const now = new Date().toISOString()
  return [
    db.insert(sessions).values(values),
    db
      .update(users)
      .set({
        lastSigninAt: now,
        lastActiveAt: now,
        totalSignins: sql`${users.totalSignins} + 1`,
        ...(rehash ? { passwordHash: rehash } : {}),
      })
      .where(eq(users.id, values.userId)),
  ] as const
}

/** A new session for a user who has just proved who they are; records the sign-in. */
export const startSession = async (db: Db, userId: number, remember: boolean) => {
  const { token, values } = await newSessionValues(userId, remember)
  await db.batch(sessionStartStatements(db, values, null))
  return { token }
}

/**
 * Always answers the same way after the same work, so it reveals nothing about which emails have
 * accounts: the request counts against the address (5 per window, then nothing more is done),
 * a token is made and one INSERT … SELECT stores it only if an active member has that address.
 * The email goes out after the answer (`defer`), so its cost is not part of the response either.
 */
export const requestPasswordReset = async (
  deps: Deps,
  email: string,
  defer: (task: Promise<unknown>) => void,
) => {
  const { db } = deps
  try {
    await reserveAttempts(db, [throttleKey('reset', email)])
  } catch (error) {
    if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS') return
    throw error
  }
  const token = randomToken(32)
  const tokenHash = await sha256Hex(token)
  const [link] = await db
    .insert(passwordResets)
    .select((qb) =>
      qb
        .select({
          tokenHash: sql<string>`${tokenHash}`.as('token_hash'),
          userId: users.id,
          expiresAt: sql<string>`${new Date(Date.now() + RESET_TTL_MS).toISOString()}`.as(
            'expires_at',
          ),
          createdAt: sql<string>`${new Date().toISOString()}`.as('created_at'),
        })
        .from(users)
        .where(and(eq(users.email, email), eq(users.isActive, USER_STATUS.active))),
    )
    .returning({ userId: passwordResets.userId })
  if (link)
    defer(sendResetLink({ db: createDb(deps.env.DB), env: deps.env }, link.userId, email, token))
}

/** The reset email, sent after the answer (its own, uncounted database handle). */
const sendResetLink = async (deps: Deps, userId: number, email: string, token: string) => {
  const [[user], settings] = await Promise.all([
    deps.db.select({ forename: users.forename }).from(users).where(eq(users.id, userId)),
    getSettings(deps.db),
  ])
  if (!user) return
  const link = new URL(
    `/reset-password?token=${encodeURIComponent(token)}`,
    deps.env.SITE_URL,
  ).toString()
  await sendTemplate({ ...deps, siteName: settings.site_name }, 'password.reset', email, {
    name: user.forename,
    link,
  })
}

/** Sets the new password, spends every reset link of the user and signs out all their sessions. */
export const resetPassword = async (deps: Deps, token: string, password: string) => {
  const { db } = deps
  const [reset] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, await sha256Hex(token)),
        gt(passwordResets.expiresAt, new Date().toISOString()),
      ),
    )
  if (!reset)
    throw invalid({ token: ['This link has expired or has already been used. Ask for a new one.'] })
  const passwordHash = await hashPassword(password)
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, reset.userId)),
    db.delete(passwordResets).where(eq(passwordResets.userId, reset.userId)),
    revokeAllSessions(db, reset.userId),
  ])
  await endLiveSessions(deps, { userId: reset.userId })
}

/** Changing the password signs out every other session; the caller gets a fresh one. */
export const changePassword = async (
  deps: Deps,
  userId: number,
  current: string,
  next: string,
  ip: string,
  remember: boolean,
) => {
  const { db } = deps
  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new AppError('UNAUTHENTICATED', 'Unauthorised')
  // Counted before the check like a sign-in; the right password gives the attempts back.
  const [forAccount, forIp] = await reserveAttempts(db, [
    throttleKey('account', row.email),
    throttleKey('ip', ip),
  ])
  if (!row.passwordHash || !(await verifyPassword(current, row.passwordHash))) {
    throw invalid({ current_password: ['Your current password is not right'] })
  }
  const passwordHash = await hashPassword(next)
  const { token, values } = await newSessionValues(userId, remember)
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, userId)),
    revokeAllSessions(db, userId),
    db.insert(sessions).values(values),
    giveBack(db, forAccount!),
    giveBack(db, forIp!),
  ])
  await endLiveSessions(deps, { userId })
  return { token }
}

/** GDPR: has the sign-up notice changed since this member agreed to it? */
export const needsAgreement = (user: ActorUser, modified: string | null) =>
  Boolean(modified && (!user.agreedAt || user.agreedAt < modified))
