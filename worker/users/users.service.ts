import { sql } from 'drizzle-orm'
import { CONTACT_KEYS, USER_STATUS, type Contactables, type users } from '../db/schema'
import type { ActorUser } from '../lib/actor'
import type { Actor } from '../lib/actor'
import { afterAnswer, requireUser, type Deps } from '../lib/deps'
import { conflict, forbidden, invalid, notFound } from '../lib/errors'
import { can } from '../lib/policy'
import { sessionHoldsSql } from '../lib/viewer-sql'
import { recheckLiveAccess } from '../live/live-access'
import { endLiveSessions } from '../live/live-rooms'
import { notify } from '../notifications/notify'
import { findRole, findRoleByKey, heldKeysOfUser } from '../roles/roles.service'
import { ungrantable } from '../roles/roles.policy'
import { getSettings } from '../settings/settings.service'
import { userAttributesQuery } from '../settings/user-attributes.queries'
import { placeOrInvalid } from './directory.service'
import { checkBuiltInFields, checkCustomAttrs } from './user-attrs'
import {
  deleteUserStatement,
  lastAdminGuard,
  listUsersPageQuery,
  listUsersTotalQuery,
  listUsersWhere,
  revokeSessionsOfInactive,
  updateUserStatement,
  userQuery,
} from './users.queries'
import type { ListUsersQuery, UpdateUserInput } from './users.schemas'
import { toUserListItem, toUserResource } from './users.resources'

/** Members as admins see and change them (spec 02 §4), and a member's own record. */

const THRESHOLD_UNITS = { day: 1, week: 7, month: 30, year: 365 } as const

/** "6 months" → the ISO time before which last activity counts as expired. */
const expiredBefore = (threshold: string) => {
  const [n, unit] = threshold.split(' ')
  const days =
    Number(n) * THRESHOLD_UNITS[(unit ?? 'day').replace(/s$/, '') as keyof typeof THRESHOLD_UNITS]
  return new Date(Date.now() - days * 86_400_000).toISOString()
}

/**
 * The admin users list: one round trip for the page and its total, carrying the session rows too.
 * Whether inactive members show depends on the caller's users.view:inactive, decided in SQL.
 */
export const listUsers = async (deps: Deps, query: ListUsersQuery) => {
  const { db, auth } = deps
  const status = query.userStatus
  const seesInactive = auth.tokenHash
    ? sessionHoldsSql(auth.tokenHash, 'users.view:inactive')
    : sql`0`
  if (status === 0)
    await auth.require((actor) => (can(actor, 'users.view:inactive') ? null : forbidden()), {
      permissions: false,
    })
  let expired: string | null = null
  if (status === 2) {
    const threshold = (await getSettings(db)).gdpr_settings.reminder.threshold
    if (!threshold)
      throw invalid({ userStatus: ['Set a reminder threshold to list expired members'] })
    expired = expiredBefore(threshold)
  }
  const where = listUsersWhere(query, seesInactive, expired)
  const [rows, [count]] = await db.batch([
    listUsersPageQuery(db, where, query),
    listUsersTotalQuery(db, where, query, seesInactive),
  ])
  return {
    rows: rows.map(({ roleLabel, ...u }) => toUserListItem(u, roleLabel)),
    total: count?.total ?? 0,
  }
}

const LAST_ADMIN = 'At least one active admin must remain.'

/**
 * Nobody changes the role or status of, or deletes, someone who holds a permission they lack:
 * that would be taking away what they could never grant. A super admin is changed by one only.
 */
const checkOutranks = async (
  db: Deps['db'],
  actor: Actor,
  target: { id: number; role: string },
) => {
  if (target.role === 'super_admin' && actor.user?.role !== 'super_admin') throw forbidden()
  const lacking = ungrantable(actor, await heldKeysOfUser(db, target.id))
  if (lacking.length > 0)
    throw forbidden(
      `This member holds permissions you do not hold (${lacking.join(', ')}), so you cannot change their role or status.`,
    )
}

const getUser = async (db: Deps['db'], id: number) => {
  const [row] = await userQuery(db, id)
  if (!row) throw notFound()
  return row
}

/** Reading a full record: oneself, or users.update. */
export const readUser = async (deps: Deps, id: number) => {
  const actor = await requireUser(deps)
  if (actor.user.id !== id && !can(actor, 'users.update') && !can(actor, 'users.set.is_active'))
    throw forbidden()
  return toUserResource(await getUser(deps.db, id))
}

/**
 * Changes a member. Each field needs its own permission (is_active: users.set.is_active,
 * role_id: users.set.role_id, others: users.update or oneself); nobody changes their own role
 * or status, assigns super_admin, or assigns a role holding permissions they lack.
 * Approving a requested member tells them by email; deactivating signs them out everywhere; a
 * new role re-decides their live sockets (a demoted moderator loses private threads).
 */
export const updateUser = async (deps: Deps, id: number, input: UpdateUserInput) => {
  const { db } = deps
  const actor = await requireUser(deps)
  const target = await getUser(db, id)
  const self = actor.user.id === id
  const {
    is_active,
    role_id,
    is_forum_mod,
    place_id,
    custom_attrs,
    contactables,
    show_connections,
    in_directory,
    ...profile
  } = input
  const editsProfile =
    Object.keys(profile).length > 0 ||
    [place_id, custom_attrs, contactables, show_connections, in_directory].some(
      (v) => v !== undefined,
    )
  if (editsProfile && !self && !can(actor, 'users.update')) throw forbidden()
  const profileChanges = editsProfile
    ? await profileChangesOf(db, target, input, can(actor, 'users.update'))
    : {}
  if (is_forum_mod !== undefined && !can(actor, 'users.update')) throw forbidden()
  if (is_active !== undefined && (self || !can(actor, 'users.set.is_active'))) throw forbidden()
  // Only a super admin changes a super admin's status or role; nobody changes those of someone
  // holding a permission they lack.
  if (is_active !== undefined || role_id !== undefined) await checkOutranks(db, actor, target)
  let newRole:
    { role: 'member' | 'contributor' | 'admin' | 'super_admin'; roleId: number | null } | undefined
  if (role_id !== undefined) {
    if (self || !can(actor, 'users.set.role_id')) throw forbidden()
    if (role_id !== null) {
      const role = await findRole(db, role_id)
      if (!role || role.key === 'visitor')
        throw invalid({ role_id: ['Choose one of the roles listed'] })
      if (role.key === 'super_admin')
        throw forbidden('The super admin role cannot be granted here.')
      // A custom role also grants its legacy role's permissions (users.role becomes the legacy role).
      const legacy = role.is_system
        ? []
        : ((await findRoleByKey(db, role.legacy_role))?.permissions ?? [])
      if (ungrantable(actor, [...role.permissions, ...legacy]).length > 0)
        throw forbidden('You cannot assign a role with permissions you do not hold.')
      newRole = role.is_system
        ? { role: role.key as 'member' | 'contributor' | 'admin', roleId: null }
        : { role: role.legacy_role as 'member' | 'admin', roleId: role.id }
    } else {
      newRole = { role: 'member', roleId: null }
    }
  }
  const changes = {
    ...profile,
    ...profileChanges,
    ...(is_forum_mod !== undefined ? { isForumMod: is_forum_mod } : {}),
    ...(is_active !== undefined ? { isActive: is_active } : {}),
    ...newRole,
  }
  // Nothing to change (an empty body): no write, and the member as they are.
  if (Object.keys(changes).length === 0) return toUserResource(target)
  // A change of role or status never leaves the site without an active admin (checked in the write).
  const keepsAdmin =
    is_active !== undefined || role_id !== undefined
      ? lastAdminGuard(id, { isActive: is_active, role: newRole?.role })
      : undefined
  const [updated] = await db.batch([
    updateUserStatement(db, id, changes, keepsAdmin),
    // Deactivation ends every session (when the update went through); a role change is read
    // afresh on the next request anyway.
    ...(is_active !== undefined && is_active !== USER_STATUS.active
      ? [revokeSessionsOfInactive(db, id)]
      : []),
  ])
  // No row: the guard kept the last admin (or the member was deleted meanwhile).
  if (updated.length === 0) throw keepsAdmin ? conflict(LAST_ADMIN) : notFound()
  if (is_active !== undefined && is_active !== USER_STATUS.active)
    await endLiveSessions(deps, { userId: id })
  else if (newRole) await afterAnswer(deps, recheckLiveAccess(deps, { users: [id] }))
  if (target.isActive === USER_STATUS.requested && is_active === USER_STATUS.active) {
    await notify(
      deps,
      { id, email: target.email, forename: target.forename, surname: target.surname },
      'user.approved',
      {
        title: 'Your membership is approved',
        body: 'Welcome! You can now sign in with the email address and password you chose.',
        link: '/signin',
      },
    )
  }
  return toUserResource(await getUser(db, id))
}

/**
 * The columns a profile edit writes beyond the plain ones: the place's name and centre from the
 * gazetteer, contact details merged with which are visible, the directory flags, and custom
 * attributes, with the attribute settings' editable and required rules (admins may change
 * fields members may not).
 */
const profileChangesOf = async (
  db: Deps['db'],
  target: ActorUser,
  input: UpdateUserInput,
  byAdmin: boolean,
) => {
  const definitions = await userAttributesQuery(db)
  checkBuiltInFields(definitions, input, target, byAdmin)
  const changes: Partial<typeof users.$inferInsert> = {}
  if (input.place_id !== undefined) {
    const place = input.place_id === null ? null : await placeOrInvalid(input.place_id, 'place_id')
    Object.assign(changes, {
      placeId: place?.id ?? null,
      placeName: place?.name ?? null,
      lat: place?.lat ?? null,
      lng: place?.lng ?? null,
    })
  }
  if (input.contactables !== undefined) {
    const merged: Contactables = { ...target.contactables }
    for (const key of CONTACT_KEYS) {
      if (!(key in input.contactables)) continue
      const value = input.contactables[key]
      if (value) merged[key] = value
      else delete merged[key]
    }
    if (input.contactables.visible !== undefined) merged.visible = input.contactables.visible
    changes.contactables = merged
  }
  if (input.show_connections !== undefined) changes.showConnections = input.show_connections
  if (input.in_directory !== undefined) changes.inDirectory = input.in_directory
  if (input.custom_attrs !== undefined)
    changes.customAttrs = checkCustomAttrs(definitions, input.custom_attrs, {
      before: target.customAttrs,
      byAdmin,
    })
  return changes
}

/**
 * Deleting a member: never oneself, someone holding more than the actor, or the last active admin.
 * Their sessions and live sockets end with them.
 */
export const deleteUser = async (deps: Deps, id: number) => {
  const { db } = deps
  const actor = await requireUser(deps)
  if (actor.user.id === id) throw forbidden('Delete your own account from your profile instead.')
  const target = await getUser(db, id)
  await checkOutranks(db, actor, target)
  const [deleted] = await db.batch([
    deleteUserStatement(db, id),
    // Cascades with the user row anyway; said outright as every revocation is.
    revokeSessionsOfInactive(db, id),
  ])
  if (deleted.length === 0) throw conflict(LAST_ADMIN)
  await endLiveSessions(deps, { userId: id })
  return toUserResource(target)
}
