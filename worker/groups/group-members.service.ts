import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm'
import { groups, groupUserRequests, groupUsers, users } from '../db/schema'
import type { Db } from '../db/client'
import { afterAnswer, type Deps } from '../lib/deps'
import { conflict, invalid, notFound } from '../lib/errors'
import { containsText } from '../lib/sql-text'
import { recheckLiveAccess } from '../live/live-access'
import { memberColumns } from './groups.queries'
import { toGroupMember } from './groups.resources'
import {
  USER_ADDED,
  USER_REMOVED,
  type GroupUserRow,
  type ListGroupUsersQuery,
} from './groups.schemas'

/**
 * The member manager's All Users tab: list with membership, add, remove (spec 02 §4). A removed
 * member loses the group's forum categories: their live sockets there are closed.
 */

export const ALREADY_MEMBER = 'The user already belongs to this group'
export const NOT_A_MEMBER = 'The user does not belong to this group'

const groupExists = (db: Db, groupId: number) =>
  db.select({ id: groups.id }).from(groups).where(eq(groups.id, groupId))

const memberOf = (groupId: number, userId: SQL) =>
  sql`EXISTS (SELECT 1 FROM group_users gu WHERE gu.group_id = ${groupId} AND gu.user_id = ${userId})`

/** scope=all: every active member with is_member; scope=members: the group's members. Paged in SQL. */
export const listGroupUsers = async (
  deps: Deps,
  groupId: number,
  query: ListGroupUsersQuery,
): Promise<{ rows: GroupUserRow[]; total: number }> => {
  const { db } = deps
  const U = sql.raw('users.id')
  const where = and(
    eq(users.isActive, 1),
    query.scope === 'members' ? memberOf(groupId, U) : undefined,
    query.q
      ? or(
          containsText(sql`${users.forename} || ' ' || ${users.surname}`, query.q),
          containsText(users.email, query.q),
          containsText(users.company, query.q),
        )
      : undefined,
  )
  const [group, rows, [count]] = await db.batch([
    groupExists(db, groupId),
    db
      .select({
        ...memberColumns,
        isMember: sql<number>`${memberOf(groupId, U)}`.as('is_member'),
        joinedAt: sql<
          string | null
        >`(SELECT gu.created_at FROM group_users gu WHERE gu.group_id = ${groupId} AND gu.user_id = ${U})`.as(
          'joined_at',
        ),
      })
      .from(users)
      .where(where)
      .orderBy(asc(users.forename), asc(users.surname), asc(users.id))
      .limit(query.perPage)
      .offset(query.offset),
    db
      .select({ total: sql<number>`count(*)` })
      .from(users)
      .where(where),
  ])
  if (group.length === 0) throw notFound()
  return {
    rows: rows.map(({ isMember, joinedAt, ...u }) => ({
      ...toGroupMember(u, joinedAt),
      is_member: Boolean(isMember),
    })),
    total: count?.total ?? 0,
  }
}

/**
 * The membership row and the counter in one batch: the counter moves only when the row is new
 * (NOT EXISTS, checked inside the same serialised batch), and a pending request is dropped (its
 * deleted id is the last statement's rows). With `requestId` nothing happens unless that request
 * still exists, so an accept racing a decline never adds a member.
 */
export const addMemberStatements = (
  db: Db,
  groupId: number,
  userId: number,
  requestId?: number,
) => {
  const requestLive =
    requestId === undefined
      ? sql`1`
      : sql`EXISTS (SELECT 1 FROM group_user_requests r WHERE r.id = ${requestId})`
  const now = new Date().toISOString()
  return [
    db
      .update(groups)
      .set({ totalUsers: sql`${groups.totalUsers} + 1` })
      .where(
        and(eq(groups.id, groupId), sql`NOT ${memberOf(groupId, sql`${userId}`)}`, requestLive),
      )
      .returning({ id: groups.id }),
    requestId === undefined
      ? db.insert(groupUsers).values({ groupId, userId, createdAt: now }).onConflictDoNothing()
      : db
          .insert(groupUsers)
          .select(
            sql`SELECT group_id, user_id, ${now} FROM group_user_requests WHERE id = ${requestId}`,
          )
          .onConflictDoNothing(),
    db
      .delete(groupUserRequests)
      .where(and(eq(groupUserRequests.groupId, groupId), eq(groupUserRequests.userId, userId)))
      .returning({ id: groupUserRequests.id }),
  ] as const
}

export const addGroupUser = async (
  deps: Deps,
  groupId: number,
  userId: number,
): Promise<{ group_id: number; user_id: number; message: string }> => {
  const { db } = deps
  const [group, user] = await db.batch([
    groupExists(db, groupId),
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
  ])
  if (group.length === 0) throw notFound()
  if (user.length === 0) throw invalid({ user_id: ['Choose a member'] })
  const [counted] = await db.batch(addMemberStatements(db, groupId, userId))
  if (counted.length === 0) throw conflict(ALREADY_MEMBER)
  return { group_id: groupId, user_id: userId, message: USER_ADDED }
}

export const removeGroupUser = async (
  deps: Deps,
  groupId: number,
  userId: number,
): Promise<{ group_id: number; user_id: number; message: string }> => {
  const { db } = deps
  const [group, counted] = await db.batch([
    groupExists(db, groupId),
    // The counter moves only when the row exists (checked before the delete, in the same batch).
    db
      .update(groups)
      .set({ totalUsers: sql`max(${groups.totalUsers} - 1, 0)` })
      .where(and(eq(groups.id, groupId), memberOf(groupId, sql`${userId}`)))
      .returning({ id: groups.id }),
    db
      .delete(groupUsers)
      .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, userId))),
  ])
  if (group.length === 0) throw notFound()
  if (counted.length === 0) throw notFound(NOT_A_MEMBER)
  await afterAnswer(deps, recheckLiveAccess(deps, { users: [userId] }))
  return { group_id: groupId, user_id: userId, message: USER_REMOVED }
}
