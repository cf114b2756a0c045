import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notificationPreferences, notifications } from '../db/schema'
import type { Actor } from '../lib/context'
import { isForeignKeyViolation } from '../lib/db-errors'
import { forbidden, invalid, notFound } from '../lib/errors'
import type { Paging } from '../lib/paging'
import { can } from '../lib/policy'
import { NOTIFICATION_KINDS, NOTIFICATION_KEYS } from './notification-kinds'
import type { NotificationPreferenceResource, NotificationResource } from './notifications.schemas'

const toResource = (row: typeof notifications.$inferSelect): NotificationResource => ({
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
 * One round trip: the page, its total and the unread count. `userId` may be SQL (the session's
 * user), so the page can ride in the same batch as the session rows.
 */
export const listNotifications = async (
  db: Db,
  userId: number | SQL,
  query: Paging & { status: 'all' | 'unread' | 'read' },
) => {
  const mine = eq(notifications.userId, userId)
  const where =
    query.status === 'unread'
      ? and(mine, isNull(notifications.readAt))
      : query.status === 'read'
        ? and(mine, isNotNull(notifications.readAt))
        : mine
  const [rows, [counts]] = await db.batch([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.perPage)
      .offset(query.offset),
    // Both counts are answered from indexes alone; "read" is their difference.
    db
      .select({
        all: sql<number>`(SELECT count(*) FROM notifications WHERE user_id = ${userId})`,
        unread: sql<number>`(SELECT count(*) FROM notifications WHERE user_id = ${userId} AND read_at IS NULL)`,
      })
      .from(sql`(SELECT 1)`),
  ])
  const all = counts?.all ?? 0
  const unread = counts?.unread ?? 0
  const total = query.status === 'unread' ? unread : query.status === 'read' ? all - unread : all
  return { rows: rows.map(toResource), total, unread }
}

export const markRead = async (
  db: Db,
  userId: number,
  input: { ids: number[] } | { all: true },
) => {
  const mine = and(eq(notifications.userId, userId), isNull(notifications.readAt))
  // One bound parameter however many ids (D1 allows 100 per statement).
  const where =
    'ids' in input
      ? and(
          mine,
          sql`${notifications.id} IN (SELECT value FROM json_each(${JSON.stringify(input.ids)}))`,
        )
      : mine
  const result = await db
    .update(notifications)
    .set({ readAt: new Date().toISOString() })
    .where(where)
  return { updated: result.meta.changes }
}

/** Members read and change their own preferences; users.update reads and changes anyone's. */
const assertMayManagePreferences = (actor: Actor, userId: number) => {
  if (actor.user?.id !== userId && !can(actor, 'users.update')) throw forbidden()
}

export const listPreferences = async (
  db: Db,
  actor: Actor,
  userId: number,
): Promise<NotificationPreferenceResource[]> => {
  assertMayManagePreferences(actor, userId)
  const stored = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
  const byKey = new Map(stored.map((p) => [p.notification, p]))
  return NOTIFICATION_KEYS.map((key) => {
    const spec = NOTIFICATION_KINDS[key]
    const saved = spec.canDisable ? byKey.get(key) : undefined
    return {
      notification: key,
      label: spec.label,
      email: saved?.email ?? spec.email,
      push: saved?.push ?? spec.push,
      can_disable: spec.canDisable,
    }
  })
}

export const savePreferences = async (
  db: Db,
  actor: Actor,
  input: {
    user_id: number
    notifications: {
      notification: (typeof NOTIFICATION_KEYS)[number]
      email: boolean
      push: boolean
    }[]
  },
) => {
  assertMayManagePreferences(actor, input.user_id)
  const fields: Record<string, string[]> = {}
  input.notifications.forEach((p, i) => {
    const spec = NOTIFICATION_KINDS[p.notification]
    if (!spec.canDisable && (p.email !== spec.email || p.push !== spec.push)) {
      fields[`notifications.${i}`] = ['This notification cannot be turned off']
    }
  })
  if (Object.keys(fields).length > 0) throw invalid(fields)
  const writes = input.notifications
    .filter((p) => NOTIFICATION_KINDS[p.notification].canDisable)
    .map((p) =>
      db
        .insert(notificationPreferences)
        .values({
          userId: input.user_id,
          notification: p.notification,
          email: p.email,
          push: p.push,
        })
        .onConflictDoUpdate({
          target: [notificationPreferences.userId, notificationPreferences.notification],
          set: { email: p.email, push: p.push },
        }),
    )
  const [first, ...rest] = writes
  if (first) {
    try {
      await db.batch([first, ...rest])
    } catch (error) {
      // The only foreign key here is the user: a missing user is a 404, not a 500.
      if (isForeignKeyViolation(error)) throw notFound()
      throw error
    }
  }
  return listPreferences(db, actor, input.user_id)
}
