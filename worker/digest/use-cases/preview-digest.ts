import type { Deps } from '../../lib/deps'
import { requireUser } from '../../lib/deps'
import { conflict, notFound } from '../../lib/errors'
import { formatDateTime } from '../../lib/display-time'
import { sendMail } from '../../mail/mailer'
import { contentStatement } from '../digest.queries'
import { DIGEST_PREVIEW_TEXT } from '../digest.schemas'
import { contentOf, digestMail, digestSetupOf, digestWindowAt } from '../digest.service'
import { digestSummary, hasNews } from '../digest-text'

/**
 * "Send me a preview" on the email digest screen: the digest the caller would get if it went out
 * now, mailed to them at once, whatever the time, their own choice or their last digest's day.
 * It records nothing, so the real one still comes. With nothing new the email says so (the real
 * job would send none). A switched-off template sends no digest at all, so there is nothing to
 * preview: 409.
 */
export const previewDigest = async (deps: Deps, at: Date = new Date()) => {
  const actor = await requireUser(deps)
  const { db, env } = deps
  const setup = await digestSetupOf(db)
  const { template } = setup
  if (!template?.active) throw conflict(DIGEST_PREVIEW_TEXT.templateOff)
  const [row] = await contentStatement(db, [actor.user.id], digestWindowAt(at), setup.switches)
  // The caller's own row: only a member removed mid-request has none.
  if (!row) throw notFound()
  const content = contentOf(row)
  const news = hasNews(content)
  const summary = news
    ? digestSummary(content, env.SITE_URL)
    : DIGEST_PREVIEW_TEXT.nothingNew(formatDateTime(row.since))
  await sendMail(deps, digestMail(row, summary, { ...setup, template }, env.SITE_URL))
  return { to: row.email, news }
}
