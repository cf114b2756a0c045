import { requireUser, type Deps } from '../lib/deps'
import { notFound } from '../lib/errors'
import { disconnectStatements, listConnectsStatements } from './connections.queries'
import { toConnection } from './connections.resources'
import { CONNECTION_REMOVED, NOT_CONNECTED, type ListConnectsQuery } from './connections.schemas'

/** Connections (spec 01 §3, §7 connects): a member's network, and ending a connection. */

export const listConnects = async (deps: Deps, query: ListConnectsQuery) => {
  const { db } = deps
  const [rows, [count]] = await db.batch(
    listConnectsStatements(db, deps.auth.tokenHash ?? '', query),
  )
  return { rows: rows.map(toConnection), total: count?.total ?? 0 }
}

/** Removes both rows and recounts both members; either member may end it. */
export const removeConnection = async (deps: Deps, userId: number) => {
  const actor = await requireUser(deps)
  const [removed] = await deps.db.batch(disconnectStatements(deps.db, actor.user.id, userId))
  if (removed.length === 0) throw notFound(NOT_CONNECTED)
  return { user_id: userId, message: CONNECTION_REMOVED }
}
