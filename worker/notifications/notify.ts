import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { notificationPreferences, notifications } from '../db/schema'
import { sendTemplate } from '../mail/mailer'
import { getSettings } from '../settings/settings.service'
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds'

const ROWS_PER_INSERT = 12

export type Recipient = { id: number; email: string; forename: string; surname: string }
export type NotificationPayload = {
  title: string
  body?: string
  /** A path inside the app, e.g. /admin/users?userStatus=-1. */
  link?: string
  data?: Record<string, unknown>
  /** Extra placeholders for the email template. */
  values?: Record<string, string | number>
}

/**
 * Tells members about something: stores one in-app notification each, then emails those whose
 * preferences (or the kind's default) ask for email. Call it after the write it reports on.
 */
export const notify = async (
  deps: { db: Db; env: Env },
  recipients: Recipient | Recipient[],
  kind: NotificationKind,
  payload: NotificationPayload,
) => {
  const list = Array.isArray(recipients) ? recipients : [recipients]
  if (list.length === 0) return
  const { db, env } = deps
  const spec = NOTIFICATION_KINDS[kind]
  const ids = list.map((r) => r.id)
  const rows = list.map((r) => ({
    userId: r.id,
    kind,
    title: payload.title,
    body: payload.body ?? '',
    link: payload.link ?? null,
    data: payload.data ?? {},
  }))
  // D1 binds at most 100 values per statement: a row binds 8, so insert in chunks.
  const inserts = []
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    inserts.push(db.insert(notifications).values(rows.slice(i, i + ROWS_PER_INSERT)))
  }
  const prefsQuery = db
    .select({ userId: notificationPreferences.userId, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.notification, kind),
        // One bound JSON array rather than a value per id: D1's limit is 100 per statement.
        inArray(
          notificationPreferences.userId,
          sql`(SELECT value FROM json_each(${JSON.stringify(ids)}))`,
        ),
      ),
    )
  const results = await db.batch([prefsQuery, ...inserts])
  const prefs = results[0]
  const emailChoice = new Map(prefs.map((p) => [p.userId, p.email]))
  const wantsEmail = list.filter((r) =>
    spec.canDisable ? (emailChoice.get(r.id) ?? spec.email) : spec.email,
  )
  if (wantsEmail.length === 0) return
  const settings = await getSettings(db)
  const link = payload.link ? new URL(payload.link, env.SITE_URL).toString() : env.SITE_URL
  await Promise.all(
    wantsEmail.map((r) =>
      sendTemplate({ db, env, siteName: settings.site_name }, spec.template, r.email, {
        name: r.forename,
        full_name: `${r.forename} ${r.surname}`,
        title: payload.title,
        body: payload.body ?? '',
        link,
        ...payload.values,
      }),
    ),
  )
}
