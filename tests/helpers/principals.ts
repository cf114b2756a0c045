/**
 * The principals of security suite 1 (visitor, the built-in roles, custom roles with and without a
 * permission), signed in once per test file, and the items they own or do not own.
 */
import { env } from 'cloudflare:workers'
import { sql } from 'drizzle-orm'
import {
  forumCategories,
  forumLikes,
  forumReplies,
  forumThreads,
  groups,
  groupUserRequests,
  uploads,
} from '@worker/db/schema'
import { createEvent, createOrder, limitedTicket } from './event-factories'
import { createCustomRole, createUser, db, mintSession } from './factories'
import type { Session } from './http'

export type BuiltIn = 'member' | 'contributor' | 'admin' | 'super_admin'
export type PrincipalKind = 'visitor' | BuiltIn | 'custom'
type UserRow = Awaited<ReturnType<typeof createUser>>

export type Principal = {
  /** visitor, member, …, custom-without, custom-with:<key> */
  readonly name: string
  readonly kind: PrincipalKind
  readonly user: UserRow | null
  /** The role row they hold: a built-in role, or their custom role. */
  readonly roleId: number | null
  /** Custom roles only: the keys the role was created with (on top of the legacy member role). */
  readonly grants: readonly string[]
  readonly session: Session | null
  /** From the seeded role_permissions (migration 0001), not from the app: what they should hold. */
  readonly permissions: ReadonlySet<string>
  holds(key: string): boolean
}

export type SignedInPrincipal = Principal & {
  readonly user: UserRow
  readonly session: Session
  readonly roleId: number
}

export type Ownership = 'own' | 'other'

/**
 * A custom role holding no permission a current route asks for (legacy member). Not events.create:
 * POST /api/events checks that one in its service.
 */
export const UNRELATED_GRANT = 'polls.export-voters'

const seededPermissions = async () => {
  const { results } = await env.DB.prepare(
    'SELECT r.id, r.key, rp.permission_key AS permission FROM roles r LEFT JOIN role_permissions rp ON rp.role_id = r.id WHERE r.is_system = 1',
  ).all<{ id: number; key: string; permission: string | null }>()
  const byRole = new Map<string, { id: number; keys: Set<string> }>()
  for (const row of results) {
    const entry = byRole.get(row.key) ?? { id: row.id, keys: new Set<string>() }
    if (row.permission) entry.keys.add(row.permission)
    byRole.set(row.key, entry)
  }
  return (key: string) => {
    const entry = byRole.get(key)
    if (!entry) throw new Error(`principals: no built-in role ${key}`)
    return entry
  }
}

const principal = (p: Omit<Principal, 'holds'>): Principal => ({
  ...p,
  holds: (key) => p.kind === 'super_admin' || p.permissions.has(key),
})

type Blueprint = { name: string; kind: PrincipalKind; grants: string[] }

const blueprints = (
  grantKeys: readonly string[],
  combinations: readonly (readonly string[])[],
): Blueprint[] => [
  { name: 'visitor', kind: 'visitor', grants: [] },
  { name: 'member', kind: 'member', grants: [] },
  { name: 'contributor', kind: 'contributor', grants: [] },
  { name: 'admin', kind: 'admin', grants: [] },
  { name: 'super_admin', kind: 'super_admin', grants: [] },
  { name: 'custom-without', kind: 'custom', grants: [UNRELATED_GRANT] },
  ...[...new Set(grantKeys)]
    .sort()
    .map((key): Blueprint => ({ name: `custom-with:${key}`, kind: 'custom', grants: [key] })),
  ...combinations.map((keys): Blueprint => ({
    name: `custom-with:${[...keys].sort().join('+')}`,
    kind: 'custom',
    grants: [...keys].sort(),
  })),
]

type Roles = Awaited<ReturnType<typeof seededPermissions>>

const materialise = async (roles: Roles, blueprint: Blueprint): Promise<Principal> => {
  const { name, kind, grants } = blueprint
  if (kind === 'visitor') {
    return principal({
      name,
      kind,
      user: null,
      roleId: null,
      grants: [],
      session: null,
      permissions: roles('visitor').keys,
    })
  }
  if (kind === 'custom') {
    const role = await createCustomRole(grants)
    const user = await createUser({ roleId: role.id })
    const permissions = new Set([...roles('member').keys, ...grants])
    const s = await mintSession(user.id)
    return principal({ name, kind, user, roleId: role.id, grants, session: s, permissions })
  }
  const { id, keys } = roles(kind)
  const user = await createUser({ role: kind })
  const s = await mintSession(user.id)
  return principal({ name, kind, user, roleId: id, grants: [], session: s, permissions: keys })
}

export type Principals = {
  readonly all: readonly Principal[]
  get(name: string): Principal
  signedIn(name: string): SignedInPrincipal
  /** A fresh principal of the same kind (new user, same grants in a new custom role), for destructive calls. */
  disposable(of: Principal): Promise<Principal>
}

export const isSignedIn = (p: Principal): p is SignedInPrincipal =>
  p.user !== null && p.session !== null

/**
 * Builds every principal once (one real sign-in each). `grantKeys` are the permissions that get a
 * `custom-with:<key>` principal; pass every key the app's guards name. Each of `combinations`
 * gets one custom role holding those keys together, named `custom-with:<a>+<b>…` (sorted).
 */
export const buildPrincipals = async (
  grantKeys: readonly string[],
  combinations: readonly (readonly string[])[] = [],
): Promise<Principals> => {
  const roles = await seededPermissions()
  const list = blueprints(grantKeys, combinations)
  const all: Principal[] = []
  for (const blueprint of list) all.push(await materialise(roles, blueprint))
  const get = (name: string) => {
    const found = all.find((p) => p.name === name)
    if (!found) throw new Error(`principals: no principal named ${name}`)
    return found
  }
  return {
    all,
    get,
    signedIn: (name) => {
      const p = get(name)
      if (!isSignedIn(p)) throw new Error(`principals: ${name} is not signed in`)
      return p
    },
    disposable: async (of) => {
      const blueprint = list.find((b) => b.name === of.name)
      if (!blueprint) throw new Error(`principals: unknown principal ${of.name}`)
      return materialise(roles, blueprint)
    },
  }
}

/** Every permission key named by an `allowed(...)` guard among `rules` (e.g. 'permission:a|b'). */
export const permissionKeysOf = (rules: Iterable<string | undefined>) => {
  const keys = new Set<string>()
  for (const rule of rules) {
    if (rule?.startsWith('permission:'))
      for (const key of rule.slice('permission:'.length).split('|')) keys.add(key)
  }
  return [...keys].sort()
}

// Items owned by a principal, or by someone else. Routes with items: users (a member's own
// record), roles (the role one holds), notification preferences (by user id), events, orders,
// uploads, forum threads, replies and likes (created for the principal, or for the bystander).

/** A member who belongs to none of the principals. */
export const createBystander = () => createUser()

/** The user id a call on `ownership` targets: the principal's own, or a bystander's. */
export const userItem = (p: Principal, ownership: Ownership, bystander: { id: number }) => {
  if (ownership === 'own') {
    if (!p.user) throw new Error(`principals: ${p.name} owns no user record`)
    return p.user.id
  }
  return bystander.id
}

/** A role id: the one the principal holds, or a custom role nobody among the principals holds. */
export const roleItem = (p: Principal, ownership: Ownership, other: { id: number }) => {
  if (ownership === 'own') {
    if (p.roleId === null) throw new Error(`principals: ${p.name} holds no role`)
    return p.roleId
  }
  return other.id
}

/** A custom role with no permissions and no members: a safe target for edits and deletion. */
export const createTargetRole = () => createCustomRole([])

/** Notification preferences are addressed by user id, as users are. */
export const preferencesItem = userItem

/** The user an `ownership` item is created for: the principal, or the bystander. */
const ownerId = (p: Principal, ownership: Ownership, bystander: { id: number }) =>
  userItem(p, ownership, bystander)

type NewEvent = Parameters<typeof createEvent>[0]
type NewTickets = Parameters<typeof createEvent>[1]

/** A fresh approved event (one free unlimited ticket unless `tickets` says otherwise), the principal's or the bystander's. */
export const eventItem = (
  p: Principal,
  ownership: Ownership,
  bystander: { id: number },
  overrides: NewEvent = {},
  tickets?: NewTickets,
) => createEvent({ userId: ownerId(p, ownership, bystander), ...overrides }, tickets)

/** A fresh purchased one-ticket order on its own event (10 seats, the order's one taken). */
export const orderItem = async (p: Principal, ownership: Ownership, bystander: { id: number }) => {
  const { event, tickets } = await createEvent({}, [limitedTicket(10, 1)])
  const order = await createOrder({
    eventId: event.id,
    ticketId: tickets[0]!.id,
    userId: ownerId(p, ownership, bystander),
  })
  return { event, ticket: tickets[0]!, order }
}

/** The 67-byte 1×1 transparent PNG. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='
export const tinyPng = () => Uint8Array.from(atob(TINY_PNG_BASE64), (c) => c.charCodeAt(0))

/** An uploaded image (its D1 row and its R2 object), written directly, for `userId`. */
export const createUpload = async (userId: number | null) => {
  const path = `images/event/2026/01/${crypto.randomUUID()}.png`
  const bytes = tinyPng()
  await env.UPLOADS.put(path, bytes, { httpMetadata: { contentType: 'image/png' } })
  const [row] = await db
    .insert(uploads)
    .values({
      userId,
      path,
      kind: 'event',
      category: 'images',
      mime: 'image/png',
      filesize: bytes.length,
      clientFilename: 'pixel.png',
    })
    .returning()
  return row!
}

/** A fresh upload, the principal's or the bystander's. */
export const uploadItem = (p: Principal, ownership: Ownership, bystander: { id: number }) =>
  createUpload(ownerId(p, ownership, bystander))

// ——— forum and groups ———
// (Rows written here rather than with forum-factories, which mints its sessions from this file.)

let forumSequence = 0
const forumUnique = () =>
  `${Date.now().toString(36)}-${(forumSequence += 1)}-${Math.random().toString(36).slice(2, 6)}`

/** A public thread in `categoryId` by `userId`, its counters as given (0 unless said). */
const insertThread = async (
  categoryId: number,
  userId: number,
  overrides: Partial<typeof forumThreads.$inferInsert> = {},
) => {
  const n = forumUnique()
  const [thread] = await db
    .insert(forumThreads)
    .values({
      forumCategoryId: categoryId,
      userId,
      title: `Thread ${n}`,
      slug: `thread-${n}`,
      body: 'Hello forum',
      lastActivityAt: new Date().toISOString(),
      ...overrides,
    })
    .returning()
  return thread!
}

/** A fresh public thread in `categoryId`, the principal's or the bystander's. */
export const threadItem = (
  p: Principal,
  ownership: Ownership,
  bystander: { id: number },
  categoryId: number,
) => insertThread(categoryId, ownerId(p, ownership, bystander))

/**
 * A fresh top-level reply, the principal's or the bystander's, on a public thread of
 * `categoryId`; the thread's and category's total_replies count it, as the API would have.
 */
export const replyItem = async (
  p: Principal,
  ownership: Ownership,
  bystander: { id: number },
  categoryId: number,
) => {
  const thread = await insertThread(categoryId, bystander.id, { totalReplies: 1 })
  const [reply] = await db
    .insert(forumReplies)
    .values({ forumThreadId: thread.id, userId: ownerId(p, ownership, bystander), body: 'A reply' })
    .returning()
  await db
    .update(forumCategories)
    .set({ totalReplies: sql`${forumCategories.totalReplies} + 1` })
    .where(sql`${forumCategories.id} = ${categoryId}`)
  return { thread, reply: reply! }
}

/** A like of a fresh public thread (its total_likes 1), the principal's or the bystander's. */
export const likeItem = async (
  p: Principal,
  ownership: Ownership,
  bystander: { id: number },
  categoryId: number,
) => {
  const thread = await insertThread(categoryId, bystander.id, { totalLikes: 1 })
  const [like] = await db
    .insert(forumLikes)
    .values({
      forumObjectType: 'thread',
      forumObjectId: thread.id,
      userId: ownerId(p, ownership, bystander),
    })
    .returning()
  return { thread, like: like! }
}

/** An approved group (private unless said otherwise) with no members and no gated category. */
export const createGroup = async (overrides: Partial<typeof groups.$inferInsert> = {}) => {
  const n = forumUnique()
  const [group] = await db
    .insert(groups)
    .values({ title: `Group ${n}`, slug: `group-${n}`, status: 'approved', ...overrides })
    .returning()
  return group!
}

/** A pending request of a fresh member to join `groupId`. */
export const createGroupRequest = async (groupId: number) => {
  const user = await createUser()
  const [request] = await db
    .insert(groupUserRequests)
    .values({ groupId, userId: user.id })
    .returning()
  return { user, request: request! }
}
