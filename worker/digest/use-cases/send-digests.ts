import type { Deps } from '../../lib/deps'
import { sendMails } from '../../mail/mailer'
import { claimDueStatement, contentStatement, markSentStatement } from '../digest.queries'
import { londonClock } from '../../lib/london-time'
import { contentOf, digestMail, digestSetupOf, digestWindowAt } from '../digest.service'
import { digestSummary, hasNews } from '../digest-text'

/** Members taken per group: one claim, one read and one store each. */
export const DIGEST_GROUP = 50
/** Groups per run: a run stays short, and the next one (5 minutes on) goes on where it stopped. */
const GROUPS_PER_RUN = 20

export type DigestRun = { taken: number; emailed: number }

/**
 * The daily email digest (cron every 5 minutes, worker/jobs): once the London time passes the
 * digest's send_at (admin settings, spec 02 §3), each active member who has not turned it off gets
 * one email that day listing what is new for them since their last one, through the editable
 * "digest" template. A member with nothing new gets no email, and the next digest still counts
 * from the last one they got. Idempotent: a member is taken once a London day.
 */
export const sendDigests = async (
  deps: Pick<Deps, 'db' | 'env'>,
  at: Date = new Date(),
): Promise<DigestRun> => {
  const { db, env } = deps
  const setup = await digestSetupOf(db)
  const { template } = setup
  const clock = londonClock(at)
  const run: DigestRun = { taken: 0, emailed: 0 }
  if (!template?.active || clock.time < setup.settings.email_digest.send_at) return run

  const window = digestWindowAt(at)
  for (let group = 0; group < GROUPS_PER_RUN; group += 1) {
    const claimed = await claimDueStatement(db, clock.day, DIGEST_GROUP)
    if (claimed.length === 0) break
    run.taken += claimed.length
    const ids = claimed.map((c) => c.user_id)
    const rows = await contentStatement(db, ids, window, setup.switches)
    const due = rows.flatMap((row) => {
      const content = contentOf(row)
      return hasNews(content) ? [{ row, summary: digestSummary(content, env.SITE_URL) }] : []
    })
    if (due.length === 0) continue
    await sendMails(
      deps,
      due.map(({ row, summary }) => digestMail(row, summary, { ...setup, template }, env.SITE_URL)),
      [
        markSentStatement(
          db,
          due.map(({ row }) => row.id),
          window.now,
        ),
      ],
    )
    run.emailed += due.length
  }
  return run
}
