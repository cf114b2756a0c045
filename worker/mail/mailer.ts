import type { BatchItem } from 'drizzle-orm/batch'
import { batchOf } from '../lib/batch'
import type { Deps } from '../lib/deps'
import { insertOutboxStatement, setOutboxStatusStatement, templateQuery } from './mail.queries'
import { renderTemplate } from './render-template'

export type OutgoingMail = { to: string; subject: string; text: string; templateKey?: string }

/**
 * The one way mail leaves the app. Every message is kept in email_outbox (locally the only
 * delivery, readable at /dev/outbox); with EMAIL_API_URL and EMAIL_API_KEY set it is also
 * posted to a Resend-compatible HTTP API.
 */
export const sendMail = (deps: Pick<Deps, 'db' | 'env'>, mail: OutgoingMail) =>
  sendMails(deps, [mail])

/**
 * sendMail for many: the messages are stored in one batch (one round trip however many), with
 * `alongside`, statements that must commit or fail with them (the digest's record of what it
 * sent), then each is posted to the email API and the outcomes are recorded in one more batch.
 */
export const sendMails = async (
  deps: Pick<Deps, 'db' | 'env'>,
  mails: readonly OutgoingMail[],
  alongside: readonly BatchItem<'sqlite'>[] = [],
) => {
  const { db, env } = deps
  const inserts = mails.map((mail) =>
    insertOutboxStatement(db, {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      templateKey: mail.templateKey ?? null,
    }),
  )
  const results = await batchOf(db, [...inserts, ...alongside])
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY) return
  const ids = results.slice(0, inserts.length).map((rows) => (rows as { id: number }[])[0]?.id)
  const outcomes = await Promise.all(
    mails.map(async (mail, i) => {
      const id = ids[i]
      return id === undefined ? null : { id, status: await deliver(env, mail, id) }
    }),
  )
  await batchOf(
    db,
    outcomes.flatMap((o) => (o ? [setOutboxStatusStatement(db, o.id, o.status)] : [])),
  )
}

/** Posts one stored message to the email API; a refusal or an unreachable API is logged. */
const deliver = async (env: Env, mail: OutgoingMail, id: number): Promise<'sent' | 'failed'> => {
  try {
    const response = await fetch(env.EMAIL_API_URL!, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM ?? 'Guildhall <no-reply@example.com>',
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
      }),
    })
    if (response.ok) return 'sent'
    console.error(`email API answered ${response.status} for outbox #${id}`)
  } catch (error) {
    console.error(`email API unreachable for outbox #${id}`, error)
  }
  return 'failed'
}

/** Renders the template `key` with `values` (plus :site_name) and sends it; inactive templates send nothing. */
export const sendTemplate = async (
  deps: Pick<Deps, 'db' | 'env'> & { siteName: string },
  key: string,
  to: string,
  values: Record<string, string | number | null | undefined>,
) => {
  const [template] = await templateQuery(deps.db, key)
  if (!template?.active) return false
  const rendered = renderTemplate(template, { ...values, site_name: deps.siteName })
  await sendMail(deps, { to, ...rendered, templateKey: key })
  return true
}
