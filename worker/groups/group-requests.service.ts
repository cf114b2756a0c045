import { and, eq, sql } from 'drizzle-orm'
import { groups, groupUserRequests, groupUsers, users } from '../db/schema'
import { isUniqueViolation } from '../lib/db-errors'
import type { Deps } from '../lib/deps'
import { conflict, forbidden, notFound } from '../lib/errors'
import { notify } from '../notifications/notify'
import { addMemberStatements, ALREADY_MEMBER } from './group-members.service'
import { groupManagersQuery, newestFirst, requestColumns } from './groups.queries'
import { toGroupRequest } from './groups.resources'
import {
  JOINED_GROUP,
  REQUEST_DECLINED,
  REQUEST_SENT,
  USER_ADDED,
  type GroupJoinResult,
  type GroupRequestInput,
  type GroupRequestResource,
  type ListGroupRequestsQuery,
} from './groups.schemas'

/**
 * Join requests: ask (an approved public group is joined at once), accept (adds the member),
 * decline (removes the request). Asking twice for the same private group is a 409: the first
 * request stands, and the app already shows "Requested to join" instead of the button.
 */

export const ALREADY_REQUESTED = 'You have already asked to join this group'
export const ONLY_FOR_YOURSELF = 'You can only ask to join a group for yourself'

/** Rows per notify call: each notification binds 7 values. */
const NOTIFY_CHUNK = 12
const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, i * size + size),
  )

const logFailure = (what: string) => (error: unknown) =>
  console.error(`${what} notification failed`, error)

export const listGroupRequests = async (
  deps: Deps,
  query: ListGroupRequestsQuery,
): Promise<{ rows: GroupRequestResource[]; total: number }> => {
  const { db } = deps
  const where = query.group_id ? eq(groupUserRequests.groupId, query.group_id) : undefined
  const [rows, [count]] = await db.batch([
    db
      .select(requestColumns)
      .from(groupUserRequests)
      .innerJoin(users, eq(users.id, groupUserRequests.userId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(groupUserRequests)
      .where(where),
  ])
  return { rows: rows.map(toGroupRequest), total: count?.total ?? 0 }
}

export const requestToJoin = async (
  deps: Deps,
  input: GroupRequestInput,
): Promise<GroupJoinResult> => {
  const { db } = deps
  const actor = await deps.auth.load()
  const me = actor.user
  if (!me || input.user_id !== me.id) throw forbidden(ONLY_FOR_YOURSELF)
  const [[group], member] = await db.batch([
    db
      .select({
        id: groups.id,
        title: groups.title,
        status: groups.status,
        privacy: groups.privacy,
      })
      .from(groups)
      .where(eq(groups.id, input.group_id)),
    db
      .select({ userId: groupUsers.userId })
      .from(groupUsers)
      .where(and(eq(groupUsers.groupId, input.group_id), eq(groupUsers.userId, me.id))),
  ])
  // Members only see approved groups: any other is answered like a missing one.
  const manages = actor.user?.role === 'super_admin' || actor.permissions.has('groups.manage')
  if (!group || (group.status !== 'approved' && !manages)) throw notFound()
  if (member.length > 0) throw conflict(ALREADY_MEMBER)

  if (group.privacy === 'public' && group.status === 'approved') {
    const [counted] = await db.batch(addMemberStatements(db, group.id, me.id))
    if (counted.length === 0) throw conflict(ALREADY_MEMBER)
    return { status: 'joined', message: JOINED_GROUP, request: null }
  }

  let request: { id: number; group_id: number; user_id: number }
  try {
    const [created] = await db
      .insert(groupUserRequests)
      .values({ groupId: group.id, userId: me.id })
      .returning({
        id: groupUserRequests.id,
        group_id: groupUserRequests.groupId,
        user_id: groupUserRequests.userId,
      })
    request = created!
  } catch (error) {
    if (isUniqueViolation(error, 'group_user_requests.group_id')) throw conflict(ALREADY_REQUESTED)
    throw error
  }
  const [managers] = await db.batch([groupManagersQuery(db)])
  const payload = {
    title: `${me.forename} ${me.surname} asked to join ${group.title}`,
    link: `/admin/groups?members=${group.id}`,
    data: { group_id: group.id, user_id: me.id, request_id: request.id },
    values: { actor_name: `${me.forename} ${me.surname}`.trim(), group_title: group.title },
  }
  // notify writes one INSERT per call, and D1 binds at most 100 values per statement.
  await Promise.all(
    chunks(managers, NOTIFY_CHUNK).map((some) =>
      notify(deps, some, 'group.join_request', payload).catch(logFailure('group.join_request')),
    ),
  )
  return { status: 'requested', message: REQUEST_SENT, request }
}

/** Adds the member, moves the counter and removes the request in one batch; then tells the member. */
export const acceptGroupRequest = async (
  deps: Deps,
  id: number,
): Promise<{ id: number; group_id: number; user_id: number; message: string }> => {
  const { db } = deps
  const [[request]] = await db.batch([
    db
      .select({
        groupId: groupUserRequests.groupId,
        userId: groupUserRequests.userId,
        title: groups.title,
        slug: groups.slug,
      })
      .from(groupUserRequests)
      .innerJoin(groups, eq(groups.id, groupUserRequests.groupId))
      .where(eq(groupUserRequests.id, id)),
  ])
  if (!request) throw notFound()
  const [, , removed] = await db.batch(addMemberStatements(db, request.groupId, request.userId, id))
  // Someone else accepted or declined it in between.
  if (removed.length === 0) throw notFound()
  const [recipients] = await db.batch([
    db
      .select({
        id: users.id,
        email: users.email,
        forename: users.forename,
        surname: users.surname,
      })
      .from(users)
      .where(eq(users.id, request.userId)),
  ])
  await notify(deps, recipients, 'group.join_accepted', {
    title: `You have joined ${request.title}`,
    link: `/groups/${request.slug}`,
    data: { group_id: request.groupId },
    values: { group_title: request.title },
  }).catch(logFailure('group.join_accepted'))
  return { id, group_id: request.groupId, user_id: request.userId, message: USER_ADDED }
}

export const declineGroupRequest = async (
  deps: Deps,
  id: number,
): Promise<{ id: number; message: string }> => {
  const [removed] = await deps.db
    .delete(groupUserRequests)
    .where(eq(groupUserRequests.id, id))
    .returning({ id: groupUserRequests.id })
  if (!removed) throw notFound()
  return { id, message: REQUEST_DECLINED }
}
