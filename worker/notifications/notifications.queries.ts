import { and, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notificationPreferences, notifications } from '../db/schema'
import type { Paging } from '../lib/paging'
import { unreadMessagesSql } from '../messages/messages.queries'

/** Statements of the notifications use cases: a member's list, marking read, preferences. */

type Status = 'all' | 'unread' | 'read'

/** `userId` may be SQL (the session's user), so the page can ride with the session rows. */
export const notificationsPageQuery = (
  db: Db,
  userId: number | SQL,
  query: Paging & { status: Status },
) => {
  const mine = eq(notifications.userId, userId)
  const where =
    query.status === 'unread'
      ? and(mine, isNull(notifications.readAt))
      : query.status === 'read'
        ? and(mine, isNotNull(notifications.readAt))
        : mine
  return db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(query.perPage)
    .offset(query.offset)
}

/** All and unread, both answered from indexes alone; "read" is their difference. */
export const notificationCountsQuery = (db: Db, userId: number | SQL) =>
  db
    .select({
      all: sql<number>`(SELECT count(*) FROM notifications WHERE user_id = ${userId})`,
      unread: sql<number>`(SELECT count(*) FROM notifications WHERE user_id = ${userId} AND read_at IS NULL)`,
      // The header's unread messages ride with the bell's count: one indexed range, no extra trip.
      messagesUnread: sql<number>`${unreadMessagesSql(userId)}`,
    })
    .from(sql`(SELECT 1)`)

export const markReadStatement = (
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
  return db.update(notifications).set({ readAt: new Date().toISOString() }).where(where)
}

export const preferencesOfUserQuery = (db: Db, userId: number) =>
  db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId))

export const upsertPreferenceStatement = (
  db: Db,
  userId: number,
  p: { notification: string; email: boolean; push: boolean },
) =>
  db
    .insert(notificationPreferences)
    .values({ userId, notification: p.notification, email: p.email, push: p.push })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.notification],
      set: { email: p.email, push: p.push },
    })

/** Whether each of `userIds` chose email and push for `kind` (only those who chose at all). */
export const choicesQuery = (db: Db, kind: string, userIds: number[]) =>
  db
    .select({
      userId: notificationPreferences.userId,
      email: notificationPreferences.email,
      push: notificationPreferences.push,
    })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.notification, kind),
        // One bound JSON array rather than a value per id: D1's limit is 100 per statement.
        inArray(
          notificationPreferences.userId,
          sql`(SELECT value FROM json_each(${JSON.stringify(userIds)}))`,
        ),
      ),
    )

export const insertNotificationsStatement = (db: Db, rows: (typeof notifications.$inferInsert)[]) =>
  db.insert(notifications).values(rows)
