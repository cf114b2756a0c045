import { eq } from 'drizzle-orm'
import { groups } from '../db/schema'
import { isForeignKeyViolation, isUniqueViolation } from '../lib/db-errors'
import type { Deps } from '../lib/deps'
import { conflict, notFound } from '../lib/errors'
import {
  getGroupStatements,
  groupViewerOf,
  listGroupsStatements,
  takenGroupSlugsQuery,
} from './groups.queries'
import { toGroupMember, toGroupRequest, toGroupResource } from './groups.resources'
import {
  GROUP_GATES_CATEGORIES,
  type CreateGroupInput,
  type GroupResource,
  type ListGroupsQuery,
  type UpdateGroupInput,
} from './groups.schemas'
import { claimSlug, slugBase } from '../lib/slugs'

/**
 * Groups: list and read (with the viewer's membership state, one db.batch with the session riding
 * along), create (pending unless the manager chooses), edit, delete. Membership lives in
 * group-members.service.ts and group-requests.service.ts.
 */

export const listGroups = async (
  deps: Deps,
  query: ListGroupsQuery,
): Promise<{ rows: GroupResource[]; total: number }> => {
  const { db, auth } = deps
  const statements = listGroupsStatements(db, groupViewerOf(auth.tokenHash), query)
  const [rows, [count]] = await db.batch([statements.rows, statements.total])
  return { rows: rows.map(toGroupResource), total: count?.total ?? 0 }
}

/** By id or slug; a group the reader may not see is answered like a missing one (404). */
export const getGroup = async (
  deps: Deps,
  idOrSlug: string,
  relations: readonly ('users' | 'user_requests')[],
): Promise<GroupResource> => {
  const { db, auth } = deps
  const wanted = new Set<string>(relations)
  const statements = getGroupStatements(db, groupViewerOf(auth.tokenHash), idOrSlug, wanted)
  const [[row], members, requests] = await db.batch([
    statements.row,
    statements.users,
    statements.requests,
  ])
  if (!row) throw notFound()
  return {
    ...toGroupResource(row),
    ...(wanted.has('users')
      ? { users: members.map(({ joinedAt, ...u }) => toGroupMember(u, joinedAt)) }
      : {}),
    ...(wanted.has('user_requests') ? { user_requests: requests.map(toGroupRequest) } : {}),
  }
}

const settingsValues = (settings: CreateGroupInput['settings']) =>
  settings?.hide_attendees === undefined ? {} : { hideAttendees: settings.hide_attendees }

export const createGroup = async (deps: Deps, input: CreateGroupInput): Promise<GroupResource> => {
  const { db } = deps
  const actor = await deps.auth.load()
  const base = slugBase(input.title, 'group')
  // Two requests may claim the same slug at once: the unique index refuses one, which retries.
  for (let attempt = 0; ; attempt += 1) {
    const [taken] = await db.batch([takenGroupSlugsQuery(db, base)])
    const slug = claimSlug(new Set(taken.map((t) => t.slug)), base)
    try {
      await db.insert(groups).values({
        userId: actor.user?.id ?? null,
        title: input.title,
        slug,
        description: input.description ?? null,
        img: input.img ?? null,
        // Only managers reach this route; a group they do not approve on creation waits (spec 02 §4).
        status: input.status ?? 'pending',
        privacy: input.privacy,
        showMembers: input.show_members,
        ...settingsValues(input.settings),
      })
      return await getGroup(deps, slug, [])
    } catch (error) {
      if (attempt >= 2 || !isUniqueViolation(error, 'groups.slug')) throw error
    }
  }
}

/** The slug stays as created, so links to the group keep working after a rename. */
export const updateGroup = async (
  deps: Deps,
  id: number,
  input: UpdateGroupInput,
): Promise<GroupResource> => {
  const { db } = deps
  const changes = {
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.description === undefined ? {} : { description: input.description }),
    ...(input.img === undefined ? {} : { img: input.img }),
    ...(input.status === undefined ? {} : { status: input.status }),
    ...(input.privacy === undefined ? {} : { privacy: input.privacy }),
    ...(input.show_members === undefined ? {} : { showMembers: input.show_members }),
    ...settingsValues(input.settings),
    updatedAt: new Date().toISOString(),
  }
  const [updated] = await db
    .update(groups)
    .set(changes)
    .where(eq(groups.id, id))
    .returning({ id: groups.id })
  if (!updated) throw notFound()
  return getGroup(deps, String(id), [])
}

/**
 * Members and requests go with the group (ON DELETE CASCADE). A group that gates forum categories
 * cannot go (the foreign key restricts it): deleting it would open those categories to everyone.
 * The admin moves or ungates them first. So a deletion takes no one's forum access away, and no
 * live socket needs deciding again.
 */
export const deleteGroup = async (deps: Deps, id: number): Promise<{ id: number }> => {
  try {
    const [deleted] = await deps.db
      .delete(groups)
      .where(eq(groups.id, id))
      .returning({ id: groups.id })
    if (!deleted) throw notFound()
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(GROUP_GATES_CATEGORIES)
    throw error
  }
  return { id }
}
