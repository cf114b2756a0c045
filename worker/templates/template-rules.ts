import { NOTIFICATION_KINDS, type NotificationKind } from '../notifications/notification-kinds'

/**
 * How a kind's templates steer notify() and the notification preferences (spec 02 §3, §8):
 * - its email goes through its own email template, or the generic 'notification' one while it has
 *   none; an inactive template sends no email;
 * - its push message is rendered from the push template keyed by the kind; inactive, none is sent;
 * - a member may turn it off only if both of its templates allow it (can_disable); until its
 *   templates exist, the kind's own default decides.
 */

export const FALLBACK_EMAIL_TEMPLATE = 'notification'

export const emailTemplateKeyOf = (kind: NotificationKind): string =>
  NOTIFICATION_KINDS[kind].template

/** The kind's own email template among `rows`; a kind still on the generic one has none. */
export const ownEmailTemplate = <T extends { key: string }>(kind: NotificationKind, rows: T[]) => {
  const key = emailTemplateKeyOf(kind)
  return key === FALLBACK_EMAIL_TEMPLATE ? undefined : rows.find((r) => r.key === key)
}

type CanDisable = { canDisable: boolean } | undefined

export const canDisableOf = (kind: NotificationKind, email: CanDisable, push: CanDisable) => {
  const fallback: boolean = NOTIFICATION_KINDS[kind].canDisable
  return (email?.canDisable ?? fallback) && (push?.canDisable ?? fallback)
}

/** The template a kind's email uses: its own, else the generic one; undefined when neither exists. */
export const emailTemplateFor = <T extends { key: string }>(kind: NotificationKind, rows: T[]) =>
  ownEmailTemplate(kind, rows) ?? rows.find((r) => r.key === FALLBACK_EMAIL_TEMPLATE)
