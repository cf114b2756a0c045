/**
 * One valid request per route, for any principal: the body, path and item a real client would
 * send. The matrix, CSRF and header suites send these, so a refusal there is the guard's doing,
 * never a bad request's.
 */
import { exports } from 'cloudflare:workers'
import { passwordResets } from '../../../../worker/db/schema'
import { randomToken, sha256Hex } from '../../../../worker/lib/crypto'
import { solveCaptcha } from '../../../helpers/captcha'
import { createUser, db, PASSWORD } from '../../../helpers/factories'
import type { Session } from '../../../helpers/http'
import {
  createTargetRole,
  preferencesItem,
  roleItem,
  userItem,
  type Ownership,
  type Principal,
  type Principals,
} from '../../../helpers/principals'
import type { ZodType } from 'zod'
import {
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
  signinInput,
  signupInput,
} from '../../../../worker/auth/auth.schemas'
import {
  listNotificationsQuery,
  markReadInput,
  saveNotificationPreferencesInput,
  userIdParam as preferencesParam,
} from '../../../../worker/notifications/notifications.schemas'
import { listRolesQuery, roleIdParam, roleInput } from '../../../../worker/roles/roles.schemas'
import { settingKeyParam, updateSettingsInput } from '../../../../worker/settings/settings.schemas'
import {
  listUsersQuery,
  updateUserInput,
  userIdParam,
} from '../../../../worker/users/users.schemas'
import { pagingQuery } from '../../../../worker/lib/paging'
import type { ApiRoute, Method, RouteKey } from './routes'

export const NEW_PASSWORD = 'a different long passphrase'

export type Fixtures = {
  principals: Principals
  /** A member none of the principals is: the "other" user record and preferences. */
  bystander: { id: number }
  /** A custom role nobody holds: the "other" role for reads and edits. */
  otherRole: { id: number }
}

export type ValidRequest = { method: Method; path: string; json?: unknown; session: Session | null }

type Built = { path: string; json?: unknown }
type Context = { p: Principal; ownership: Ownership | null; fx: Fixtures }

export type RequestSpec = {
  /** Routes with an owner/non-owner split are called both ways by signed-in principals. */
  item?: 'user' | 'role' | 'preferences'
  /** The call ends or changes the caller's session or account: it runs as a disposable principal. */
  consumesCaller?: (ownership: Ownership | null) => boolean
  build: (ctx: Context) => Promise<Built> | Built
  /** The zod schemas the route validates with (fuzzed; a JSON route must refuse other content types). */
  input?: { json?: ZodType; query?: ZodType; param?: ZodType }
}

let sequence = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`

const always = () => true
const whenOwn = (o: Ownership | null) => o === 'own'
const ownership = (o: Ownership | null): Ownership => o ?? 'other'

/** A live password-reset link for a fresh member, as /password/forgot would have emailed it. */
const resetToken = async () => {
  const user = await createUser()
  const token = randomToken(32)
  await db.insert(passwordResets).values({
    tokenHash: await sha256Hex(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  })
  return token
}

const signupBody = async () => ({
  forename: 'Matrix',
  surname: 'Applicant',
  email: `${unique('applicant')}@example.test`,
  agreed_to: true,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
  captcha: await solveCaptcha(exports.default),
})

export const VALID_REQUESTS: Record<string, RequestSpec> = {
  'GET /api/heartbeat': { build: () => ({ path: '/api/heartbeat' }) },
  'POST /api/signup': {
    input: { json: signupInput },
    build: async () => ({ path: '/api/signup', json: await signupBody() }),
  },
  'POST /api/signin': {
    input: { json: signinInput },
    // A signed-in caller's old session is revoked by a new sign-in.
    consumesCaller: always,
    build: async ({ p }) => ({
      path: '/api/signin',
      json: { email: (p.user ?? (await createUser())).email, password: PASSWORD },
    }),
  },
  'POST /api/signout': { consumesCaller: always, build: () => ({ path: '/api/signout' }) },
  'GET /api/me': { build: () => ({ path: '/api/me' }) },
  'POST /api/me/agree': { build: () => ({ path: '/api/me/agree' }) },
  'PUT /api/me/password': {
    input: { json: changePasswordInput },
    consumesCaller: always,
    build: () => ({
      path: '/api/me/password',
      json: {
        current_password: PASSWORD,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
  },
  'DELETE /api/me': { consumesCaller: always, build: () => ({ path: '/api/me' }) },
  'POST /api/password/forgot': {
    input: { json: forgotPasswordInput },
    build: () => ({
      path: '/api/password/forgot',
      json: { email: `${unique('forgot')}@example.test` },
    }),
  },
  'POST /api/password/reset': {
    input: { json: resetPasswordInput },
    build: async () => ({
      path: '/api/password/reset',
      json: {
        token: await resetToken(),
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      },
    }),
  },
  'GET /api/captcha': { build: () => ({ path: '/api/captcha' }) },
  'GET /api/settings': { build: () => ({ path: '/api/settings' }) },
  'GET /api/settings/:key': {
    input: { param: settingKeyParam },
    build: () => ({ path: '/api/settings/site_name' }),
  },
  'PUT /api/settings': {
    input: { json: updateSettingsInput },
    build: () => ({
      path: '/api/settings',
      json: { site_welcome_msg: `Welcome (${unique('w')})` },
    }),
  },
  'GET /api/user-attributes': { build: () => ({ path: '/api/user-attributes' }) },
  'GET /api/permissions': { build: () => ({ path: '/api/permissions' }) },
  'GET /api/roles': {
    input: { query: listRolesQuery },
    build: () => ({ path: '/api/roles?page=1&per_page=50' }),
  },
  'POST /api/roles': {
    input: { json: roleInput },
    build: () => ({
      path: '/api/roles',
      json: { label: unique('Matrix role').slice(0, 60), permissions: [] },
    }),
  },
  'GET /api/roles/:id': {
    input: { param: roleIdParam },
    item: 'role',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/roles/${roleItem(p, ownership(o), fx.otherRole)}`,
    }),
  },
  'PUT /api/roles/:id': {
    input: { param: roleIdParam, json: roleInput },
    item: 'role',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/roles/${roleItem(p, ownership(o), fx.otherRole)}`,
      json: { label: unique('Renamed').slice(0, 60), permissions: [] },
    }),
  },
  'DELETE /api/roles/:id': {
    input: { param: roleIdParam },
    item: 'role',
    consumesCaller: whenOwn,
    build: async ({ p, ownership: o }) => ({
      path: `/api/roles/${roleItem(p, ownership(o), await createTargetRole())}`,
    }),
  },
  'GET /api/users': {
    input: { query: listUsersQuery },
    build: () => ({ path: '/api/users?page=1&page_size=15' }),
  },
  'GET /api/users/:id': {
    input: { param: userIdParam },
    item: 'user',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/users/${userItem(p, ownership(o), fx.bystander)}`,
    }),
  },
  'PUT /api/users/:id': {
    input: { param: userIdParam, json: updateUserInput },
    item: 'user',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/users/${userItem(p, ownership(o), fx.bystander)}`,
      json: { forename: 'Renamed', company: null },
    }),
  },
  'DELETE /api/users/:id': {
    input: { param: userIdParam },
    item: 'user',
    consumesCaller: whenOwn,
    build: async ({ p, ownership: o }) => ({
      path: `/api/users/${userItem(p, ownership(o), await createUser())}`,
    }),
  },
  'GET /api/notifications': {
    input: { query: listNotificationsQuery },
    build: () => ({ path: '/api/notifications?status=unread' }),
  },
  'POST /api/notifications': {
    input: { json: markReadInput },
    build: () => ({ path: '/api/notifications', json: { all: true } }),
  },
  'GET /api/user-notifications/:userId': {
    input: { param: preferencesParam },
    item: 'preferences',
    build: ({ p, ownership: o, fx }) => ({
      path: `/api/user-notifications/${preferencesItem(p, ownership(o), fx.bystander)}`,
    }),
  },
  'POST /api/user-notifications': {
    input: { json: saveNotificationPreferencesInput },
    item: 'preferences',
    build: ({ p, ownership: o, fx }) => ({
      path: '/api/user-notifications',
      json: {
        user_id: preferencesItem(p, ownership(o), fx.bystander),
        notifications: [{ notification: 'user.requested', email: false, push: true }],
      },
    }),
  },
  'GET /api/dev/outbox': {
    input: { query: pagingQuery(20) },
    build: () => ({ path: '/api/dev/outbox?page=1' }),
  },
}

export const specOf = (key: RouteKey): RequestSpec => {
  const spec = VALID_REQUESTS[key]
  if (!spec)
    throw new Error(
      `No valid request for ${key}: add one to tests/worker/security/support/valid-requests.ts`,
    )
  return spec
}

/** The valid request of `route` for `p` (a disposable twin of `p` when the call consumes its caller). */
export const validRequest = async (
  route: ApiRoute,
  p: Principal,
  o: Ownership | null,
  fx: Fixtures,
) => {
  const spec = specOf(route.key)
  const caller = spec.consumesCaller?.(o) ? await fx.principals.disposable(p) : p
  const built = await spec.build({ p: caller, ownership: o, fx })
  const request: ValidRequest = { method: route.method, session: caller.session, ...built }
  return { request, caller }
}
