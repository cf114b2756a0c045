import { and, asc, desc, eq, getTableColumns, sql, type SQLWrapper } from 'drizzle-orm'
import { slugCollisions } from '../lib/slugs'
import { memberOfGroupSql, viewerOfSession, type SqlViewer } from '../lib/viewer-sql'
import { qualified } from '../lib/sql-columns'
import type { Db } from '../db/client'
import { groups, groupUserRequests, groupUsers, users } from '../db/schema'
import { containsText } from '../lib/sql-text'
import type { ListGroupsQuery } from './groups.schemas'

/**
 * Group reads as single statements for one db.batch: visibility and the viewer's membership are
 * SQL, so a page costs one round trip with the session rows riding along.
 */

/** The reader, as SQL evaluated inside the statement. */
export type GroupViewer = SqlViewer

export const groupViewerOf = (tokenHash: string | null): GroupViewer =>
  viewerOfSession(tokenHash, ['groups.manage'])

const col = qualified

/** Members see approved groups; managers every group. */
export const groupVisibleSql = (viewer: GroupViewer, alias = 'groups') =>
  sql`(${viewer.manages} OR ${col(alias, 'status')} = 'approved')`

const requestedSql = (viewer: GroupViewer, groupId: SQLWrapper) =>
  sql`EXISTS (SELECT 1 FROM group_user_requests gr WHERE gr.group_id = ${groupId} AND gr.user_id = ${viewer.id})`

/** The outer row, qualified: an unqualified "id" inside a subquery would mean the subquery's table. */
const G = { id: sql.raw('groups.id') }

export const groupColumns = (viewer: GroupViewer) => ({
  ...getTableColumns(groups),
  isMember: (viewer.signedIn ? sql<number>`${memberOfGroupSql(viewer, G.id)}` : sql<number>`0`).as(
    'is_member',
  ),
  userRequested: (viewer.signedIn ? sql<number>`${requestedSql(viewer, G.id)}` : sql<number>`0`).as(
    'user_requested',
  ),
})

export type GroupRow = typeof groups.$inferSelect & { isMember: number; userRequested: number }

/** `42` is an id, anything else a slug. */
export const groupKeyMatch = (key: string, alias?: string) => {
  const byId = /^\d+$/.test(key)
  if (alias)
    return byId ? sql`${col(alias, 'id')} = ${Number(key)}` : sql`${col(alias, 'slug')} = ${key}`
  return byId ? eq(groups.id, Number(key)) : eq(groups.slug, key)
}

const listWhere = (viewer: GroupViewer, query: ListGroupsQuery) =>
  and(
    groupVisibleSql(viewer),
    query.status ? eq(groups.status, query.status) : undefined,
    query.q ? containsText(groups.title, query.q) : undefined,
  )

export const listGroupsStatements = (db: Db, viewer: GroupViewer, query: ListGroupsQuery) => {
  const where = listWhere(viewer, query)
  return {
    rows: db
      .select(groupColumns(viewer))
      .from(groups)
      .where(where)
      .orderBy(asc(groups.title), asc(groups.id))
      .limit(query.perPage)
      .offset(query.offset),
    total: db
      .select({ total: sql<number>`count(*)` })
      .from(groups)
      .where(where),
  }
}

/** A member as the group screens show them; joined_at is when they joined (null for a request). */
export const memberColumns = {
  id: users.id,
  forename: users.forename,
  surname: users.surname,
  slug: users.slug,
  img: users.img,
  company: users.company,
}

/**
 * One group (when visible), its members (managers, or members when show_members) and its pending
 * requests (managers) — the last two LIMIT 0 unless asked for, so the batch has a fixed shape.
 */
export const getGroupStatements = (
  db: Db,
  viewer: GroupViewer,
  key: string,
  relations: ReadonlySet<string>,
) => {
  const membersShown = sql`(SELECT g.id FROM groups g WHERE ${groupKeyMatch(key, 'g')} AND ${groupVisibleSql(viewer, 'g')}
    AND (${viewer.manages} OR (g.show_members = 1 AND ${memberOfGroupSql(viewer, sql.raw('g.id'))})))`
  const requestsShown = sql`(SELECT g.id FROM groups g WHERE ${groupKeyMatch(key, 'g')} AND ${viewer.manages})`
  return {
    row: db
      .select(groupColumns(viewer))
      .from(groups)
      .where(and(groupKeyMatch(key), groupVisibleSql(viewer))),
    users: db
      .select({ ...memberColumns, joinedAt: groupUsers.createdAt })
      .from(groupUsers)
      .innerJoin(users, eq(users.id, groupUsers.userId))
      .where(sql`${groupUsers.groupId} = ${membersShown}`)
      .orderBy(asc(users.forename), asc(users.surname), asc(users.id))
      .limit(relations.has('users') ? 1000 : 0),
    requests: db
      .select({ ...requestColumns })
      .from(groupUserRequests)
      .innerJoin(users, eq(users.id, groupUserRequests.userId))
      .where(sql`${groupUserRequests.groupId} = ${requestsShown}`)
      .orderBy(asc(groupUserRequests.createdAt), asc(groupUserRequests.id))
      .limit(relations.has('user_requests') ? 1000 : 0),
  }
}

/** D1 merges result columns that share a name: the member's id gets its own. */
export const requestColumns = {
  id: groupUserRequests.id,
  groupId: groupUserRequests.groupId,
  userId: groupUserRequests.userId,
  createdAt: groupUserRequests.createdAt,
  user: { ...memberColumns, id: sql<number>`${users.id}`.as('member_id') },
}

export const newestFirst = [desc(groupUserRequests.createdAt), desc(groupUserRequests.id)]

/**
 * Holders of groups.manage who are told about join requests (super_admin holds everything);
 * the same rule as sessionHoldsSql.
 */
export const groupManagersQuery = (db: Db) =>
  db
    .select({ id: users.id, email: users.email, forename: users.forename, surname: users.surname })
    .from(users)
    .where(
      and(
        eq(users.isActive, 1),
        // Qualified by hand: unqualified, role_id inside the subquery would mean rp.role_id.
        sql`(users.role = 'super_admin' OR EXISTS (SELECT 1 FROM role_permissions rp JOIN roles r ON r.id = rp.role_id
          WHERE rp.permission_key = 'groups.manage' AND (r.key = users.role OR r.id = users.role_id)))`,
      ),
    )
    .limit(200)

/** The statement reading every slug a group titled `base` could collide with. */
export const takenGroupSlugsQuery = (db: Db, base: string) =>
  db.select({ slug: groups.slug }).from(groups).where(slugCollisions(groups.slug, base))
