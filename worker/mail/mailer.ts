import type { Deps } from '../lib/deps'
import { insertOutboxStatement, setOutboxStatusStatement, templateQuery } from './mail.queries'
import { renderTemplate } from './render-template'

export type OutgoingMail = { to: string; subject: string; text: string; templateKey?: string }

/**
 * The one way mail leaves the app. Every message is kept in email_outbox (locally the only
 * delivery, readable at /dev/outbox); with EMAIL_API_URL and EMAIL_API_KEY set it is also
 * posted to a Resend-compatible HTTP API.
 */
export const sendMail = async (deps: Pick<Deps, 'db' | 'env'>, mail: OutgoingMail) => {
  const { db, env } = deps
  const [row] = await insertOutboxStatement(db, {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    templateKey: mail.templateKey ?? null,
  })
  if (!env.EMAIL_API_URL || !env.EMAIL_API_KEY || !row) return
  let status: 'sent' | 'failed' = 'failed'
  try {
    const response = await fetch(env.EMAIL_API_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${env.EMAIL_API_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        from: env.EMAIL_FROM ?? 'Guildhall <no-reply@example.com>',
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
      }),
    })
    status = response.ok ? 'sent' : 'failed'
    if (!response.ok) console.error(`email API answered ${response.status} for outbox #${row.id}`)
  } catch (error) {
    console.error(`email API unreachable for outbox #${row.id}`, error)
  }
  await setOutboxStatusStatement(db, row.id, status)
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
