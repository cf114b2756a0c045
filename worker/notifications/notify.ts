import type { Deps } from '../lib/deps'
import { sendMails } from '../mail/mailer'
import { renderTemplate } from '../mail/render-template'
import { getSettings } from '../settings/settings.service'
import {
  canDisableOf,
  emailTemplateFor,
  emailTemplateKeyOf,
  FALLBACK_EMAIL_TEMPLATE,
  ownEmailTemplate,
} from '../templates/template-rules'
import { emailTemplatesByKeysQuery, pushTemplateQuery } from '../templates/templates.queries'
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-kinds'
import { choicesQuery, insertNotificationsStatement } from './notifications.queries'

const ROWS_PER_INSERT = 12

export type Recipient = { id: number; email: string; forename: string; surname: string }
export type NotificationPayload = {
  title: string
  body?: string
  /** A path inside the app, e.g. /admin/users?userStatus=-1. */
  link?: string
  data?: Record<string, unknown>
  /** The kind's own placeholders for its email and push templates (:event_title, :actor_name…). */
  values?: Record<string, string | number>
}

/** A push message rendered from the kind's push template, for the push channel to deliver. */
export type PushMessage = { userId: number; subject: string; notification: string; link: string }

/**
 * Tells members about something: stores one in-app notification each (its title and body are the
 * code's words, as the bell shows them), then emails those whose preferences (or the kind's
 * default) ask for email, with the kind's email template, and renders the kind's push template
 * for those who ask for push. An inactive template sends nothing on its channel; the templates'
 * can_disable decides whether a member's choice counts (template-rules.ts). The choices, the
 * templates and the inserts are one batch. There is no web push delivery yet: the rendered
 * push messages are returned for it. Call it after the write it reports on.
 */
export const notify = async (
  deps: Pick<Deps, 'db' | 'env'>,
  recipients: Recipient | Recipient[],
  kind: NotificationKind,
  payload: NotificationPayload,
): Promise<{ emailed: number; push: PushMessage[] }> => {
  const list = Array.isArray(recipients) ? recipients : [recipients]
  if (list.length === 0) return { emailed: 0, push: [] }
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
  const [prefs, emailRows, pushRows] = await db.batch([
    choicesQuery(db, kind, ids),
    emailTemplatesByKeysQuery(db, [emailTemplateKeyOf(kind), FALLBACK_EMAIL_TEMPLATE]),
    pushTemplateQuery(db, kind),
    ...inserts,
  ])
  const pushTemplate = pushRows[0]
  const canDisable = canDisableOf(kind, ownEmailTemplate(kind, emailRows), pushTemplate)
  const choice = new Map(prefs.map((p) => [p.userId, p]))
  const wants = (r: Recipient, channel: 'email' | 'push') =>
    canDisable ? (choice.get(r.id)?.[channel] ?? spec[channel]) : spec[channel]

  const emailTemplate = emailTemplateFor(kind, emailRows)
  const emailTo = emailTemplate?.active ? list.filter((r) => wants(r, 'email')) : []
  const pushTo = pushTemplate?.active ? list.filter((r) => wants(r, 'push')) : []
  if (emailTo.length === 0 && pushTo.length === 0) return { emailed: 0, push: [] }

  const settings = await getSettings(db)
  const link = payload.link ? new URL(payload.link, env.SITE_URL).toString() : env.SITE_URL
  const valuesFor = (r: Recipient) => ({
    name: r.forename,
    full_name: `${r.forename} ${r.surname}`,
    title: payload.title,
    body: payload.body ?? '',
    link,
    ...payload.values,
    site_name: settings.site_name,
  })
  const push = pushTemplate
    ? pushTo.map((r) => {
        const { subject, text } = renderTemplate(
          { subject: pushTemplate.subject, body: pushTemplate.notification },
          valuesFor(r),
        )
        return { userId: r.id, subject, notification: text, link }
      })
    : []
  if (emailTemplate) {
    await sendMails(
      deps,
      emailTo.map((r) => ({
        to: r.email,
        ...renderTemplate(emailTemplate, valuesFor(r)),
        templateKey: emailTemplate.key,
      })),
    )
  }
  return { emailed: emailTo.length, push }
}
