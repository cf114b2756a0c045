import type { SignedInActor } from '../lib/actor'
import { batchOf } from '../lib/batch'
import { isForeignKeyViolation } from '../lib/db-errors'
import { requireUser, type Deps } from '../lib/deps'
import { forbidden, invalid, notFound } from '../lib/errors'
import type { Paging } from '../lib/paging'
import { can } from '../lib/policy'
import { sessionUserIdSql } from '../lib/viewer-sql'
import { canDisableOf, ownEmailTemplate } from '../templates/template-rules'
import { canDisableRowsStatements } from '../templates/templates.queries'
import type { notifications } from '../db/schema'
import { NOTIFICATION_KINDS, NOTIFICATION_KEYS } from './notification-kinds'
import {
  markReadStatement,
  notificationCountsQuery,
  notificationsPageQuery,
  preferencesOfUserQuery,
  upsertPreferenceStatement,
} from './notifications.queries'
import type { NotificationPreferenceResource, NotificationResource } from './notifications.schemas'

/** A member's notifications and their choices of how to be told (spec 02 §8). */

export const toNotificationResource = (
  row: typeof notifications.$inferSelect,
): NotificationResource => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  data: row.data,
  read_at: row.readAt,
  created_at: row.createdAt,
})

/**
 * One round trip: the page, its total and the unread count. The user id comes from the session in
 * SQL, so the page rides in the same batch as the session rows (the guard answers 401 to a bad one).
 */
export const listNotifications = async (
  deps: Deps,
  query: Paging & { status: 'all' | 'unread' | 'read' },
) => {
  const { db } = deps
  const userId = sessionUserIdSql(deps.auth.tokenHash ?? '')
  const [rows, [counts]] = await db.batch([
    notificationsPageQuery(db, userId, query),
    notificationCountsQuery(db, userId),
  ])
  const all = counts?.all ?? 0
  const unread = counts?.unread ?? 0
  const total = query.status === 'unread' ? unread : query.status === 'read' ? all - unread : all
  const messagesUnread = Number(counts?.messagesUnread ?? 0)
  return { rows: rows.map(toNotificationResource), total, unread, messagesUnread }
}

export const markRead = async (deps: Deps, input: { ids: number[] } | { all: true }) => {
  const actor = await requireUser(deps)
  const result = await markReadStatement(deps.db, actor.user.id, input)
  return { updated: result.meta.changes }
}

/** Members read and change their own preferences; users.update reads and changes anyone's. */
const assertMayManagePreferences = (actor: SignedInActor, userId: number) => {
  if (actor.user.id !== userId && !can(actor, 'users.update')) throw forbidden()
}

/** Whether members may turn each kind off: its templates' can_disable (template-rules.ts). */
const canDisableByKind = (
  emailRows: { key: string; canDisable: boolean }[],
  pushRows: { key: string; canDisable: boolean }[],
) => {
  const push = new Map(pushRows.map((r) => [r.key, r]))
  return new Map(
    NOTIFICATION_KEYS.map((key) => [
      key,
      canDisableOf(key, ownEmailTemplate(key, emailRows), push.get(key)),
    ]),
  )
}

const preferencesOf = async (
  db: Deps['db'],
  userId: number,
): Promise<NotificationPreferenceResource[]> => {
  const [stored, emailRows, pushRows] = await db.batch([
    preferencesOfUserQuery(db, userId),
    ...canDisableRowsStatements(db),
  ])
  const canDisable = canDisableByKind(emailRows, pushRows)
  const byKey = new Map(stored.map((p) => [p.notification, p]))
  return NOTIFICATION_KEYS.map((key) => {
    const spec = NOTIFICATION_KINDS[key]
    const disableable = canDisable.get(key) ?? false
    const saved = disableable ? byKey.get(key) : undefined
    return {
      notification: key,
      label: spec.label,
      email: saved?.email ?? spec.email,
      push: saved?.push ?? spec.push,
      can_disable: disableable,
    }
  })
}

export const listPreferences = async (deps: Deps, userId: number) => {
  assertMayManagePreferences(await requireUser(deps), userId)
  return preferencesOf(deps.db, userId)
}

export const savePreferences = async (
  deps: Deps,
  input: {
    user_id: number
    notifications: {
      notification: (typeof NOTIFICATION_KEYS)[number]
      email: boolean
      push: boolean
    }[]
  },
) => {
  const { db } = deps
  assertMayManagePreferences(await requireUser(deps), input.user_id)
  const canDisable = canDisableByKind(...(await db.batch(canDisableRowsStatements(db))))
  const fields: Record<string, string[]> = {}
  input.notifications.forEach((p, i) => {
    const spec = NOTIFICATION_KINDS[p.notification]
    if (!canDisable.get(p.notification) && (p.email !== spec.email || p.push !== spec.push)) {
      fields[`notifications.${i}`] = ['This notification cannot be turned off']
    }
  })
  if (Object.keys(fields).length > 0) throw invalid(fields)
  const writes = input.notifications
    .filter((p) => canDisable.get(p.notification))
    .map((p) => upsertPreferenceStatement(db, input.user_id, p))
  try {
    await batchOf(db, writes)
  } catch (error) {
    // The only foreign key here is the user: a missing user is a 404, not a 500.
    if (isForeignKeyViolation(error)) throw notFound()
    throw error
  }
  return preferencesOf(db, input.user_id)
}
