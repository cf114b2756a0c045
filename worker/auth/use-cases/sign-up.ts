import { verifyCaptcha } from '../../captcha/captcha.service'
import { USER_STATUS } from '../../db/schema'
import type { ActorUser } from '../../lib/actor'
import { batchOf } from '../../lib/batch'
import { isUniqueViolation } from '../../lib/db-errors'
import type { Deps } from '../../lib/deps'
import { invalid } from '../../lib/errors'
import { sendTemplate } from '../../mail/mailer'
import { notify } from '../../notifications/notify'
import { getSettings } from '../../settings/settings.service'
import { userAttributesQuery } from '../../settings/user-attributes.queries'
import { checkCustomAttrs } from '../../users/user-attrs'
import { uniqueUserSlug } from '../../users/user-slug'
import {
  activeAdminsQuery,
  insertUserStatement,
  sessionStartStatements,
  userIdByEmailQuery,
} from '../auth.queries'
import type { SignupInput } from '../auth.schemas'
import { hashPassword } from '../password'
import { newSessionValues } from '../sessions'
import { reserveAttempts, throttleKey } from '../throttle'

const EMAIL_TAKEN =
  'An account with this email address already exists. Sign in or reset your password.'

/**
 * Sign-up: required profile fields, the per-IP limit, the captcha, then one insert. In approval
 * mode (the default) the member waits at status Requested (-1) and admins are notified; in open
 * mode they are signed in at once (`token` is their new session's). Approved members sign in
 * with the password they chose here.
 */
export const signup = async (
  deps: Deps,
  input: SignupInput,
  ip: string,
): Promise<{ user: ActorUser; token: string | null }> => {
  const { db } = deps
  const [settings, definitions, [taken]] = await Promise.all([
    getSettings(db),
    userAttributesQuery(db),
    userIdByEmailQuery(db, input.email),
  ])
  // The profile's rules: defined attributes of their type, required ones filled, and only those a
  // member may edit.
  const customAttrs = checkCustomAttrs(definitions, input.custom_attrs, {
    before: {},
    byAdmin: false,
  })
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
    ;[created] = await insertUserStatement(db, {
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
      customAttrs,
      isSubscribed: input.is_subscribed,
      isActive: isOpen ? USER_STATUS.active : USER_STATUS.requested,
      agreedTo: true,
      agreedAt: now,
      agreedOn: 'signup',
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users.email')) throw invalid({ email: [EMAIL_TAKEN] })
    throw error
  }
  if (!created) throw new Error('sign-up insert returned no row')
  if (!isOpen) {
    await announceRequest(deps, created, settings.site_name)
    return { user: created, token: null }
  }
  const { token, values } = await newSessionValues(created.id, false)
  await batchOf(db, sessionStartStatements(db, values, null))
  return { user: created, token }
}

/** Tells the applicant we have their request and every member who can approve it that it waits. */
const announceRequest = async (deps: Deps, user: ActorUser, siteName: string) => {
  const approvers = await activeAdminsQuery(deps.db)
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
