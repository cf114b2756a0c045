import type { emailTemplates, pushTemplates } from '../db/schema'
import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/notification-kinds'
import type { EmailTemplateResource, PushTemplateResource } from './templates.schemas'

/** Email keys that are not a notification kind, or whose kind's label would mislead. */
const EMAIL_LABELS: Record<string, string> = {
  'user.requested': 'Thanks for asking to join (to the applicant)',
  'admin.user_requested': NOTIFICATION_KINDS['user.requested'].label,
  'password.reset': 'Reset your password',
  notification: 'Any other notification (the generic email)',
}

const kindLabel = (key: string) =>
  key in NOTIFICATION_KINDS ? NOTIFICATION_KINDS[key as NotificationKind].label : key

export const toEmailTemplateResource = (
  row: typeof emailTemplates.$inferSelect,
): EmailTemplateResource => ({
  key: row.key,
  label: EMAIL_LABELS[row.key] ?? kindLabel(row.key),
  subject: row.subject,
  body: row.body,
  status: row.status,
  placeholders: row.placeholders,
  can_disable: row.canDisable,
  active: row.active,
})

export const toPushTemplateResource = (
  row: typeof pushTemplates.$inferSelect,
): PushTemplateResource => ({
  key: row.key,
  label: kindLabel(row.key),
  subject: row.subject,
  notification: row.notification,
  placeholders: row.placeholders,
  can_disable: row.canDisable,
  active: row.active,
  updated_at: row.updatedAt,
})
