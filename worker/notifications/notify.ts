import type { Deps } from '../lib/deps'
import { sendTemplate } from '../mail/mailer'
import { getSettings } from '../settings/settings.service'
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds'
import { emailChoicesQuery, insertNotificationsStatement } from './notifications.queries'

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
  deps: Pick<Deps, 'db' | 'env'>,
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
    inserts.push(insertNotificationsStatement(db, rows.slice(i, i + ROWS_PER_INSERT)))
  }
  const results = await db.batch([emailChoicesQuery(db, kind, ids), ...inserts])
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
